/// What ``NavigationDelayingInterceptor`` does when a transition is running.
public enum NavigationDelayingInterceptorStrategy: Sendable {
    /// The navigation fails.
    case abort
    /// The navigation waits for the transition to end. In the dish a transition ends at once
    /// unless the user holds it (a swipe begun with `back --swipe` or `beginInteractiveDismissal()`),
    /// and a command cannot wait for the next one: the navigation fails, saying so.
    case wait
}

/// Stops a navigation while a view controller is being dismissed (RouteComposer's
/// `NavigationDelayingInterceptor`): in the dish, while the user's swipe holds it.
@MainActor
public struct NavigationDelayingInterceptor<C>: RoutingInterceptor {
    public typealias Context = C

    /// The window it looks at.
    public let windowProvider: any WindowProvider
    /// What it does when a transition is running.
    public let strategy: NavigationDelayingInterceptorStrategy
    /// Where it says so.
    public let logger: (any Logger)?

    /// The interceptor.
    public init(
        strategy: NavigationDelayingInterceptorStrategy = .abort,
        windowProvider: any WindowProvider = KeyWindowProvider(), logger: (any Logger)? = nil
    ) {
        self.strategy = strategy
        self.windowProvider = windowProvider
        self.logger = logger
    }

    public func perform(with context: C, completion: @escaping (_ result: RoutingResult) -> Void) {
        guard let window = windowProvider.window, let busy = Self.dismissing(in: window) else {
            completion(.success)
            return
        }
        let reason =
            strategy == .abort
            ? "\(type(of: busy)) is being dismissed: the navigation is aborted (strategy .abort)"
            : "\(type(of: busy)) is being dismissed by the user's gesture, which only the user ends: the navigation cannot wait for it in the dish (strategy .wait)"
        logger?.log(.warning(reason))
        completion(.failure(RoutingError.compositionFailed(.init(reason))))
    }

    /// The view controller being dismissed in `window`, if one is.
    private static func dismissing(in window: UIWindow) -> UIViewController? {
        var current = window.rootViewController
        while let viewController = current {
            if viewController.isBeingDismissed { return viewController }
            current = viewController.presentedViewController
        }
        return nil
    }
}
