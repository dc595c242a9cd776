// The hierarchy's earlier names, kept for one release so an app team's catalog upgrades with
// deprecation warnings (and Xcode's fix-its) rather than errors. The hierarchy now uses UIKit's
// own names, so an app's navigation code reads and compiles as written.

/// The name ``UIViewController`` had before. Inside a type conforming to `Factory`, `Finder`,
/// `Action` or a task, `ViewController` is the protocol's associated type (as in RouteComposer),
/// which hid the base class of that name; the base class now has UIKit's name, so a port reads as
/// the app does (`final class ProductViewController: UIViewController`).
@available(*, deprecated, renamed: "UIViewController")
public typealias ViewController = UIViewController

/// The name ``UIWindow`` had before.
@available(*, deprecated, renamed: "UIWindow")
public typealias Window = UIWindow

/// The name ``UINavigationController`` had before.
@available(*, deprecated, renamed: "UINavigationController")
public typealias NavigationController = UINavigationController

/// The name ``UITabBarController`` had before.
@available(*, deprecated, renamed: "UITabBarController")
public typealias TabBarController = UITabBarController

/// The name ``UISplitViewController`` had before.
@available(*, deprecated, renamed: "UISplitViewController")
public typealias SplitViewController = UISplitViewController

/// The name ``UINavigationControllerDelegate`` had before.
@available(*, deprecated, renamed: "UINavigationControllerDelegate")
public typealias NavigationControllerDelegate = UINavigationControllerDelegate

/// The name ``UIAdaptivePresentationControllerDelegate`` had before.
@available(*, deprecated, renamed: "UIAdaptivePresentationControllerDelegate")
public typealias PresentationControllerDelegate = UIAdaptivePresentationControllerDelegate
