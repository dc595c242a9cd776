/// What a tab bar controller asks and tells about the user's taps on its tabs, as UIKit's
/// `UITabBarControllerDelegate` does. Selecting a tab in code tells it nothing, as in UIKit.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped may be selected; `false` leaves the tab bar as it is.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user tapped `viewController`'s tab (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Every tab may be selected.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        true
    }

    /// Nothing to do.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
