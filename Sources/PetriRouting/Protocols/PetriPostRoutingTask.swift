public import PetriHierarchy

/// Runs after a navigation succeeded, once every view controller is in place (RouteComposer's
/// `PetriPostRoutingTask`): analytics, a coordinator taking ownership of a new screen.
@MainActor
public protocol PetriPostRoutingTask {
    /// The type of view controller the task runs for.
    associatedtype ViewController: PetriHierarchy.UIViewController
    /// The context of the navigation.
    associatedtype Context

    /// Runs the task for `viewController`.
    /// - Parameter routingStack: The view controllers of the route: the origin first, then the
    ///   ones the route built, from the origin towards the destination, without duplicates.
    func perform(
        on viewController: ViewController, with context: Context, routingStack: [PetriHierarchy.UIViewController])
}
