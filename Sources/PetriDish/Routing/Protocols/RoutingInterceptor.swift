/// Decides, before anything changes, whether a navigation may proceed (RouteComposer's
/// `RoutingInterceptor`). A login interceptor asks the user to log in and refuses when they
/// cancel.
///
/// Interceptors are asynchronous: one may run its own UI (present a login screen and wait for
/// it) and resume the navigation afterwards. Returning normally lets the navigation continue;
/// throwing refuses it, and the router reports the thrown error as the reason.
@MainActor
public protocol RoutingInterceptor {
    /// The context of the navigation.
    associatedtype Context

    /// Checks synchronously, before any interceptor runs, whether this one can run. The default
    /// does nothing.
    func prepare(with context: Context) throws

    /// Lets the navigation continue by returning, or refuses by throwing.
    /// - Parameter window: The window being navigated, for interceptors that show their own UI.
    func perform(with context: Context, in window: Window) async throws
}

extension RoutingInterceptor {
    public func prepare(with context: Context) throws {}
}
