public import PetriRouting
import PetriSupport

/// RouteComposer's router (RouteComposer's `DefaultRouter`), navigating with petri's: one
/// transaction, rolled back on failure, its decisions in the dish's trace.
///
/// It navigates the key window: inside a navigation (an interceptor that navigates to a login
/// screen), it joins the running one, which it completes before that one goes on and is undone
/// with it; outside, the window of ``RouteComposerDefaults``' provider.
@MainActor
public struct DefaultRouter: InterceptableRouter {
    /// Where it says what it did.
    public let logger: (any Logger)?
    private var interceptors: [ErasedInterceptor] = []
    private var contextTasks: [ErasedContextTask] = []
    private var postTasks: [ErasedPostTask] = []

    /// A router logging to `logger`.
    public init(logger: (any Logger)? = RouteComposerDefaults.shared.logger) {
        self.logger = logger
    }

    public mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        interceptors.append(InterceptorStandIn.erased(interceptor))
    }

    public mutating func add<CT: ContextTask>(_ contextTask: CT) where CT.Context == Any? {
        contextTasks.append(ContextTaskStandIn.erased(contextTask))
    }

    public mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any? {
        postTasks.append(ErasedPostTask(postTask))
    }

    /// Navigates to `step` with `context`. The navigation runs on the main actor after this
    /// call returns, as the app's own code goes on; `completion` is told how it ended.
    /// - Throws: ``RoutingError/initialController(_:_:)`` when there is no window to navigate.
    public func navigate<VC: UIViewController, Context>(
        to step: DestinationStep<VC, Context>, with context: Context, animated: Bool = true,
        completion: ((_ result: RoutingResult) -> Void)? = nil
    ) throws {
        let router = try petriRouter()
        let logger = logger
        let name = TypeName.of(VC.self)
        Task { @MainActor in
            do {
                try await router.navigate(to: step, with: context, animated: animated)
                logger?.log(.info("composition of \(name) succeeded"))
                completion?(.success)
            } catch {
                logger?.log(.error("composition of \(name) failed: \(error)"))
                completion?(.failure(error))
            }
        }
    }

    /// Navigates to `step` with `context` and returns once it ended.
    public func navigate<VC: UIViewController, Context>(
        to step: DestinationStep<VC, Context>, with context: Context, animated: Bool = true
    ) async throws {
        do {
            try await petriRouter().navigate(to: step, with: context, animated: animated)
            logger?.log(.info("composition of \(TypeName.of(VC.self)) succeeded"))
        } catch {
            logger?.log(.error("composition of \(TypeName.of(VC.self)) failed: \(error)"))
            throw error
        }
    }

    /// The router of the running navigation, or a new one for the key window with this
    /// router's interceptors and tasks.
    private func petriRouter() throws -> PetriRouting.PetriRouter {
        if let running = PetriRouting.PetriRouter.current { return running }
        guard let window = RouteComposerDefaults.shared.windowProvider.window else {
            throw RoutingError.initialController(
                .notFound,
                .init(
                    "there is no key window to navigate: outside a navigation, give one with "
                        + "RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))"))
        }
        let router =
            window.windowScene.map { PetriRouting.PetriRouter(scene: $0) } ?? PetriRouting.PetriRouter(window: window)
        for interceptor in interceptors { router.add(erased: interceptor) }
        for task in contextTasks { router.add(erased: task) }
        for task in postTasks { router.add(erased: task) }
        return router
    }
}
