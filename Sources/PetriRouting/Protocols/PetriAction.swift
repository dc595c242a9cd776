public import PetriHierarchy

/// Integrates a new view controller into the existing hierarchy (RouteComposer's `PetriAction`):
/// present it, make it the window's root, …
@MainActor
public protocol PetriAction {
    /// The type of the existing view controller the action works on.
    associatedtype ViewController: PetriHierarchy.UIViewController

    /// Integrates `viewController` using `existingController`.
    /// - Throws: when the integration is impossible; the router then restores the hierarchy.
    func perform(
        with viewController: PetriHierarchy.UIViewController, on existingController: ViewController, animated: Bool)
        throws
}

/// An action that puts a view controller *into* a container (push, add a tab, show detail).
///
/// Besides acting on a live container, a container action can embed a view controller into a
/// list of children offline; a ``ContainerFactory`` uses that to build a container that already
/// holds its children.
///
/// It is deliberately not an ``Action``: the step a container action continues from must be a
/// container step, and keeping the two protocols apart lets the compiler check that. A screen
/// step that lives in a container says so with `expectingContainer(_:)`.
@MainActor
public protocol PetriContainerAction {
    /// The type of container the action puts view controllers into.
    associatedtype ViewController: ContainerViewController

    /// Puts `viewController` into `existingController`, a live container.
    /// - Throws: when the integration is impossible; the router then restores the hierarchy.
    func perform(
        with viewController: PetriHierarchy.UIViewController, on existingController: ViewController, animated: Bool)
        throws

    /// Adds `viewController` to `childViewControllers`, as the live action would.
    func perform(
        embedding viewController: PetriHierarchy.UIViewController,
        in childViewControllers: inout [PetriHierarchy.UIViewController]) throws
}
