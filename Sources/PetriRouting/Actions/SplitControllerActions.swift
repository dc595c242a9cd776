public import PetriHierarchy

/// Actions that put a view controller into a split view controller.
@MainActor
public enum SplitControllerActions {
    /// Makes the new view controller the primary column.
    public static func setAsPrimary() -> SetAsPrimary { SetAsPrimary() }
    /// Shows the new view controller in the detail column (`showDetailViewController`).
    public static func showDetail() -> ShowDetail { ShowDetail() }
    /// Pushes the new view controller onto the navigation controller in the detail column.
    public static func pushOnToDetails() -> PushOnToDetails { PushOnToDetails() }

    /// Makes the new view controller the primary column.
    public struct SetAsPrimary: ContainerAction {
        public typealias ViewController = UISplitViewController
        public func perform(embedding viewController: PetriHierarchy.UIViewController, in childViewControllers: inout [PetriHierarchy.UIViewController]) throws {
            if childViewControllers.isEmpty {
                childViewControllers = [viewController]
            } else {
                childViewControllers[0] = viewController
            }
        }
        public func perform(with viewController: PetriHierarchy.UIViewController, on existingController: UISplitViewController, animated: Bool) throws {
            try existingController.setPrimary(viewController, animated: animated)
        }
    }

    /// Shows the new view controller in the detail column.
    public struct ShowDetail: ContainerAction {
        public typealias ViewController = UISplitViewController
        public func perform(embedding viewController: PetriHierarchy.UIViewController, in childViewControllers: inout [PetriHierarchy.UIViewController]) throws {
            guard let primary = childViewControllers.first else {
                throw RoutingError(.actionFailed, entity: "ShowDetail", reason: "the split view has no primary view controller, so it cannot show \(viewController.debugName) as its detail")
            }
            childViewControllers = [primary, viewController]
        }
        public func perform(with viewController: PetriHierarchy.UIViewController, on existingController: UISplitViewController, animated: Bool) throws {
            try existingController.showDetailViewController(viewController, animated: animated)
        }
    }

    /// Pushes onto the navigation controller shown as the detail.
    public struct PushOnToDetails: ContainerAction {
        public typealias ViewController = UISplitViewController
        public func perform(embedding viewController: PetriHierarchy.UIViewController, in childViewControllers: inout [PetriHierarchy.UIViewController]) throws {
            guard childViewControllers.count == 2, let details = childViewControllers[1] as? UINavigationController else {
                throw RoutingError(.actionFailed, entity: "PushOnToDetails", reason: "the split view has no navigation controller as its detail to push \(viewController.debugName) onto")
            }
            try details.checkedPush(viewController, animated: false)
        }
        public func perform(with viewController: PetriHierarchy.UIViewController, on existingController: UISplitViewController, animated: Bool) throws {
            guard let details = existingController.secondaryViewController as? UINavigationController else {
                throw RoutingError(.actionFailed, entity: "PushOnToDetails", reason: "\(existingController.debugName) has no navigation controller as its detail to push \(viewController.debugName) onto")
            }
            try details.checkedPush(viewController, animated: animated)
        }
    }
}
