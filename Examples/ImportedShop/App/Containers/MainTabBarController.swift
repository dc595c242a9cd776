import UIKit

/// The app's tab bar, from Main.storyboard.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    }
}

/// The navigation controller every tab uses.
class ShopNavigationController: UINavigationController {}
