/// What navigates to a destination: ``Router``, or an app's decorator around it — analytics
/// around every navigation, a router that fails in tests, interceptors every route gets — as
/// apps wrap RouteComposer's `PetriRouter` protocol.
///
/// ```swift
/// final class CountingRouter: Navigating {
///     let base: any Navigating
///     private(set) var count = 0
///     init(_ base: any Navigating) { self.base = base }
///
///     func navigate<VC, Context>(to step: DestinationStep<VC, Context>, with context: Context, animated: Bool) async throws -> RoutingTrace {
///         count += 1
///         return try await base.navigate(to: step, with: context, animated: animated)
///     }
///     func plan<VC, Context>(to step: DestinationStep<VC, Context>, with context: Context) throws -> RoutingPlan {
///         try base.plan(to: step, with: context)
///     }
/// }
/// catalog.decorateRouter = { CountingRouter($0) }
/// ```
@MainActor
public protocol Navigating: AnyObject {
    /// Navigates to `step` with `context`, as one transaction.
    func navigate<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context, animated: Bool)
        async throws -> RoutingTrace
    /// What navigating would do, changing nothing.
    func plan<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context) throws -> RoutingPlan
}

extension PetriRouter: Navigating {}

extension Navigating {
    /// Navigates to `step` with `context`, animated.
    @discardableResult
    public func navigate<VC, Context>(to step: PetriDestinationStep<VC, Context>, with context: Context) async throws
        -> RoutingTrace
    {
        try await navigate(to: step, with: context, animated: true)
    }
}
