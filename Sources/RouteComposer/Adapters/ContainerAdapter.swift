/// What RouteComposer's router and finders know of a container: its children, those on screen,
/// and how to bring one on screen or replace them all (RouteComposer's `ContainerAdapter`).
/// A ``CustomContainerViewController`` gives its own; ``DefaultContainerAdapterLocator`` gives
/// UIKit's containers theirs.
@MainActor
public protocol ContainerAdapter {
    /// The parent the router should treat the container as having, when it is not `parent`.
    var overriddenParentViewController: UIViewController? { get }
    /// Every view controller the container holds, in order.
    var containedViewControllers: [UIViewController] { get }
    /// The contained view controllers on screen now.
    var visibleViewControllers: [UIViewController] { get }

    /// Brings `viewController`, one of the contained, on screen, then calls `completion`.
    func makeVisible(
        _ viewController: UIViewController, animated: Bool, completion: @escaping (_ result: RoutingResult) -> Void)

    /// Replaces everything the container holds with `containedViewControllers`, then calls
    /// `completion`.
    func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void)
}

extension ContainerAdapter {
    /// None: the container's own `parent` is its parent.
    public var overriddenParentViewController: UIViewController? { nil }

    /// Whether the container holds `viewController` (the same instance).
    public func contains(_ viewController: UIViewController) -> Bool {
        containedViewControllers.contains { $0 === viewController }
    }

    /// Whether `viewController` is one of the contained view controllers on screen.
    public func isVisible(_ viewController: UIViewController) -> Bool {
        visibleViewControllers.contains { $0 === viewController }
    }
}

/// An adapter made for one kind of container, built from it (RouteComposer's
/// `ConcreteContainerAdapter`).
@MainActor
public protocol ConcreteContainerAdapter: ContainerAdapter {
    /// The containers it adapts.
    associatedtype Container: ContainerViewController

    /// An adapter of `viewController`.
    init(with viewController: Container)
}

/// Finds the adapter of a container (RouteComposer's `ContainerAdapterLocator`).
@MainActor
public protocol ContainerAdapterLocator {
    /// The adapter of `containerViewController`.
    /// - Throws: when there is none for its kind of container.
    func getAdapter(for containerViewController: any ContainerViewController) throws -> any ContainerAdapter
}

/// A container of the app's own that says through an adapter what it holds and how it shows a
/// child (RouteComposer's `CustomContainerViewController`): the app writes `adapter`, and the
/// router, the finders and the dish's commands (`tab`, `back`, the tree) use it.
@MainActor
public protocol CustomContainerViewController: ContainerViewController, RoutingInterceptable {
    /// How this container shows and replaces its children.
    var adapter: any ContainerAdapter { get }
}

extension CustomContainerViewController {
    /// `true` unless the app's container declares otherwise (RouteComposer requires every
    /// container to say; petri also asks each contained view controller).
    public var canBeDismissed: Bool { true }

    /// The adapter's contained view controllers.
    public var containedViewControllers: [UIViewController] { adapter.containedViewControllers }

    /// The adapter's visible view controllers.
    public var visibleViewControllers: [UIViewController] { adapter.visibleViewControllers }

    /// Brings `viewController` on screen through the adapter.
    /// - Throws: the adapter's failure, or an error naming the adapter when it has not called its
    ///   completion by the time it returns (the dish's transitions end at once).
    public func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        let adapter = adapter
        try SynchronousCompletion.run(
            "\(type(of: adapter)).makeVisible(_:animated:completion:)", what: "a container adapter"
        ) {
            adapter.makeVisible(viewController, animated: animated, completion: $0)
        }
    }

    /// Replaces the children through the adapter.
    /// - Throws: the adapter's failure, or an error naming the adapter when it has not called its
    ///   completion by the time it returns.
    public func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        let adapter = adapter
        try SynchronousCompletion.run(
            "\(type(of: adapter)).setContainedViewControllers(_:animated:completion:)", what: "a container adapter"
        ) {
            adapter.setContainedViewControllers(viewControllers, animated: animated, completion: $0)
        }
    }
}
