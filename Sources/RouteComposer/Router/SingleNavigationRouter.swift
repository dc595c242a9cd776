public import PetriRouting

/// Whether a navigation through a ``SingleNavigationRouter`` is running (RouteComposer's
/// `SingleNavigationLock`); routers that share one lock run one navigation at a time.
@MainActor
public final class SingleNavigationLock {
    /// Whether a navigation holds the lock.
    public private(set) var isNavigationInProgress = false

    /// A free lock.
    public init() {}

    func startNavigation() { isNavigationInProgress = true }

    func stopNavigation() { isNavigationInProgress = false }
}

/// A router that refuses to start a navigation while another one through its lock runs
/// (RouteComposer's `SingleNavigationRouter`): a double tap opens one screen, not two.
@MainActor
public struct SingleNavigationRouter<R: Router>: Router {
    var router: R
    /// The lock it shares with other routers.
    public let lock: SingleNavigationLock

    /// A router navigating with `router`, one navigation at a time through `lock`.
    public init(router: R, lock: SingleNavigationLock) {
        self.router = router
        self.lock = lock
    }

    /// Navigates with the router it wraps, holding the lock until the navigation ends.
    /// - Throws: `RoutingError.compositionFailed` while another navigation holds the lock, and
    ///   what the wrapped router throws (the lock is then released).
    public func navigate<VC: UIViewController, Context>(
        to step: DestinationStep<VC, Context>, with context: Context, animated: Bool,
        completion: ((_ result: RoutingResult) -> Void)?
    ) throws {
        guard !lock.isNavigationInProgress else {
            throw RoutingError.compositionFailed(
                .init(
                    "a navigation through this SingleNavigationLock is in progress, so the navigation to \(VC.self) was refused; navigate again once it has ended"
                ))
        }
        let lock = lock
        lock.startNavigation()
        do {
            try router.navigate(to: step, with: context, animated: animated) { result in
                lock.stopNavigation()
                completion?(result)
            }
        } catch {
            lock.stopNavigation()
            throw error
        }
    }
}

extension SingleNavigationRouter: InterceptableRouter where R: InterceptableRouter {
    /// Adds an interceptor to the router it wraps.
    public mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        router.add(interceptor)
    }
    /// Adds a context task for every view controller to the router it wraps (RouteComposer's signature).
    public mutating func add<CT: ContextTask>(_ contextTask: CT)
    where CT.ViewController == UIViewController, CT.Context == Any? { router.add(contextTask) }
    /// Adds a post task to the router it wraps.
    public mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any? { router.add(postTask) }
}
