/// Gives a ``CustomContainerViewController`` its own adapter and UIKit's containers theirs
/// (RouteComposer's `DefaultContainerAdapterLocator`). Any other container petri knows (one
/// conforming to PetriHierarchy's `ContainerViewController` directly) is adapted through what that
/// protocol says of it.
@MainActor
public struct DefaultContainerAdapterLocator: ContainerAdapterLocator {
    /// The locator.
    public nonisolated init() {}

    /// The adapter of `containerViewController`.
    public func getAdapter(for containerViewController: any ContainerViewController) throws -> any ContainerAdapter {
        switch containerViewController {
        case let custom as any CustomContainerViewController: custom.adapter
        case let navigationController as UINavigationController: NavigationControllerAdapter(with: navigationController)
        case let tabBarController as UITabBarController: TabBarControllerAdapter(with: tabBarController)
        case let splitViewController as UISplitViewController: SplitControllerAdapter(with: splitViewController)
        default: ContainerViewControllerAdapter(with: containerViewController)
        }
    }
}

/// What a failing adapter says when its container is gone.
@MainActor
private func deallocated(_ type: Any.Type) -> RoutingResult {
    .failure(
        RoutingError.compositionFailed(
            .init("the \(type) this adapter was made for has been released; make a new adapter for a live container")))
}

/// What a failing adapter says when asked to show a view controller its container lacks.
@MainActor
private func notContained(_ viewController: UIViewController, in container: UIViewController) -> RoutingResult {
    .failure(
        RoutingError.compositionFailed(
            .init(
                "\(type(of: container)) does not contain \(type(of: viewController)), so it cannot make it visible; only one of its containedViewControllers can be"
            )))
}

/// Turns a UIKit call that records an exception into a result.
@MainActor
private func result(of body: () throws -> Void) -> RoutingResult {
    do {
        try UIKitExceptions.catching(body)
        return .success
    } catch {
        return .failure(error)
    }
}

/// A navigation controller's adapter (RouteComposer's `NavigationControllerAdapter`): its stack;
/// the top is visible; making a view controller visible pops back to it. It holds the navigation
/// controller weakly.
@MainActor
public struct NavigationControllerAdapter<VC: UINavigationController>: ConcreteContainerAdapter {
    private weak var navigationController: VC?

    /// The adapter of `navigationController`.
    public init(with navigationController: VC) {
        self.navigationController = navigationController
    }

    /// The stack, bottom first.
    public var containedViewControllers: [UIViewController] { navigationController?.viewControllers ?? [] }

    /// The top of the stack.
    public var visibleViewControllers: [UIViewController] { navigationController?.topViewController.map { [$0] } ?? [] }

    /// Pops back to `viewController`.
    public func makeVisible(
        _ viewController: UIViewController, animated: Bool, completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        guard let navigationController else { return completion(deallocated(VC.self)) }
        guard navigationController.topViewController !== viewController else { return completion(.success) }
        guard contains(viewController) else {
            return completion(notContained(viewController, in: navigationController))
        }
        completion(result { _ = navigationController.popToViewController(viewController, animated: animated) })
    }

    /// Sets the stack.
    public func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        guard let navigationController else { return completion(deallocated(VC.self)) }
        completion(result { navigationController.setViewControllers(containedViewControllers, animated: animated) })
    }
}

/// A tab bar controller's adapter (RouteComposer's `TabBarControllerAdapter`): its tabs; the
/// selected one is visible; making a view controller visible selects its tab. It holds the tab
/// bar controller weakly.
@MainActor
public struct TabBarControllerAdapter<VC: UITabBarController>: ConcreteContainerAdapter {
    private weak var tabBarController: VC?

    /// The adapter of `tabBarController`.
    public init(with tabBarController: VC) {
        self.tabBarController = tabBarController
    }

    /// The tabs, in order.
    public var containedViewControllers: [UIViewController] { tabBarController?.children ?? [] }

    /// The selected tab.
    public var visibleViewControllers: [UIViewController] {
        tabBarController?.selectedViewController.map { [$0] } ?? []
    }

    /// Selects the tab of `viewController`.
    public func makeVisible(
        _ viewController: UIViewController, animated: Bool, completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        guard let tabBarController else { return completion(deallocated(VC.self)) }
        guard tabBarController.selectedViewController !== viewController else { return completion(.success) }
        guard contains(viewController) else { return completion(notContained(viewController, in: tabBarController)) }
        completion(result { tabBarController.selectedViewController = viewController })
    }

    /// Sets the tabs.
    public func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        guard let tabBarController else { return completion(deallocated(VC.self)) }
        completion(result { tabBarController.setViewControllers(containedViewControllers, animated: animated) })
    }
}

/// A split view controller's adapter (RouteComposer's `SplitControllerAdapter`): its columns, all
/// visible (the dish's split view is never collapsed). It holds the split view controller weakly.
@MainActor
public struct SplitControllerAdapter<VC: UISplitViewController>: ConcreteContainerAdapter {
    private weak var splitViewController: VC?

    /// The adapter of `splitViewController`.
    public init(with splitViewController: VC) {
        self.splitViewController = splitViewController
    }

    /// The columns: the primary, then the detail.
    public var containedViewControllers: [UIViewController] { splitViewController?.viewControllers ?? [] }

    /// Every column.
    public var visibleViewControllers: [UIViewController] { containedViewControllers }

    /// Succeeds for a column: every column is on screen.
    public func makeVisible(
        _ viewController: UIViewController, animated: Bool, completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        guard let splitViewController else { return completion(deallocated(VC.self)) }
        guard contains(viewController) else { return completion(notContained(viewController, in: splitViewController)) }
        completion(.success)
    }

    /// Sets the columns; with the same primary, only shows the new detail, as RouteComposer does.
    public func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        guard let splitViewController else { return completion(deallocated(VC.self)) }
        let current = self.containedViewControllers
        if containedViewControllers.count > 1, let primary = current.first, primary === containedViewControllers.first,
            let detail = containedViewControllers.last
        {
            completion(result { splitViewController.showDetailViewController(detail, sender: nil) })
        } else {
            completion(result { splitViewController.viewControllers = containedViewControllers })
        }
    }
}

/// The adapter of a container that conforms to PetriHierarchy's `ContainerViewController`
/// directly: what that protocol says of it. It holds the container weakly.
@MainActor
public struct ContainerViewControllerAdapter: ContainerAdapter {
    private weak var container: (any ContainerViewController)?
    private let containerType: any ContainerViewController.Type

    /// The adapter of `container`.
    public init(with container: any ContainerViewController) {
        self.container = container
        containerType = type(of: container)
    }

    /// What the container holds.
    public var containedViewControllers: [UIViewController] { container?.containedViewControllers ?? [] }

    /// What the container shows.
    public var visibleViewControllers: [UIViewController] { container?.visibleViewControllers ?? [] }

    /// Brings `viewController` on screen as the container does.
    public func makeVisible(
        _ viewController: UIViewController, animated: Bool, completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        guard let container else { return completion(deallocated(containerType)) }
        completion(result { try container.makeVisible(viewController, animated: animated) })
    }

    /// Replaces what the container holds.
    public func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        guard let container else { return completion(deallocated(containerType)) }
        completion(result { try container.replaceViewControllers(with: containedViewControllers, animated: animated) })
    }
}
