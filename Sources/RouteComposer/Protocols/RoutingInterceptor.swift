/// Runs before a navigation changes anything and may stop it (RouteComposer's
/// `RoutingInterceptor`): a login, a confirmation. It says when it is done through `completion`.
@MainActor
public protocol RoutingInterceptor {
    /// The context it is given.
    associatedtype Context

    /// Checks, before anything runs, that it can run with `context`.
    mutating func prepare(with context: Context) throws

    /// Decides, then calls `completion`: `.success` lets the navigation go on.
    func perform(with context: Context, completion: @escaping (_ result: RoutingResult) -> Void)
}

extension RoutingInterceptor {
    public mutating func prepare(with context: Context) throws {}

    /// Prepares a copy, then performs with it.
    public func execute(with context: Context, completion: @escaping (_ result: RoutingResult) -> Void) throws {
        var interceptor = self
        try interceptor.prepare(with: context)
        interceptor.perform(with: context, completion: completion)
    }
}

extension RoutingInterceptor where Context == Any? {
    /// Performs without a context.
    public func perform(completion: @escaping (_ result: RoutingResult) -> Void) {
        perform(with: nil, completion: completion)
    }
}

extension RoutingInterceptor where Context == Void {
    /// Performs without a context.
    public func perform(completion: @escaping (_ result: RoutingResult) -> Void) {
        perform(with: (), completion: completion)
    }
}

/// Applies the context to a view controller of the route, found or built (RouteComposer's
/// `ContextTask`).
@MainActor
public protocol ContextTask {
    /// The view controllers it applies to.
    associatedtype ViewController: UIViewController
    /// The context it applies.
    associatedtype Context

    /// Checks, before anything changes, that it can apply `context`.
    mutating func prepare(with context: Context) throws

    /// Applies `context` to `viewController`.
    func perform(on viewController: ViewController, with context: Context) throws
}

extension ContextTask {
    public mutating func prepare(with context: Context) throws {}

    /// Prepares a copy, then performs with it.
    public func execute(on viewController: ViewController, with context: Context) throws {
        var task = self
        try task.prepare(with: context)
        try task.perform(on: viewController, with: context)
    }
}
