public import PetriHierarchy

/// Finds a view controller that already shows what a step needs (RouteComposer's `PetriFinder`).
///
/// When a step's finder finds its view controller, the router starts building from there
/// instead of building it again.
@MainActor
public protocol PetriFinder {
    /// The type of view controller this finder finds.
    associatedtype ViewController: PetriHierarchy.UIViewController
    /// The context the view controller must match.
    associatedtype Context

    /// Returns the view controller in `window` that matches `context`, or `nil`.
    func findViewController(in window: UIWindow, with context: Context) throws -> ViewController?
}
