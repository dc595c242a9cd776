import Testing

/// The RouteComposer app's tests, one at a time: the app's session, analytics and
/// `RouteComposerDefaults` are shared, as an app's are.
@Suite("A RouteComposer app in the dish", .serialized)
struct RouteComposerAppTests {}
