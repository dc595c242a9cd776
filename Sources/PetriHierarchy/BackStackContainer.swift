/// A container with a back button: the user's back gesture pops its top screen. A
/// ``UINavigationController`` is one; so is a SwiftUI-style ``PathNavigationStack``, whose back
/// button removes the path's last route.
@MainActor
public protocol BackStackContainer: ContainerViewController {
    /// Whether a screen sits above the root, so the top screen shows a back button.
    var canGoBack: Bool { get }

    /// What the system back button does: pops the top screen.
    /// - Returns: The popped view controller.
    /// - Throws: ``HierarchyError/cannotPopRoot(navigation:root:)`` when only the root is left.
    @discardableResult
    func goBack(animated: Bool) throws -> UIViewController
}

extension UINavigationController: BackStackContainer {}

/// `UINavigationController`'s answers, in a constrained extension rather than on the class, so an
/// app's subclass may declare a `canGoBack` or `goBack(animated:)` of its own.
extension BackStackContainer where Self: UINavigationController {
    /// Whether the stack holds more than its root.
    public var canGoBack: Bool { viewControllers.count > 1 }

    /// Pops the top view controller, as the system back button does.
    @discardableResult
    public func goBack(animated: Bool) throws -> UIViewController {
        try TransitionLog.causing(.backButton) { try checkedPop(animated: animated) }
    }
}

/// A back stack the user can swipe back in (``InteractiveGesture``): a navigation controller, a
/// ``PathNavigationStack``.
@MainActor
package protocol InteractivelyPoppable: BackStackContainer {
    /// The user starts swiping back; nothing changes until the gesture finishes.
    func beginInteractivePop() throws -> InteractiveGesture
}

extension UINavigationController: InteractivelyPoppable {}
