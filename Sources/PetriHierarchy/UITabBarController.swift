/// A headless `UITabBarController`: tabs, one of them selected and visible.
@MainActor
open class UITabBarController: UIViewController, ContainerViewController {
    /// The index of the selected tab (0 when there are no tabs).
    public private(set) var selectedIndex = 0

    /// Creates a tab bar controller with no tabs.
    public override init(title: String? = nil, context: Any? = nil) {
        super.init(title: title, context: context)
    }

    /// The tabs, in order.
    public var viewControllers: [UIViewController] { children }

    /// The selected tab's view controller.
    public var selectedViewController: UIViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    /// Replaces the tabs. As in UIKit, the selected view controller stays selected if it is still
    /// a tab; otherwise the tab at the same index is selected, or the first tab when that index
    /// no longer exists.
    /// - Throws: when a tab is a tab bar controller or already in another hierarchy.
    public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool, completion: (() -> Void)? = nil) throws {
        for viewController in viewControllers where viewController is UITabBarController {
            throw HierarchyError.unsupportedChild(
                child: viewController.debugName, container: debugName,
                reason: "tab bar controllers cannot be nested")
        }
        let selected = selectedViewController
        try replaceChildren(with: viewControllers)
        selectedIndex = viewControllers.firstIndex { $0 === selected }
            ?? (viewControllers.indices.contains(selectedIndex) ? selectedIndex : 0)
        window?.record(.setViewControllers, selectedViewController, from: self, animated: animated)
        completion?()
    }

    /// Replaces the tab at `index`.
    /// - Throws: ``HierarchyError/indexOutOfRange(index:count:container:)`` for a bad index.
    public func replaceTab(at index: Int, with viewController: UIViewController, animated: Bool) throws {
        try checkIndex(index)
        var tabs = children
        tabs[index] = viewController
        try setViewControllers(tabs, animated: animated)
    }

    /// Selects the tab at `index`, as a tap on the tab bar does.
    /// - Throws: ``HierarchyError/indexOutOfRange(index:count:container:)`` for a bad index.
    public func select(index: Int, animated: Bool = false) throws {
        try checkIndex(index)
        selectedIndex = index
        window?.record(.selectTab, children[index], from: self, animated: animated)
    }

    /// What a tap on tab item `index` does, as UIKit does it: selects the tab; when that tab is
    /// already selected and is a ``UINavigationController`` with more than its root, pops it to
    /// its root (a second tap on the selected tab returns to the top of its stack). Selecting a
    /// tab in code (``select(index:animated:)``) never pops.
    /// - Returns: The view controllers popped.
    @discardableResult
    public func tap(index: Int, animated: Bool = true) throws -> [UIViewController] {
        try checkIndex(index)
        guard index == selectedIndex else {
            try select(index: index, animated: animated)
            return []
        }
        guard let navigation = children[index] as? UINavigationController, navigation.viewControllers.count > 1 else { return [] }
        return try navigation.popToRootViewController(animated: animated)
    }

    /// Selects the tab holding `viewController`.
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not a tab.
    public func select(_ viewController: UIViewController, animated: Bool = false) throws {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
        }
        try select(index: index, animated: animated)
    }

    private func checkIndex(_ index: Int) throws {
        guard children.indices.contains(index) else {
            throw HierarchyError.indexOutOfRange(index: index, count: children.count, container: debugName)
        }
    }

    // MARK: ContainerViewController

    public var visibleViewControllers: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    public func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        try select(viewController, animated: animated)
    }

    public func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try setViewControllers(viewControllers, animated: animated)
    }

    open override var containerState: AnyHashable? {
        get { selectedIndex }
        set { selectedIndex = newValue as? Int ?? 0 }
    }
}
