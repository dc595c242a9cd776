import PetriHierarchy

/// A printable description of one declared step of a route, for `show` and documentation: what
/// finds it, what builds it, how it joins the step before it, and what runs with it.
public struct StepDescription: Sendable, Equatable, Codable, CustomStringConvertible {
    /// What kind of step this is.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// A step that finds or builds a view controller.
        case screen
        /// A general step the route starts from.
        case origin
        /// A switch between routes decided at routing time.
        case switcher
    }

    /// What kind of step this is.
    public var kind: Kind
    /// The view-controller type of the step.
    public var viewController: String
    /// The finder (or the general step's name).
    public var finder: String?
    /// The factory, if the step can build.
    public var factory: String?
    /// The action that joins it to the step before it.
    public var action: String?
    /// The interceptors, context tasks and post tasks declared on the step.
    public var interceptors: [String]
    public var contextTasks: [String]
    public var postTasks: [String]

    public var description: String {
        var parts: [String] = []
        switch kind {
        case .screen:
            parts.append(viewController)
            if let finder { parts.append("find: \(finder)") }
            parts.append("build: \(factory ?? "nothing (find only)")")
        case .origin:
            parts.append("start from \(finder ?? viewController)")
        case .switcher:
            parts.append("\(finder ?? "switch") (decided when navigating)")
        }
        if let action { parts.append("via \(action)") }
        if !interceptors.isEmpty { parts.append("interceptors: \(interceptors.joined(separator: ", "))") }
        if !contextTasks.isEmpty { parts.append("context tasks: \(contextTasks.joined(separator: ", "))") }
        if !postTasks.isEmpty { parts.append("post tasks: \(postTasks.joined(separator: ", "))") }
        return parts.joined(separator: "; ")
    }
}

extension PetriDestinationStep {
    /// The declared steps, destination first.
    public var steps: [StepDescription] {
        nodes.map(\.stepDescription)
    }
}

extension StepNode {
    var stepDescription: StepDescription {
        var description = StepDescription(
            kind: .screen, viewController: typeName, finder: nil, factory: nil, action: action?.name,
            interceptors: interceptors.map(\.name), contextTasks: contextTasks.map(\.name),
            postTasks: postTasks.map(\.name))
        switch kind {
        case let .screen(finder, factory):
            description.finder = finder.isNil ? nil : finder.name
            description.factory = factory?.name
        case .origin(let origin):
            description.kind = .origin
            description.finder = origin.name
        case .switcher(let switcher):
            description.kind = .switcher
            description.finder = switcher.name
        }
        return description
    }
}
