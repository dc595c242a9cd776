public import PetriRouting

// The forms RouteComposer gives an entity whose context is `Any?` or `Void`: the context argument
// left out (`interceptor.commit { … }`, `task.prepare()`, `router.commitNavigation(to:animated:completion:)`).

extension RoutingInterceptor {
    /// Prepares a copy and performs it; a failure to prepare goes to `completion` instead of
    /// being thrown.
    public func commit(with context: Context, completion: @escaping (_ result: RoutingResult) -> Void) {
        do {
            try execute(with: context, completion: completion)
        } catch {
            completion(.failure(error))
        }
    }
}

extension RoutingInterceptor where Context == Any? {
    /// Checks, before anything runs, that it can run without a context.
    public mutating func prepare() throws { try prepare(with: nil) }
    /// Prepares a copy, then performs it, without a context.
    public func execute(completion: @escaping (_ result: RoutingResult) -> Void) throws {
        try execute(with: nil, completion: completion)
    }
    /// Prepares a copy and performs it without a context; a failure to prepare goes to `completion`.
    public func commit(completion: @escaping (_ result: RoutingResult) -> Void) {
        commit(with: nil, completion: completion)
    }
}

extension RoutingInterceptor where Context == Void {
    /// Checks, before anything runs, that it can run without a context.
    public mutating func prepare() throws { try prepare(with: ()) }
    /// Prepares a copy, then performs it, without a context.
    public func execute(completion: @escaping (_ result: RoutingResult) -> Void) throws {
        try execute(with: (), completion: completion)
    }
    /// Prepares a copy and performs it without a context; a failure to prepare goes to `completion`.
    public func commit(completion: @escaping (_ result: RoutingResult) -> Void) {
        commit(with: (), completion: completion)
    }
}

extension ContextTask where Context == Any? {
    /// Checks, before anything changes, that it can run without a context.
    public mutating func prepare() throws { try prepare(with: nil) }
    /// Runs on `viewController` without a context.
    public func perform(on viewController: ViewController) throws { try perform(on: viewController, with: nil) }
    /// Prepares a copy, then runs it on `viewController`, without a context.
    public func execute(on viewController: ViewController) throws { try execute(on: viewController, with: nil) }
}

extension ContextTask where Context == Void {
    /// Checks, before anything changes, that it can run without a context.
    public mutating func prepare() throws { try prepare(with: ()) }
    /// Runs on `viewController` without a context.
    public func perform(on viewController: ViewController) throws { try perform(on: viewController, with: ()) }
    /// Prepares a copy, then runs it on `viewController`, without a context.
    public func execute(on viewController: ViewController) throws { try execute(on: viewController, with: ()) }
}

extension ContainerFactory where Context == Any? {
    /// Builds the container empty, without a context.
    public func build() throws -> ViewController { try build(with: nil) }
    /// Prepares a copy, then builds the container empty, without a context.
    public func execute() throws -> ViewController { try execute(with: nil) }
}

extension ContainerFactory where Context == Void {
    /// Builds the container empty, without a context.
    public func build() throws -> ViewController { try build(with: ()) }
    /// Prepares a copy, then builds the container empty, without a context.
    public func execute() throws -> ViewController { try execute(with: ()) }
}

extension Router {
    /// Navigates to a step that needs no context; a failure to start goes to `completion`.
    public func commitNavigation<VC: UIViewController>(
        to step: DestinationStep<VC, Any?>, animated: Bool, completion: ((_ result: RoutingResult) -> Void)?
    ) {
        commitNavigation(to: step, with: nil, animated: animated, completion: completion)
    }

    /// Navigates to a step that needs no context; a failure to start goes to `completion`.
    public func commitNavigation<VC: UIViewController>(
        to step: DestinationStep<VC, Void>, animated: Bool, completion: ((_ result: RoutingResult) -> Void)?
    ) {
        commitNavigation(to: step, with: (), animated: animated, completion: completion)
    }
}

extension PostRoutingTask where Context == Any? {
    /// Runs the task for `viewController` without a context.
    public func perform(on viewController: ViewController, routingStack: [UIViewController]) {
        perform(on: viewController, with: nil, routingStack: routingStack)
    }
}

extension PostRoutingTask where Context == Void {
    /// Runs the task for `viewController` without a context.
    public func perform(on viewController: ViewController, routingStack: [UIViewController]) {
        perform(on: viewController, with: (), routingStack: routingStack)
    }
}
