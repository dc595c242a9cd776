public import PetriHierarchy
import PetriSupport

/// Decides, before anything changes, whether a navigation may proceed (RouteComposer's
/// `PetriRoutingInterceptor`). A login interceptor asks the user to log in and refuses when they
/// cancel.
///
/// Interceptors are asynchronous: one may run its own UI (present a login screen and wait for
/// it) and resume the navigation afterwards. Returning normally lets the navigation continue;
/// throwing refuses it, and the router reports the thrown error as the reason.
@MainActor
public protocol PetriRoutingInterceptor {
    /// The context of the navigation.
    associatedtype Context

    /// Checks synchronously, before any interceptor runs, whether this one can run. The default
    /// does nothing.
    func prepare(with context: Context) throws

    /// What ``perform(with:in:)`` would decide, told without side effects (no UI, no
    /// question to the user), for a ``RoutingPlan``. The default is
    /// `.dependsOn("what <name> decides when it runs")`: the plan is then marked as depending on
    /// this interceptor. Override it when the answer follows from state the interceptor reads.
    func predict(with context: Context) -> InterceptorPrediction

    /// Lets the navigation continue by returning, or refuses by throwing.
    /// - Parameter window: The window being navigated, for interceptors that show their own UI.
    func perform(with context: Context, in window: UIWindow) async throws
}

extension PetriRoutingInterceptor {
    public func prepare(with context: Context) throws {}

    public func predict(with context: Context) -> InterceptorPrediction {
        .dependsOn("what \(TypeName.of(entity: self)) decides when it runs")
    }
}
