// Every deprecated declaration of PetriHierarchy, with the release that deprecated it: kept for
// one release so an app team's catalog upgrades with deprecation warnings (and Xcode's fix-its)
// rather than errors. CHANGELOG.md lists them too.
//
// 0.1.0: the hierarchy's earlier names. The hierarchy now uses UIKit's own names, so an app's
// navigation code reads and compiles as written.

/// The name ``UIViewController`` had before. Inside a type conforming to `PetriFactory`, `PetriFinder`,
/// `PetriAction` or a task, `ViewController` is the protocol's associated type (as in RouteComposer),
/// which hid the base class of that name; the base class now has UIKit's name, so a port reads as
/// the app does (`final class ProductViewController: UIViewController`).
@available(
    *, deprecated, renamed: "UIViewController",
    message: "renamed to 'UIViewController' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias ViewController = UIViewController

/// The name ``UIWindow`` had before.
@available(
    *, deprecated, renamed: "UIWindow",
    message: "renamed to 'UIWindow' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias Window = UIWindow

/// The name ``UINavigationController`` had before.
@available(
    *, deprecated, renamed: "UINavigationController",
    message: "renamed to 'UINavigationController' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias NavigationController = UINavigationController

/// The name ``UITabBarController`` had before.
@available(
    *, deprecated, renamed: "UITabBarController",
    message: "renamed to 'UITabBarController' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias TabBarController = UITabBarController

/// The name ``UISplitViewController`` had before.
@available(
    *, deprecated, renamed: "UISplitViewController",
    message: "renamed to 'UISplitViewController' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias SplitViewController = UISplitViewController

/// The name ``UINavigationControllerDelegate`` had before.
@available(
    *, deprecated, renamed: "UINavigationControllerDelegate",
    message: "renamed to 'UINavigationControllerDelegate' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias NavigationControllerDelegate = UINavigationControllerDelegate

/// The name ``UIAdaptivePresentationControllerDelegate`` had before.
@available(
    *, deprecated, renamed: "UIAdaptivePresentationControllerDelegate",
    message: "renamed to 'UIAdaptivePresentationControllerDelegate' in petri 0.1.0; the old name is removed in 0.2.0"
)
public typealias PresentationControllerDelegate = UIAdaptivePresentationControllerDelegate
