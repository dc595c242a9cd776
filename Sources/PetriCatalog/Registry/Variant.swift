public import PetriHierarchy
import PetriSupport

/// An alternative navigation configuration of the same app (an A/B test of the navigation: a tab
/// bar or a side menu, an iPhone and an iPad layout). A variant builds the app as it builds
/// itself at launch; screens then route from it, or are reached by calling it.
///
/// Either it builds the hierarchy in an empty window:
///
/// ```swift
/// Variant("tabs", summary: "a tab bar") { window in
///     window.rootViewController = MainTabBarController()
/// }
/// ```
///
/// or it builds the app object, as a scene delegate does — its app coordinator with its
/// windows — and the dish keeps that object for the session, so entries can be reached by
/// calling it (``AppReach``):
///
/// ```swift
/// Variant("iphone", summary: "tabs") { scene in
///     MessengerApp(scene: scene)   // its window, made key and visible, and its coordinators
/// }
/// ```
@MainActor
public struct Variant {
    /// The variant's name, as `variant <name>` takes it.
    public var name: String
    /// What distinguishes it.
    public var summary: String
    /// Builds the launch hierarchy in an empty window. For a variant that builds an app object,
    /// it builds the app in a scene of its own and moves the root of the app's key window into
    /// `window` (its other windows, presentations and the object itself are dropped): the dish
    /// uses ``launchApp(in:)``.
    public var launch: @MainActor (UIWindow) throws -> Void
    /// Where the variant was declared: named when its launch fails.
    public var location: CodeLocation
    /// The app object's type, for a variant that builds one (`MessengerApp`).
    public let appType: String?

    /// Builds the app in an empty scene, returning the app object if the variant has one.
    private let appLaunch: (@MainActor (UIWindowScene) throws -> AnyObject)?

    /// Creates a variant declared where this initializer is called.
    public init(
        _ name: String, summary: String, file: String = #fileID, line: Int = #line,
        launch: @escaping @MainActor (UIWindow) throws -> Void
    ) {
        self.init(name, summary: summary, location: CodeLocation(file: file, line: line), launch: launch)
    }

    /// Creates a variant declared at `location`.
    public init(
        _ name: String, summary: String, location: CodeLocation, launch: @escaping @MainActor (UIWindow) throws -> Void
    ) {
        self.name = name
        self.summary = summary
        self.location = location
        self.launch = launch
        appType = nil
        appLaunch = nil
    }

    /// Creates a variant whose launch builds the app object in an empty scene — its windows,
    /// its app coordinator — and returns it. The dish keeps the object for the session:
    /// `reset` and `variant` build a new one.
    public init<App: AnyObject>(
        _ name: String, summary: String, file: String = #fileID, line: Int = #line,
        app: @escaping @MainActor (UIWindowScene) throws -> App
    ) {
        self.name = name
        self.summary = summary
        location = CodeLocation(file: file, line: line)
        appType = TypeName.of(App.self)
        appLaunch = { scene in try app(scene) }
        launch = { window in
            let scene = UIWindowScene()
            _ = try app(scene)
            let appWindow = scene.keyWindow ?? scene.windows.last
            let root = appWindow?.rootViewController
            appWindow?.rootViewController = nil
            window.rootViewController = root
        }
    }

    /// Launches the variant in `scene`, as the app launches: the app object for a variant that
    /// builds one; otherwise a window named `Window`, made key and visible, that ``launch``
    /// fills.
    /// - Returns: the app object, if the variant builds one.
    public func launchApp(in scene: UIWindowScene) throws -> AnyObject? {
        if let appLaunch {
            let app = try appLaunch(scene)
            if scene.keyWindow == nil { scene.windows.last?.makeKeyAndVisible() }
            return app
        }
        let window = UIWindow(windowScene: scene)
        try launch(window)
        if scene.keyWindow == nil { window.makeKeyAndVisible() }
        return nil
    }
}
