import UIKit

final class AboutViewController: UIViewController {
    let version = "1.0"
}

final class MainNavigationController: UINavigationController {}
