/// Which side of a transition: the view controller leaving (`.from`) or arriving (`.to`), as
/// UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view controller on screen before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller on screen after it.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The transition in progress, as UIKit's `UIViewControllerTransitionCoordinator` tells app code
/// about it while a navigation controller's delegate is told `didShow`. The back-button idiom of
/// coordinator apps reads it:
///
/// ```swift
/// func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
///     guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
///           !navigationController.viewControllers.contains(from) else { return }
///     childDidFinish(for: from)
/// }
/// ```
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// The view controller leaving or arriving.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition with a gesture.
    var isInteractive: Bool { get }
    /// Whether the user cancelled the gesture, leaving everything as it was.
    var isCancelled: Bool { get }
    /// Calls `handler` when the user lifts the finger of an interactive transition (finished
    /// or cancelled: ``isCancelled`` says which), as UIKit's `notifyWhenInteractionChanges`.
    /// A transition that is not interactive never calls it.
    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinator) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// A transition that is not interactive has no interaction to change.
    public func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinator) -> Void
    ) {}
}

/// A transition between two view controllers that has happened.
@MainActor
final class CompletedTransition: UIViewControllerTransitionCoordinator {
    private let from: UIViewController?
    private let to: UIViewController?
    let isAnimated: Bool
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }

    init(from: UIViewController?, to: UIViewController?, animated: Bool) {
        self.from = from
        self.to = to
        isAnimated = animated
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }
}
