import PetriDish
@testable import PetriRouting

/// Everything structural about a window, captured so a test can tell whether a navigation
/// changed it: each view controller's identity, type, title, context, dismissibility, parent,
/// children, presentation links and container state, the window's root, and every transition
/// recorded so far.
///
/// Rendering's JSON snapshot is not on this branch yet; once it is, transaction tests should
/// compare the rendered JSON instead (it covers the same facts and prints better).
struct HierarchyFingerprint: Equatable, CustomStringConvertible {
    struct Node: Equatable {
        var identity: Int
        var typeName: String
        var title: String?
        var context: String?
        var canBeDismissed: Bool
        var isBeingDismissed: Bool
        var modalPresentationStyle: ModalPresentationStyle
        var parent: Int?
        var children: [Int]
        var presented: Int?
        var presenting: Int?
        var containerState: AnyHashable?
    }

    var root: Int?
    var nodes: [Node]
    var transitions: [Transition]

    @MainActor
    init(_ window: UIWindow) {
        root = window.rootViewController?.serialNumber
        transitions = window.transitions
        nodes = window.allViewControllers.map { viewController in
            Node(
                identity: viewController.serialNumber,
                typeName: viewController.typeName,
                title: viewController.title,
                context: viewController.contextDescription,
                canBeDismissed: viewController.allowsDismissal,
                isBeingDismissed: viewController.isBeingDismissed,
                modalPresentationStyle: viewController.modalPresentationStyle,
                parent: viewController.parent?.serialNumber,
                children: viewController.children.map(\.serialNumber),
                presented: viewController.presentedViewController?.serialNumber,
                presenting: viewController.presentingViewController?.serialNumber,
                containerState: viewController.restorableContainerState)
        }
    }

    /// The view controllers as an indented tree, for failure messages.
    var description: String {
        var lines = ["root #\(root.map(String.init) ?? "none"), \(transitions.count) transitions"]
        for node in nodes {
            var line = "#\(node.identity) \(node.typeName)"
            if let context = node.context { line += "(\(context))" }
            if let parent = node.parent { line += " in #\(parent)" }
            if !node.children.isEmpty { line += " children \(node.children)" }
            if let presented = node.presented { line += " ⇒ #\(presented)" }
            if let state = node.containerState { line += " state \(state)" }
            if !node.canBeDismissed { line += " locked" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
