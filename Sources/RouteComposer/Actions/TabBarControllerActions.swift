import PetriRouting

/// RouteComposer's actions on a tab bar controller.
public enum TabBarControllerActions {
    /// Adds the view controller as a tab, at an index or last, or in place of the tab there.
    /// It does not select the tab: the router makes the destination visible afterwards.
    @MainActor
    public struct AddTabAction<ViewController: UITabBarController>: ContainerAction {
        /// Where the tab goes; `nil` (or past the end) adds it last.
        public let tabIndex: Int?
        /// Whether it replaces the tab at `tabIndex`.
        public let replacing: Bool

        init(at tabIndex: Int, replacing: Bool = false) {
            self.tabIndex = tabIndex
            self.replacing = replacing
        }

        init(at tabIndex: Int? = nil) {
            self.tabIndex = tabIndex
            replacing = false
        }

        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(
                ActionResult.of {
                    var tabs = existingController.viewControllers ?? []
                    perform(embedding: viewController, in: &tabs)
                    try existingController.checkedSetViewControllers(tabs, animated: animated)
                })
        }

        /// Puts the view controller among the tabs being built. It does not throw, as in
        /// RouteComposer.
        public func perform(
            embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]
        ) {
            guard let tabIndex, tabIndex < childViewControllers.count else {
                childViewControllers.append(viewController)
                return
            }
            if replacing {
                childViewControllers[tabIndex] = viewController
            } else {
                childViewControllers.insert(viewController, at: max(0, tabIndex))
            }
        }
    }
}

extension ContainerViewController where Self: UITabBarController {
    /// Adds a tab at `tabIndex`, or in place of the tab there (`UITabBarController.add(at:replacing:)`).
    public static func add(at tabIndex: Int, replacing: Bool = false) -> TabBarControllerActions.AddTabAction<Self> {
        .init(at: tabIndex, replacing: replacing)
    }

    /// Adds a tab at `tabIndex`, or last (`UITabBarController.add()`).
    public static func add(at tabIndex: Int? = nil) -> TabBarControllerActions.AddTabAction<Self> {
        .init(at: tabIndex)
    }
}

extension TabBarControllerActions.AddTabAction where ViewController == UITabBarController {
    /// Adds a tab last (`.using(.addTab)`).
    public static var addTab: Self { .init() }

    /// Adds a tab at `tabIndex`, or in place of the tab there.
    public static func addTab(at tabIndex: Int, replacing: Bool = false) -> Self {
        .init(at: tabIndex, replacing: replacing)
    }

    /// Adds a tab at `tabIndex`, or last.
    public static func addTab(at tabIndex: Int?) -> Self { .init(at: tabIndex) }
}
