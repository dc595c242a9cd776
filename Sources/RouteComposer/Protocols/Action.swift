/// What every action shares (RouteComposer's `AbstractAction`): it puts a view controller in
/// place next to an existing one, and says when it is done.
@MainActor
public protocol AbstractAction {
    /// What it acts on.
    associatedtype ViewController: UIViewController

    /// Puts `viewController` in place on `existingController`, then calls `completion`. In the
    /// dish UIKit's transitions complete at once: an action calls `completion` before it
    /// returns, or the navigation fails and says so.
    func perform(
        with viewController: UIViewController, on existingController: ViewController, animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void)
}

/// An action on any view controller (RouteComposer's `Action`): present, replace the root.
@MainActor
public protocol Action: AbstractAction {}

/// An action on a container (RouteComposer's `ContainerAction`): push, add a tab. It also says
/// how a view controller joins the children of a container being built.
@MainActor
public protocol ContainerAction: AbstractAction where ViewController: ContainerViewController {
    /// Adds `viewController` to the children of a container being built.
    func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws
}

extension ContainerAction {
    public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController])
        throws
    {
        childViewControllers.append(viewController)
    }
}
