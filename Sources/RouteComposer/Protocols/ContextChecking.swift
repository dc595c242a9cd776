/// A view controller that says whether it shows a context (RouteComposer's `ContextChecking`),
/// which ``ClassWithContextFinder`` asks.
@MainActor
public protocol ContextChecking {
    /// The context it is asked about.
    associatedtype Context

    /// Whether it shows `context`.
    func isTarget(for context: Context) -> Bool
}

/// A view controller that takes its context through `setup(with:)` (RouteComposer's
/// `ContextAccepting`), which ``ContextSettingTask`` calls.
@MainActor
public protocol ContextAccepting: UIViewController {
    /// The context it accepts.
    associatedtype Context

    /// Refuses, before the navigation changes anything, a context it cannot show.
    static func checkCompatibility(with context: Context) throws

    /// Takes `context`.
    func setup(with context: Context) throws
}

extension ContextAccepting {
    public static func checkCompatibility(with context: Context) throws {}
}
