public import PetriRouting

/// A router that runs its own interceptors before handing every navigation to the router it
/// wraps (RouteComposer's `GlobalInterceptorRouter`): an app's "log in first" for every screen,
/// say. They are prepared when the navigation is asked for, then run one after another; the
/// first failure ends the navigation before the wrapped router starts.
@MainActor
public struct GlobalInterceptorRouter<R: Router>: Router {
    /// An interceptor, prepared with the navigation's context, ready to run.
    private typealias Prepared = (_ completion: @escaping (RoutingResult) -> Void) -> Void

    var router: R
    private var interceptors: [(Any?) throws -> Prepared] = []

    /// A router that runs its global interceptors, then navigates with `router`.
    public init(router: R) {
        self.router = router
    }

    /// Adds an interceptor run before every navigation, given the navigation's context.
    public mutating func addGlobal<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        interceptors.append { context in
            var copy = interceptor
            try copy.prepare(with: context)
            let prepared = copy
            return { completion in prepared.perform(with: context, completion: completion) }
        }
    }

    /// Prepares the global interceptors, runs them one after another, then navigates with the
    /// wrapped router; a failure of one goes to `completion` and nothing changes.
    /// - Throws: what an interceptor's `prepare` throws, before anything runs.
    public func navigate<VC: UIViewController, Context>(
        to step: DestinationStep<VC, Context>, with context: Context, animated: Bool,
        completion: ((_ result: RoutingResult) -> Void)?
    ) throws {
        let prepared = try interceptors.map { try $0(context) }
        let router = router
        Self.run(prepared[...]) { result in
            guard case .success = result else {
                completion?(result)
                return
            }
            do {
                try router.navigate(to: step, with: context, animated: animated, completion: completion)
            } catch {
                completion?(.failure(error))
            }
        }
    }

    private static func run(_ interceptors: ArraySlice<Prepared>, completion: @escaping (RoutingResult) -> Void) {
        guard let first = interceptors.first else { return completion(.success) }
        first { result in
            guard case .success = result else { return completion(result) }
            run(interceptors.dropFirst(), completion: completion)
        }
    }
}

extension GlobalInterceptorRouter: InterceptableRouter where R: InterceptableRouter {
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
