/// A view controller that contains others: what the router and the renderer need to know of any
/// container, built-in or custom (UIKit's container view controllers, RouteComposer's
/// `ContainerViewController`).
///
/// ``UINavigationController``, ``UITabBarController`` and ``UISplitViewController`` conform. A custom
/// container (a side menu, an onboarding pager) subclasses ``UIViewController``, conforms, and
/// changes its children through ``PetriInspection/replaceChildren(with:)``. If it has state beyond
/// its children (an open menu, a current page), it also conforms to ``ContainerStateRestoring``
/// so a failed navigation can restore it.
///
/// UIKit's containers answer the requirements in constrained extensions of this protocol
/// (`extension ContainerViewController where Self: UINavigationController`), not as members of
/// their classes: an app's subclass of `UINavigationController` may declare a member named
/// `visibleViewControllers` or `makeVisible(_:animated:)` of its own, which the router does not
/// call (docs/petri-only-members.md).
@MainActor
public protocol ContainerViewController: UIViewController {
    /// The view controllers this container holds, in order.
    var containedViewControllers: [UIViewController] { get }

    /// The contained view controllers on screen now (the top of a navigation stack, the selected
    /// tab, both sides of a split view).
    var visibleViewControllers: [UIViewController] { get }

    /// Brings a contained view controller on screen (selects its tab, pops back to it).
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not contained.
    func makeVisible(_ viewController: UIViewController, animated: Bool) throws

    /// Replaces everything this container holds.
    func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws
}

extension ContainerViewController {
    /// The container's children.
    public var containedViewControllers: [UIViewController] { children }
}

/// A custom container with state beyond its children (an open side menu, a current page) that a
/// failed navigation must restore: the router reads ``containerState`` before it changes the
/// hierarchy and sets it back when the navigation rolls back.
///
/// ```swift
/// final class SideMenuController: UIViewController, ContainerViewController, ContainerStateRestoring {
///     var isMenuOpen = false
///     var containerState: AnyHashable? {
///         get { isMenuOpen }
///         set { isMenuOpen = newValue as? Bool ?? false }
///     }
///     // …
/// }
/// ```
///
/// It was once `open var containerState` of ``UIViewController``, which took the name from every
/// app's view controller (docs/petri-only-members.md).
@MainActor
public protocol ContainerStateRestoring: UIViewController {
    /// The state: the getter returns it, the setter restores it without side effects.
    var containerState: AnyHashable? { get set }
}

// MARK: - UIKit's containers

extension ContainerViewController where Self: UINavigationController {
    /// The top of the stack.
    public var visibleViewControllers: [UIViewController] { navigationVisibleViewControllers }

    /// Pops back to `viewController`.
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not in the stack.
    public func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        try navigationMakeVisible(viewController, animated: animated)
    }

    /// Replaces the stack.
    public func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try checkedSetViewControllers(viewControllers, animated: animated)
    }
}

extension ContainerViewController where Self: UITabBarController {
    /// The selected tab.
    public var visibleViewControllers: [UIViewController] { tabVisibleViewControllers }

    /// Selects the tab holding `viewController`.
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not a tab.
    public func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        try select(viewController, animated: animated)
    }

    /// Replaces the tabs.
    public func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try checkedSetViewControllers(viewControllers, animated: animated)
    }
}

extension ContainerViewController where Self: UISplitViewController {
    /// Both columns.
    public var visibleViewControllers: [UIViewController] { children }

    /// Nothing to do: both columns are on screen.
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not a column.
    public func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        try splitMakeVisible(viewController)
    }

    /// Replaces the columns.
    public func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try checkedSetViewControllers(viewControllers, animated: animated)
    }
}

extension UIViewController {
    /// Whether this view controller is on screen: on the visible path of the topmost modal
    /// presentation of its window (``PetriInspection/isVisible``).
    package var isVisible: Bool {
        guard let window else { return false }
        return window.visibleViewControllers.containsIdentical(self)
    }

    /// The view controllers on screen inside this one, this one first, depth first. A
    /// presentation made in a presentation context inside this one replaces that context on
    /// screen (or, for the "over" styles, is shown over it); presentations made by an outermost
    /// container are the window's to show (``PetriWindowInspection/visibleViewControllers``).
    package var visiblePath: [UIViewController] {
        var path: [UIViewController] = []
        appendVisiblePath(to: &path)
        return path
    }

    /// Appends ``visiblePath`` to `path`: one list for the whole walk, rather than one for each
    /// view controller and container on the way.
    final func appendVisiblePath(to path: inout [UIViewController]) {
        let start = path.count
        path.append(self)
        if let container = self as? any ContainerViewController {
            for child in container.visibleViewControllers { child.appendVisiblePath(to: &path) }
        }
        guard parent != nil, let presented = presentedStorage else { return }
        let cover = Self.visiblePath(ofChain: presented.selfAndPresentedChain)
        if !cover.showsPresenter { path.removeSubrange(start...) }
        path += cover.path
    }

    /// What is on screen of a modal chain `links` (bottom first): the top link, and each link
    /// below it that an "over" style above leaves visible; and whether the bottom link's own
    /// presenter shows through too.
    static func visiblePath(ofChain links: [UIViewController]) -> (path: [UIViewController], showsPresenter: Bool) {
        guard var first = links.indices.last else { return ([], true) }
        while first > 0, links[first].modalPresentationStyle.keepsPresenterVisible { first -= 1 }
        var path: [UIViewController] = []
        for link in links[first...] { link.appendVisiblePath(to: &path) }
        return (path, first == 0 && links[0].modalPresentationStyle.keepsPresenterVisible)
    }

    /// Makes this view controller visible in each of its containers, outermost first: selects
    /// the tab it is in, pops the navigation stack back to it, reveals it in custom containers
    /// (``PetriInspection/makeVisibleInParentContainers(animated:)``).
    package func makeVisibleInParentContainers(animated: Bool) throws {
        var path: [(container: any ContainerViewController, child: UIViewController)] = []
        var child = self
        while let parent = child.parent {
            if let container = parent as? any ContainerViewController {
                path.append((container, child))
            }
            child = parent
        }
        for (container, child) in path.reversed()
        where !container.visibleViewControllers.containsIdentical(child) {
            try container.makeVisible(child, animated: animated)
        }
    }
}
