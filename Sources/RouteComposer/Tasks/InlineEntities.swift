public import PetriRouting

/// An interceptor of a closure (RouteComposer's `InlineInterceptor`): either a closure that lets
/// the navigation go on unless it throws, or one that decides later and calls its completion (a
/// login screen shown first, say).
@MainActor
public struct InlineInterceptor<C>: RoutingInterceptor {
    public typealias Context = C

    private let prepareBlock: ((C) throws -> Void)?
    private let body: (C, @escaping (RoutingResult) -> Void) -> Void

    /// An interceptor calling `body`, after `prepare` before anything runs; the navigation goes
    /// on unless `body` throws.
    public init(prepare: ((C) throws -> Void)? = nil, _ body: @escaping (C) throws -> Void) {
        prepareBlock = prepare
        self.body = { context, completion in
            do {
                try body(context)
                completion(.success)
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// An interceptor calling `body` with a completion, after `prepare` before anything runs; the
    /// navigation waits until `body` calls the completion, and goes on after `.success`.
    public init(
        prepare: ((C) throws -> Void)? = nil, _ body: @escaping (C, @escaping (_ result: RoutingResult) -> Void) -> Void
    ) {
        prepareBlock = prepare
        self.body = body
    }

    public func prepare(with context: C) throws {
        try prepareBlock?(context)
    }

    public func perform(with context: C, completion: @escaping (_ result: RoutingResult) -> Void) {
        body(context, completion)
    }
}

/// A context task of a closure (RouteComposer's `InlineContextTask`).
@MainActor
public struct InlineContextTask<VC: UIViewController, C>: ContextTask {
    public typealias ViewController = VC
    public typealias Context = C

    private let body: (VC, C) throws -> Void

    /// A task calling `body` with the view controller and the context.
    public init(_ body: @escaping (_ viewController: VC, _ context: C) throws -> Void) {
        self.body = body
    }

    public func perform(on viewController: VC, with context: C) throws {
        try body(viewController, context)
    }
}

/// A post-routing task of a closure (RouteComposer's `InlinePostTask`).
@MainActor
public struct InlinePostTask<VC: UIViewController, C>: PostRoutingTask {
    public typealias ViewController = VC
    public typealias Context = C

    private let body: (VC, C, [UIViewController]) -> Void

    /// A task calling `body` with the view controller, the context and the stack the route built.
    public init(_ body: @escaping (_ viewController: VC, _ context: C, _ routingStack: [UIViewController]) -> Void) {
        self.body = body
    }

    public func perform(on viewController: VC, with context: C, routingStack: [UIViewController]) {
        body(viewController, context, routingStack)
    }
}

/// Gives each view controller that accepts a context its context (RouteComposer's
/// `ContextSettingTask`), after checking, before anything changes, that it can take it.
@MainActor
public struct ContextSettingTask<VC: ContextAccepting>: ContextTask {
    public typealias ViewController = VC
    public typealias Context = VC.Context

    /// The task.
    public init() {}

    public func prepare(with context: VC.Context) throws {
        try VC.checkCompatibility(with: context)
    }

    public func perform(on viewController: VC, with context: VC.Context) throws {
        try viewController.setup(with: context)
    }
}
