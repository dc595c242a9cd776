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
    public struct SetAsPrimary: PetriContainerAction {
        public typealias ViewController = UISplitViewController
        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            if childViewControllers.isEmpty {
                childViewControllers = [viewController]
            } else {
                childViewControllers[0] = viewController
            }
        }
        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: UISplitViewController,
            animated: Bool
        ) throws {
            try existingController.setPrimary(viewController, animated: animated)
        }
    }

    /// Shows the new view controller in the detail column.
    public struct ShowDetail: PetriContainerAction {
        public typealias ViewController = UISplitViewController
        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            guard let primary = childViewControllers.first else {
                throw PetriRoutingError(
                    .actionFailed, entity: "ShowDetail",
                    reason:
                        "the split view has no primary view controller, so it cannot show \(viewController.debugName) as its detail"
                )
            }
            childViewControllers = [primary, viewController]
        }
        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: UISplitViewController,
            animated: Bool
        ) throws {
            try existingController.showDetailViewController(viewController, animated: animated)
        }
    }

    /// Pushes onto the navigation controller shown as the detail.
    ///
    /// While the split view controller is being built (`perform(embedding:in:)`), a split view
    /// with only its primary takes a navigation controller as its detail, and one whose detail is
    /// a navigation controller has the view controller pushed onto it, as RouteComposer's
    /// `pushOnToDetails()` does.
    public struct PushOnToDetails: PetriContainerAction {
        public typealias ViewController = UISplitViewController
        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            guard !childViewControllers.isEmpty else {
                throw PetriRoutingError(
                    .actionFailed, entity: "PushOnToDetails",
                    reason:
                        "the split view has no primary view controller yet, so \(viewController.debugName) cannot go into its detail; set a primary first (setAsPrimary)"
                )
            }
            if childViewControllers.count == 1, viewController is UINavigationController {
                childViewControllers.append(viewController)
                return
            }
            guard childViewControllers.count > 1, let details = childViewControllers.last as? UINavigationController
            else {
                throw PetriRoutingError(
                    .actionFailed, entity: "PushOnToDetails",
                    reason:
                        "the split view has no navigation controller as its detail to push \(viewController.debugName) onto"
                )
            }
            guard !(viewController is UINavigationController) else {
                throw PetriRoutingError(
                    .actionFailed, entity: "PushOnToDetails",
                    reason:
                        "the split view's detail is already the navigation controller \(details.debugName), and \(viewController.debugName) cannot be pushed onto it: a navigation controller is not pushed into another"
                )
            }
            try details.checkedPush(viewController, animated: false)
        }

        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: UISplitViewController,
            animated: Bool
        ) throws {
            guard let details = existingController.secondaryViewController as? UINavigationController else {
                throw PetriRoutingError(
                    .actionFailed, entity: "PushOnToDetails",
                    reason:
                        "\(existingController.debugName) has no navigation controller as its detail to push \(viewController.debugName) onto"
                )
            }
            try details.checkedPush(viewController, animated: animated)
        }
    }
}
