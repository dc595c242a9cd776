public import PetriHierarchy

/// Actions that put a view controller into a tab bar controller.
@MainActor
public enum PetriTabBarControllerActions {
    /// Adds a tab at `index` (at the end when `nil` or out of range), or replaces the tab there
    /// when `replacing` is true. On a live tab bar the new tab is selected.
    public static func addTab(at index: Int? = nil, replacing: Bool = false) -> AddTab {
        AddTab(index: index, replacing: replacing)
    }

    /// Adds or replaces a tab.
    public struct AddTab: PetriContainerAction {
        public typealias ViewController = UITabBarController
        /// Where the tab goes; `nil` appends.
        public let index: Int?
        /// Whether the tab at `index` is replaced rather than pushed right.
        public let replacing: Bool

        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            guard let index, childViewControllers.indices.contains(index) else {
                childViewControllers.append(viewController)
                return
            }
            if replacing {
                childViewControllers[index] = viewController
            } else {
                childViewControllers.insert(viewController, at: index)
            }
        }

        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: UITabBarController,
            animated: Bool
        ) throws {
            var tabs = existingController.viewControllers ?? []
            try perform(embedding: viewController, in: &tabs)
            try existingController.checkedSetViewControllers(tabs, animated: animated)
            try existingController.select(viewController, animated: animated)
        }
    }
}
