public import PetriHierarchy
import PetriSupport

/// Chooses a route according to the context or the state of the hierarchy (RouteComposer's
/// `PetriSwitchAssembly`): a product opened from a deep link goes into a new modal stack, the same
/// product opened inside the catalog tab is pushed there.
///
/// Cases are tried in order when the router reaches the switch; the first that answers wins, and
/// a case after it is never evaluated. The default, if given, applies when no case does.
@MainActor
public struct PetriSwitchAssembly<VC: UIViewController, Context> {
    private typealias Case = (name: String, resolve: @MainActor (Any, UIWindow) throws -> [StepNode]?)
    private var cases: [Case] = []

    /// Creates an empty switch.
    public init() {}

    /// Adds a case that reads the context and returns a route, or `nil` to pass.
    public func addCase(
        named name: String? = nil,
        _ resolver: @escaping @MainActor (Context) throws -> PetriDestinationStep<VC, Context>?
    ) -> Self {
        adding(name) { context, _ in
            try resolver(TypeName.cast(context, to: Context.self, for: "switch case"))?.nodes
        }
    }

    /// Adds a case that applies `step` when `condition` holds for the context.
    public func addCase(
        named name: String? = nil,
        when condition: @escaping @MainActor (Context) -> Bool,
        from step: PetriDestinationStep<VC, Context>
    ) -> Self {
        adding(name) { context, _ in
            condition(try TypeName.cast(context, to: Context.self, for: "switch case")) ? step.nodes : nil
        }
    }

    /// Adds a case that applies `step` when `finder` finds a view controller in the window.
    public func addCase<F: PetriFinder>(
        named name: String? = nil,
        when finder: F,
        from step: PetriDestinationStep<VC, Context>
    ) -> Self where F.Context == Context {
        let erased = ErasedFinder(finder)
        return adding(name ?? "when \(erased.name) finds") { context, window in
            try erased.find(window, context) != nil ? step.nodes : nil
        }
    }

    /// Adds a case that applies `step` when its destination's own finder finds a view
    /// controller in the window: the finder is written once, in the step.
    public func addCase(named name: String? = nil, whenFound step: PetriDestinationStep<VC, Context>) -> Self {
        guard case .screen(let finder, _)? = step.nodes.first?.kind else {
            // A step without a finder of its own (an origin, a switch) is never "found".
            return adding(name) { _, _ in nil }
        }
        return adding(name ?? "when \(finder.name) finds") { context, window in
            try finder.find(window, context) != nil ? step.nodes : nil
        }
    }

    private func adding(_ name: String?, _ resolve: @escaping @MainActor (Any, UIWindow) throws -> [StepNode]?) -> Self
    {
        var copy = self
        copy.cases.append((name ?? "case \(cases.count + 1)", resolve))
        return copy
    }

    /// The route: the first case that applies, else `defaultStep`.
    public func assemble(default defaultStep: PetriDestinationStep<VC, Context>) -> PetriDestinationStep<VC, Context> {
        makeStep(fallback: ("default", defaultStep.nodes))
    }

    /// The route: the first case that applies; the navigation fails when none does.
    public func assemble() -> PetriDestinationStep<VC, Context> {
        makeStep(fallback: nil)
    }

    private func makeStep(fallback: (String, [StepNode])?) -> PetriDestinationStep<VC, Context> {
        let cases = cases
        let resolve: @MainActor (Any, UIWindow) throws -> (choice: String, nodes: [StepNode])? = { context, window in
            for switchCase in cases {
                if let nodes = try switchCase.resolve(context, window) { return (switchCase.name, nodes) }
            }
            return fallback.map { (choice: $0.0, nodes: $0.1) }
        }
        return PetriDestinationStep(nodes: [
            StepNode(
                kind: .switcher(.init(name: "PetriSwitchAssembly<\(TypeName.of(VC.self))>", resolve: resolve)),
                typeName: TypeName.of(VC.self))
        ])
    }
}
