public import Foundation

/// The app (UIKit's `UIApplication`), as far as app code talks to it: the URLs it asks the
/// system to open, and its state, which the lifecycle notifications announce.
///
/// ```swift
/// UIApplication.shared.open(URL(string: "https://shop.example/help")!)
/// NotificationCenter.default.addObserver(
///     forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
/// ) { _ in MainActor.assumeIsolated { lock.showIfNeeded() } }
/// ```
///
/// Headless, nothing leaves the process: ``open(_:options:completionHandler:)`` records the URL
/// in ``openedURLs`` (the shell prints it after the command that opened it) and reports success.
/// The lifecycle notifications are posted on Foundation's `NotificationCenter.default`, as UIKit
/// posts them, when a test or the shell's `app` command sends an ``ApplicationLifecycleEvent``.
@MainActor
open class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// Whether the app is in front and receiving events (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable, Hashable {
        /// In front, receiving events.
        case active
        /// In front, not receiving events (a call, the app switcher).
        case inactive
        /// In the background.
        case background
    }

    /// The app's state: `.active` until a lifecycle event changes it.
    public internal(set) var applicationState = State.active

    /// Every URL the app asked to open, oldest first, until something takes them
    /// (``takeOpenedURLs()``).
    public private(set) var openedURLs: [URL] = []

    /// Creates the app; app code uses ``shared``.
    init() {}

    /// The app's delegate (UIKit's `delegate`): the one `@main` created, or one a test sets.
    public weak var delegate: (any UIApplicationDelegate)?

    /// The delegate `@main` created, kept for the life of the process as UIKit keeps it.
    private var launchedDelegate: (any UIApplicationDelegate)?

    /// Makes `delegate` the app's and tells it the app launched.
    func launch(with delegate: any UIApplicationDelegate) {
        launchedDelegate = delegate
        self.delegate = delegate
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    }

    /// The windows created in the process, while they live, oldest first.
    private var createdWindows: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    func register(_ window: UIWindow) {
        createdWindows.removeAll { $0.window == nil }
        createdWindows.append(WeakWindow(window: window))
    }

    /// The app's windows alive, back to front: by level, then by when they were last shown, as
    /// a scene orders its own (UIKit's deprecated `windows`). A dish's windows only, unless
    /// several dishes run in one process: they share the list.
    public var windows: [UIWindow] {
        createdWindows.compactMap(\.window).enumerated()
            .sorted {
                ($0.element.windowLevel, $0.element.shownOrder, $0.offset) < (
                    $1.element.windowLevel, $1.element.shownOrder, $1.offset
                )
            }
            .map(\.element)
    }

    /// A key of the options the app launched with (UIKit's `UIApplication.LaunchOptionsKey`).
    /// The dish launches with none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// Asks the system to open `url` (a web page, another app, Settings), as UIKit's
    /// `open(_:options:completionHandler:)`: recorded in ``openedURLs``; `completion` is told it
    /// opened. The options are kept by no one: nothing opens headless.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Whether an app is installed to open `url` (UIKit's `canOpenURL(_:)`): always `true`, as
    /// ``open(_:options:completionHandler:)`` always succeeds.
    public func canOpenURL(_ url: URL) -> Bool { true }

    /// Removes and returns the URLs opened since the last call, oldest first.
    public func takeOpenedURLs() -> [URL] {
        defer { openedURLs = [] }
        return openedURLs
    }

    /// A key of ``open(_:options:completionHandler:)``'s options (UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in Settings (UIKit's `openSettingsURLString`).
    public static let openSettingsURLString = "app-settings:"

    /// Posted when the app is about to stop being active (a call, the app switcher, going to
    /// the background).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
}

/// A change of the app's state that UIKit announces with a notification: what the user's home
/// gesture, a call or the app switcher does to an app. A test or the shell's `app` command sends
/// one; the app hears it as on a device.
///
/// ```swift
/// ApplicationLifecycleEvent.post(.background)   // willResignActive, then didEnterBackground
/// ```
public enum ApplicationLifecycleEvent: String, Sendable, CaseIterable {
    /// The app is about to stop being active: ``UIApplication/willResignActiveNotification``.
    case willResignActive
    /// The app became active: ``UIApplication/didBecomeActiveNotification``.
    case didBecomeActive
    /// The app went to the background: ``UIApplication/didEnterBackgroundNotification``.
    case didEnterBackground
    /// The app is about to come back: ``UIApplication/willEnterForegroundNotification``.
    case willEnterForeground

    /// The notification UIKit posts for it.
    @MainActor
    public var notificationName: Notification.Name {
        switch self {
        case .willResignActive: UIApplication.willResignActiveNotification
        case .didBecomeActive: UIApplication.didBecomeActiveNotification
        case .didEnterBackground: UIApplication.didEnterBackgroundNotification
        case .willEnterForeground: UIApplication.willEnterForegroundNotification
        }
    }

    /// The app's state once the event happened.
    var state: UIApplication.State {
        switch self {
        case .willResignActive, .willEnterForeground: .inactive
        case .didBecomeActive: .active
        case .didEnterBackground: .background
        }
    }

    /// What the user does, as the events UIKit sends for it, in order.
    public enum Gesture: String, Sendable, CaseIterable {
        /// Going home: willResignActive, then didEnterBackground.
        case background
        /// Coming back: willEnterForeground, then didBecomeActive.
        case foreground

        /// The events, in UIKit's order.
        public var events: [ApplicationLifecycleEvent] {
            switch self {
            case .background: [.willResignActive, .didEnterBackground]
            case .foreground: [.willEnterForeground, .didBecomeActive]
            }
        }
    }

    /// Posts `event`'s notification on `NotificationCenter.default` with ``UIApplication/shared``
    /// as its object, after setting ``UIApplication/applicationState``, as UIKit does. Observers
    /// registered without a queue hear it before this returns.
    @MainActor
    public static func post(_ event: ApplicationLifecycleEvent) {
        UIApplication.shared.applicationState = event.state
        NotificationCenter.default.post(name: event.notificationName, object: UIApplication.shared)
    }

    /// Posts the events of `gesture`, in order.
    @MainActor
    public static func post(_ gesture: Gesture) {
        for event in gesture.events { post(event) }
    }
}
