public import PetriRouting

/// Navigates to a destination step (RouteComposer's `Router`): a protocol, so an app decorates
/// the router it uses; ``DefaultRouter`` is RouteComposer's router over petri's.
@MainActor
public protocol Router {
    /// Navigates to `step` with `context`; `completion` is told how it ended.
    /// - Throws: when the navigation cannot start; later failures go to `completion`.
    func navigate<VC: UIViewController, Context>(
        to step: DestinationStep<VC, Context>, with context: Context, animated: Bool,
        completion: ((_ result: RoutingResult) -> Void)?) throws
}

extension Router {
    /// Navigates and returns once it ended.
    public func navigate<VC: UIViewController, Context>(
        to step: DestinationStep<VC, Context>, with context: Context, animated: Bool
    ) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            do {
                try navigate(to: step, with: context, animated: animated) { result in
                    switch result {
                    case .success: continuation.resume()
                    case .failure(let error): continuation.resume(throwing: error)
                    }
                }
            } catch {
                continuation.resume(throwing: error)
            }
        }
    }

    /// Navigates to a step that needs no context.
    public func navigate<VC: UIViewController>(
        to step: DestinationStep<VC, Any?>, animated: Bool, completion: ((_ result: RoutingResult) -> Void)?
    ) throws {
        try navigate(to: step, with: nil, animated: animated, completion: completion)
    }

    /// Navigates to a step that needs no context.
    public func navigate<VC: UIViewController>(
        to step: DestinationStep<VC, Void>, animated: Bool, completion: ((_ result: RoutingResult) -> Void)?
    ) throws {
        try navigate(to: step, with: (), animated: animated, completion: completion)
    }

    /// Navigates to a step that needs no context, and returns once it ended.
    public func navigate<VC: UIViewController>(to step: DestinationStep<VC, Any?>, animated: Bool) async throws {
        try await navigate(to: step, with: nil, animated: animated)
    }

    /// Navigates to a step that needs no context, and returns once it ended.
    public func navigate<VC: UIViewController>(to step: DestinationStep<VC, Void>, animated: Bool) async throws {
        try await navigate(to: step, with: (), animated: animated)
    }

    /// Navigates, and tells a failure to start to `completion` instead of throwing it.
    public func commitNavigation<VC: UIViewController, Context>(
        to step: DestinationStep<VC, Context>, with context: Context, animated: Bool,
        completion: ((_ result: RoutingResult) -> Void)?
    ) {
        do {
            try navigate(to: step, with: context, animated: animated, completion: completion)
        } catch {
            completion?(.failure(error))
        }
    }

    /// Navigates to `destination`.
    public func navigate<VC: UIViewController, Context>(
        to destination: Destination<VC, Context>, animated: Bool = true,
        completion: ((_ result: RoutingResult) -> Void)? = nil
    ) throws {
        try navigate(to: destination.step, with: destination.context, animated: animated, completion: completion)
    }

    /// Navigates to `destination`, and tells a failure to start to `completion`.
    public func commitNavigation<VC: UIViewController, Context>(
        to destination: Destination<VC, Context>, animated: Bool = true,
        completion: ((_ result: RoutingResult) -> Void)? = nil
    ) {
        commitNavigation(to: destination.step, with: destination.context, animated: animated, completion: completion)
    }
}

/// A router to which interceptors and tasks for every navigation are added (RouteComposer's
/// `InterceptableRouter`).
@MainActor
public protocol InterceptableRouter: Router {
    /// Adds an interceptor run before every navigation.
    mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any?
    /// Adds a context task applied to every view controller in every route, as RouteComposer
    /// states it (`CT.ViewController == UIViewController`): a router that forwards to another
    /// conforms with the same signature. Petri's routers accept a task of any view controller.
    mutating func add<CT: ContextTask>(_ contextTask: CT)
    where CT.ViewController == UIViewController, CT.Context == Any?
    /// Adds a task run after every successful navigation.
    mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any?
}

/// A step and the context to navigate to it with (RouteComposer's `Destination`).
@MainActor
public struct Destination<VC: UIViewController, C> {
    /// The step.
    public let step: DestinationStep<VC, C>
    /// The context.
    public let context: C

    /// The destination `step` with `context`.
    public init(to step: DestinationStep<VC, C>, with context: C) {
        self.step = step
        self.context = context
    }

    /// The destination with its types forgotten, as a URL translator returns it.
    public func unwrapped() -> AnyDestination {
        AnyDestination(to: step.unsafelyRewrapped(), with: context)
    }
}

extension Destination where C == Any? {
    /// The destination `step`, without a context.
    public init(to step: DestinationStep<VC, C>) {
        self.init(to: step, with: nil)
    }
}

extension Destination where C == Void {
    /// The destination `step`, without a context.
    public init(to step: DestinationStep<VC, C>) {
        self.init(to: step, with: ())
    }
}

/// A destination with its types forgotten.
public typealias AnyDestination = Destination<UIViewController, Any?>
