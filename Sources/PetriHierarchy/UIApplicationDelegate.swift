/// The base class of an app's delegate (UIKit's `UIResponder`), so that `class AppDelegate:
/// UIResponder, UIApplicationDelegate` compiles as written. In the dish it is only that: view
/// controllers and windows do not inherit from it, and there are no touches to respond to.
@MainActor
open class UIResponder {
    /// A responder; UIKit creates the app's delegate with it.
    public required init() {}
}

/// The app's delegate (UIKit's `UIApplicationDelegate`): told that the app launched, with the
/// window it keeps. Every requirement has a default, as UIKit's are optional.
///
/// ```swift
/// @main
/// class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         RouteComposerDefaults.configureWith(logger: DefaultLogger(.verbose))
///         return true
///     }
/// }
/// ```
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, if the delegate keeps one.
    var window: UIWindow? { get set }

    /// The app finished launching: configure it. The dish ignores the answer.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    /// No window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Does nothing and answers `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}

extension UIApplicationDelegate where Self: UIResponder {
    /// What `@main` calls (UIKit's `UIApplicationMain`): creates the delegate, makes it
    /// ``UIApplication/delegate`` and tells it the app launched, with no options. Headless there
    /// is no event loop, so it then returns.
    public static func main() {
        let delegate = Self()
        UIApplication.shared.launch(with: delegate)
    }
}
