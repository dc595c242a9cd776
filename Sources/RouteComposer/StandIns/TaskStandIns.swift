import PetriRouting

/// A RouteComposer interceptor behind petri's protocol: its completion resumes the navigation.
@MainActor
struct InterceptorStandIn<Wrapped: RoutingInterceptor>: PetriRouting.PetriRoutingInterceptor {
    typealias Context = Wrapped.Context

    let box: Box<Wrapped>

    func prepare(with context: Context) throws {
        try box.value.prepare(with: context)
    }

    func perform(with context: Context, in window: UIWindow) async throws {
        let interceptor = box.value
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            // An interceptor that calls its completion twice is heard once.
            var resumed = false
            RoutingWindow.with(window) {
                interceptor.perform(with: context) { result in
                    guard !resumed else { return }
                    resumed = true
                    switch result {
                    case .success: continuation.resume()
                    case .failure(let error): continuation.resume(throwing: error)
                    }
                }
            }
        }
    }

    /// The interceptor, wrapped for petri's router and named as itself.
    static func erased(_ interceptor: Wrapped) -> ErasedInterceptor {
        ErasedInterceptor(InterceptorStandIn(box: Box(interceptor)), standingFor: interceptor)
    }
}

/// A RouteComposer context task behind petri's protocol, prepared in place.
@MainActor
struct ContextTaskStandIn<Wrapped: ContextTask>: PetriRouting.PetriContextTask {
    typealias ViewController = Wrapped.ViewController
    typealias Context = Wrapped.Context

    let box: Box<Wrapped>

    func prepare(with context: Context) throws {
        try box.value.prepare(with: context)
    }

    func perform(on viewController: ViewController, with context: Context) throws {
        try box.value.perform(on: viewController, with: context)
    }

    /// The task, wrapped for petri's router and named as itself.
    static func erased(_ task: Wrapped) -> ErasedContextTask {
        ErasedContextTask(ContextTaskStandIn(box: Box(task)), standingFor: task)
    }
}
