/// Gives the window finders search and actions change (RouteComposer's `WindowProvider`).
@MainActor
public protocol WindowProvider {
    /// The window, if there is one.
    var window: UIWindow? { get }
}

/// The key window (RouteComposer's `KeyWindowProvider`): during a navigation, the window the
/// route runs in (petri's router follows the scene's key window); outside one, the window
/// ``RouteComposerDefaults/configureWith(logger:windowProvider:containerAdapterLocator:)`` was given, if any.
@MainActor
public struct KeyWindowProvider: WindowProvider {
    /// Creates the provider.
    public init() {}

    public var window: UIWindow? {
        RoutingWindow.current ?? RouteComposerDefaults.shared.configuredWindowProvider?.window
    }
}

/// A window given once (RouteComposer's `CustomWindowProvider`); weak, as the scene owns it.
@MainActor
public final class CustomWindowProvider: WindowProvider {
    public private(set) weak var window: UIWindow?

    /// A provider of `window`.
    public init(window: UIWindow) {
        self.window = window
    }
}

/// The window the running navigation searches: set while a RouteComposer entity runs inside
/// petri's router, so each of two dishes navigating at once sees its own.
enum RoutingWindow {
    @TaskLocal static var current: UIWindow?

    /// Runs `body` with `window` as the key window.
    @MainActor
    static func with<Result>(_ window: UIWindow, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(window) { try body() }
    }
}
