/// Told when a navigation controller's top view controller changes, whoever changed it: a
/// router's push, a coordinator's pop, or the user's back button.
///
/// This is the hook coordinators use to notice the system back button (the coordinator pattern's
/// `UINavigationControllerDelegate` solution). Headless, the popped view controllers are passed
/// in directly; in UIKit they come from the transition coordinator.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called after `viewController` became the top of `navigationController`.
    /// - Parameters:
    ///   - popped: The view controllers that left the stack in this change, bottom first.
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        popped: [UIViewController],
        animated: Bool
    )
}
