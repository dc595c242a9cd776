/// Told when a navigation controller's top view controller changes, whoever changed it: a
/// router's push, a coordinator's pop, or the user's back button, as UIKit's
/// `UINavigationControllerDelegate` is.
///
/// This is the hook coordinators use to notice the system back button. Implement UIKit's
/// `navigationController(_:didShow:animated:)` and read what left from
/// ``UIViewController/transitionCoordinator`` (`viewController(forKey: .from)`), as UIKit code
/// does; or implement ``navigationController(_:didShow:popped:animated:)``, which is given every
/// view controller that left. Every method has a default, as UIKit's are optional.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before the didShow calls of a change that shows `viewController`.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController` became the top of `navigationController`.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController` became the top of `navigationController`, with the view
    /// controllers that left the stack in this change, bottom first. The default calls
    /// ``navigationController(_:didShow:animated:)``.
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        popped: [UIViewController],
        animated: Bool
    )
}

extension UINavigationControllerDelegate {
    /// Nothing to do.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}

    /// Nothing to do.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}

    /// Calls ``navigationController(_:didShow:animated:)``.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        popped: [UIViewController],
        animated: Bool
    ) {
        self.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}
