public import Foundation

/// A headless `UITabBarController`: tabs, one of them selected and visible.
@MainActor
open class UITabBarController: UIViewController, ContainerViewController {
    /// The index of the selected tab (0 when there are no tabs). Setting it selects that tab, as
    /// in UIKit; an index that is not a tab is ignored (UIKit ignores it too), with a console
    /// message in the window.
    public final var selectedIndex: Int {
        get { selection }
        set {
            guard children.indices.contains(newValue) else {
                window?.warn(
                    "selectedIndex = \(newValue) on \(debugName), which has \(children.count) tabs: UIKit ignores it")
                return
            }
            TransitionLog.calling("selectedIndex = …", file: nil, line: nil) {
                try? select(index: newValue, animated: false)
            }
        }
    }

    private final var selection = 0

    /// Whether a list of tabs was given (an empty one included) since the last `nil`: UIKit then
    /// answers `[]` rather than `nil` for an empty tab bar.
    private final var hasTabList = false

    /// Told when the user taps a tab (``tap(index:animated:)``), as UIKit's delegate is; not when
    /// code selects one.
    public final weak var delegate: (any UITabBarControllerDelegate)?

    /// The tab bar (UIKit's `tabBar`). Inert: petri draws no bar; what an app sets on it
    /// (tints, appearances) is kept and changes nothing in trees.
    public final var tabBar: UITabBar {
        InertUIKitUse.note("UITabBarController.tabBar")
        return tabBarStorage
    }
    private final let tabBarStorage = UITabBar()

    /// Creates a tab bar controller with no tabs.
    public override init(title: String? = nil, context: Any? = nil) {
        super.init(title: title, context: context)
    }

    /// UIKit's designated initialiser: a tab bar controller with no tabs, for an app's subclass to call
    /// (`super.init(nibName: nil, bundle: nil)`) or override.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The tabs, in order, optional as in UIKit: `nil` until tabs are given and after `nil` is
    /// set; an empty list once an empty list is set. Setting them is
    /// ``setViewControllers(_:animated:file:line:)`` without animation; setting `nil` removes
    /// every tab. A subclass may override it, as in UIKit; petri's hierarchy keeps the real tabs.
    open var viewControllers: [UIViewController]? {
        get { hasTabList || !children.isEmpty ? children : nil }
        set {
            UIKitExceptions.perform("viewControllers = …", file: nil, line: nil) {
                try checkedSetViewControllers(newValue ?? [], animated: false)
                hasTabList = newValue != nil
            }
        }
    }

    /// The selected tab's view controller. Setting it selects that tab; UIKit raises when it is
    /// not one of the tabs ("only a view controller in the tab bar controller's list of view
    /// controllers can be selected"), which is recorded in ``UIKitExceptions``.
    public final var selectedViewController: UIViewController? {
        get { children.indices.contains(selection) ? children[selection] : nil }
        set {
            guard let newValue else { return }
            UIKitExceptions.perform("selectedViewController = …", file: nil, line: nil) {
                try select(newValue, animated: false)
            }
        }
    }

    /// Replaces the tabs, as UIKit does. The selected view controller stays selected if it is
    /// still a tab; otherwise the tab at the same index is selected, or the first tab when that
    /// index no longer exists.
    ///
    /// When UIKit would raise (a tab bar controller as a tab, a view controller in another
    /// hierarchy or listed twice), nothing changes and the exception is recorded in
    /// ``UIKitExceptions``. `nil` removes every tab, as in UIKit.
    public final func setViewControllers(
        _ viewControllers: [UIViewController]?, animated: Bool, file: StaticString = #fileID, line: UInt = #line
    ) {
        UIKitExceptions.perform("setViewControllers(_:animated:)", file: file, line: line) {
            try checkedSetViewControllers(viewControllers ?? [], animated: animated)
            hasTabList = viewControllers != nil
        }
    }

    /// ``setViewControllers(_:animated:file:line:)``, throwing what UIKit raises.
    package final func checkedSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) throws {
        for viewController in viewControllers where viewController is UITabBarController {
            throw HierarchyError.unsupportedChild(
                child: viewController.debugName, container: debugName,
                reason: "tab bar controllers cannot be nested")
        }
        let selected = selectedViewController
        try replaceChildren(with: viewControllers)
        selection =
            selected.flatMap { viewControllers.firstIndexIdentical(to: $0) }
            ?? (viewControllers.indices.contains(selection) ? selection : 0)
        noteTransition(.setViewControllers, selectedViewController, animated: animated)
    }

    /// Replaces the tab at `index` (``PetriInspection/replaceTab(at:with:animated:)``).
    /// - Throws: ``HierarchyError/indexOutOfRange(index:count:container:)`` for a bad index.
    package final func replaceTab(at index: Int, with viewController: UIViewController, animated: Bool) throws {
        try checkIndex(index)
        var tabs = children
        tabs[index] = viewController
        try checkedSetViewControllers(tabs, animated: animated)
    }

    /// Selects the tab at `index`, as a tap on the tab bar does.
    /// - Throws: ``HierarchyError/indexOutOfRange(index:count:container:)`` for a bad index.
    package final func select(index: Int, animated: Bool = false) throws {
        try checkIndex(index)
        selection = index
        noteTransition(.selectTab, children[index], animated: animated)
    }

    /// What a tap on tab item `index` does, as UIKit does it: selects the tab; when that tab is
    /// already selected and is a ``UINavigationController`` with more than its root, pops it to
    /// its root (a second tap on the selected tab returns to the top of its stack). Selecting a
    /// tab in code (``select(index:animated:)``) never pops.
    ///
    /// The ``delegate`` is asked first (`tabBarController(_:shouldSelect:)`; a `false` leaves
    /// everything as it is) and told afterwards (`tabBarController(_:didSelect:)`), as UIKit
    /// asks and tells it for the user's taps only.
    /// - Returns: The view controllers popped.
    @discardableResult
    package final func tap(index: Int, animated: Bool = true) throws -> [UIViewController] {
        try checkIndex(index)
        let tab = children[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: tab) { return [] }
        var popped: [UIViewController] = []
        if index != selectedIndex {
            try select(index: index, animated: animated)
        } else if let navigation = tab as? UINavigationController, navigation.children.count > 1 {
            popped = try navigation.checkedPopTo(navigation.children[0], animated: animated)
        }
        let notify: @MainActor () -> Void = { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            delegate.tabBarController(self, didSelect: tab)
        }
        deliverToDelegate(notify)
        return popped
    }

    /// Selects the tab holding `viewController`.
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not a tab.
    package final func select(_ viewController: UIViewController, animated: Bool = false) throws {
        guard let index = children.firstIndexIdentical(to: viewController) else {
            throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
        }
        try select(index: index, animated: animated)
    }

    private final func checkIndex(_ index: Int) throws {
        guard children.indices.contains(index) else {
            throw HierarchyError.indexOutOfRange(index: index, count: children.count, container: debugName)
        }
    }

    // MARK: ContainerViewController (answered in ContainerViewController.swift)

    /// The selected tab, as ``ContainerViewController/visibleViewControllers``.
    final var tabVisibleViewControllers: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// The state a failed navigation restores: the selected index
    /// (``PetriInspection/containerState``).
    final var selectionState: AnyHashable? {
        get { selection }
        set { selection = newValue as? Int ?? 0 }
    }
}
