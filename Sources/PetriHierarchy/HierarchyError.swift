/// A broken UIKit rule. Every case names the view controllers involved, so the message alone
/// tells what went wrong.
public enum HierarchyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A view controller can have one parent only. `joining` says where it was going
    /// (`be pushed onto UINavigationController`, `be presented by UITabBarController`).
    case alreadyHasParent(child: String, parent: String, joining: String)
    /// A view controller already presented cannot be added elsewhere.
    case alreadyPresented(viewController: String, presenter: String, joining: String)
    /// A window's root cannot be added elsewhere.
    case isWindowRoot(viewController: String, joining: String)
    /// A container lists the same child twice.
    case duplicateChild(child: String, container: String)
    /// A view controller would end up containing or presenting itself.
    case containmentCycle(child: String, container: String)
    /// Only a view controller in a window can present.
    case notInWindow(presenter: String, presented: String)
    /// A view controller that already presents cannot present again.
    case alreadyPresenting(presenter: String, presented: String)
    /// A view controller on its way out cannot present.
    case isBeingDismissed(presenter: String, presented: String)
    /// UIKit does not support pushing a navigation controller into a navigation controller.
    case navigationInNavigation(pushed: String, navigation: String)
    /// A container refuses a kind of child (a tab bar inside a tab bar, a split view pushed).
    case unsupportedChild(child: String, container: String, reason: String)
    /// The root of a navigation stack cannot be popped.
    case cannotPopRoot(navigation: String, root: String)
    /// The view controller is not a child of the container.
    case notAChild(viewController: String, container: String)
    /// An index outside a container's children.
    case indexOutOfRange(index: Int, count: Int, container: String)
    /// A split view shows a detail only next to a primary.
    case noPrimary(split: String)
    /// A container holds at most `maximum` children.
    case tooManyChildren(container: String, count: Int, maximum: Int)
    /// The user cannot dismiss a view controller that forbids it (payment in progress).
    case cannotBeDismissed(viewController: String)
    /// A full-screen presentation has no swipe-down gesture.
    case noInteractiveDismissal(viewController: String, style: ModalPresentationStyle)
    /// Nothing is presented, so there is nothing to dismiss.
    case nothingPresented(window: String)
    /// The user's finger is busy with another gesture in the window.
    case gestureInProgress(window: String, gesture: String)
    /// A gesture that has already finished or been cancelled cannot end again.
    case gestureEnded(gesture: String, outcome: String)

    public var description: String {
        switch self {
        case let .alreadyHasParent(child, parent, joining):
            "\(child) cannot \(joining): it already has a parent, \(parent); remove it from there first"
        case let .alreadyPresented(viewController, presenter, joining):
            "\(viewController) cannot \(joining): it is already presented by \(presenter); dismiss it first"
        case let .isWindowRoot(viewController, joining):
            "\(viewController) cannot \(joining): it is the root of a window"
        case let .duplicateChild(child, container):
            "\(child) appears twice among the children of \(container)"
        case let .containmentCycle(child, container):
            "\(child) cannot be added to \(container): it would contain itself"
        case let .notInWindow(presenter, presented):
            "\(presenter) is not in a window, so it cannot present \(presented)"
        case let .alreadyPresenting(presenter, presented):
            "\(presenter) is already presenting \(presented)"
        case let .isBeingDismissed(presenter, presented):
            "\(presenter) is being dismissed, so it cannot present \(presented)"
        case let .navigationInNavigation(pushed, navigation):
            "\(pushed) is a navigation controller and cannot be pushed into \(navigation)"
        case let .unsupportedChild(child, container, reason):
            "\(child) cannot be a child of \(container): \(reason)"
        case let .cannotPopRoot(navigation, root):
            "\(root) is the root of \(navigation) and cannot be popped"
        case let .notAChild(viewController, container):
            "\(viewController) is not a child of \(container)"
        case let .indexOutOfRange(index, count, container):
            count == 0
                ? "index \(index) is out of range: \(container) has no children"
                : "index \(index) is out of range: \(container) has \(count) \(count == 1 ? "child" : "children") (0...\(count - 1))"
        case let .noPrimary(split):
            "\(split) has no primary view controller, so it cannot show a detail"
        case let .tooManyChildren(container, count, maximum):
            "\(container) holds at most \(maximum) view controllers, not \(count)"
        case let .cannotBeDismissed(viewController):
            "\(viewController) cannot be dismissed"
        case let .noInteractiveDismissal(viewController, style):
            switch style {
            case .custom:
                "\(viewController) is presented with a custom presentation (an alert, or the app's own transition), which has no swipe-down gesture; dismiss it from its own screen (an alert: tap one of its actions)"
            default:
                "\(viewController) is presented \(style == .fullScreen ? "full screen" : "over the full screen"), which has no swipe-down gesture; dismiss it from its own screen"
            }
        case let .nothingPresented(window):
            "nothing is presented in \(window)"
        case let .gestureInProgress(window, gesture):
            "a \(gesture) gesture is in progress in \(window); finish or cancel it first"
        case let .gestureEnded(gesture, outcome):
            "the \(gesture) gesture was already \(outcome)"
        }
    }
}

extension HierarchyError {
    /// The exception UIKit raises for this broken rule, when a call that does not throw breaks
    /// it: the exception's name and UIKit's console text where UIKit has one of its own, petri's
    /// message otherwise.
    var uikitException: (name: String, reason: String) {
        switch self {
        case .navigationInNavigation:
            ("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
        case let .alreadyPresented(viewController, presenter, _):
            (
                "NSInvalidArgumentException",
                "Application tried to present modally a view controller \(viewController) that is already being presented by \(presenter)."
            )
        case let .containmentCycle(child, container) where child == container:
            ("NSInvalidArgumentException", "Application tried to present modally an active controller \(child).")
        case .notAChild, .cannotPopRoot, .indexOutOfRange, .noPrimary, .nothingPresented:
            ("NSInternalInconsistencyException", description)
        default:
            ("NSInvalidArgumentException", description)
        }
    }
}
