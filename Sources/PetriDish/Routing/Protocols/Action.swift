/// Integrates a new view controller into the existing hierarchy (RouteComposer's `Action`):
/// present it, make it the window's root, …
@MainActor
public protocol Action {
    /// The type of the existing view controller the action works on.
    associatedtype ViewController: PetriDish.ViewController

    /// Integrates `viewController` using `existingController`.
    /// - Throws: when the integration is impossible; the router then restores the hierarchy.
    func perform(with viewController: PetriDish.ViewController, on existingController: ViewController, animated: Bool) throws
}

/// An action that puts a view controller *into* a container (push, add a tab, show detail).
///
/// Besides acting on a live container, a container action can embed a view controller into a
/// list of children offline; a ``ContainerFactory`` uses that to build a container that already
/// holds its children.
@MainActor
public protocol ContainerAction: Action where ViewController: ContainerViewController {
    /// Adds `viewController` to `childViewControllers`, as the live action would.
    func perform(embedding viewController: PetriDish.ViewController, in childViewControllers: inout [PetriDish.ViewController]) throws
}
