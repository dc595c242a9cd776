import PetriRouting

/// RouteComposer's actions on a split view controller.
public enum SplitViewControllerActions {
    /// Makes the view controller the primary column (RouteComposer's master).
    @MainActor
    public struct SetAsMasterAction<ViewController: UISplitViewController>: ContainerAction {
        init() {}

        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(
                ActionResult.of {
                    try PetriRouting.SplitControllerActions.setAsPrimary().perform(
                        with: viewController, on: existingController, animated: animated)
                })
        }

        public func perform(
            embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]
        ) throws {
            try PetriRouting.SplitControllerActions.setAsPrimary().perform(
                embedding: viewController, in: &childViewControllers)
        }
    }

    /// Shows the view controller in the detail column (`showDetailViewController`).
    @MainActor
    public struct PushToDetailsAction<ViewController: UISplitViewController>: ContainerAction {
        init() {}

        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(
                ActionResult.of {
                    try PetriRouting.SplitControllerActions.showDetail().perform(
                        with: viewController, on: existingController, animated: animated)
                })
        }

        public func perform(
            embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]
        ) throws {
            guard !childViewControllers.isEmpty else {
                throw RoutingError.compositionFailed(
                    .init(
                        "the split view controller has no primary view controller, so \(type(of: viewController)) cannot be its detail"
                    ))
            }
            childViewControllers.append(viewController)
        }
    }

    /// Pushes the view controller onto the navigation controller in the detail column.
    @MainActor
    public struct PushOnToDetailsAction<ViewController: UISplitViewController>: ContainerAction {
        init() {}

        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(
                ActionResult.of {
                    try PetriRouting.SplitControllerActions.pushOnToDetails().perform(
                        with: viewController, on: existingController, animated: animated)
                })
        }

        public func perform(
            embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]
        ) throws {
            try PetriRouting.SplitControllerActions.pushOnToDetails().perform(
                embedding: viewController, in: &childViewControllers)
        }
    }
}

extension ContainerViewController where Self: UISplitViewController {
    /// Makes the view controller the primary column (`UISplitViewController.setAsMaster()`).
    public static func setAsMaster() -> SplitViewControllerActions.SetAsMasterAction<Self> { .init() }
    /// Shows the view controller in the detail column (`UISplitViewController.pushToDetails()`).
    public static func pushToDetails() -> SplitViewControllerActions.PushToDetailsAction<Self> { .init() }
    /// Pushes onto the detail column's navigation controller (`UISplitViewController.pushOnToDetails()`).
    public static func pushOnToDetails() -> SplitViewControllerActions.PushOnToDetailsAction<Self> { .init() }
}

extension SplitViewControllerActions.SetAsMasterAction where ViewController == UISplitViewController {
    /// Makes the view controller the primary column (`.using(.setAsPrimary)`).
    public static var setAsPrimary: Self { .init() }
}

extension SplitViewControllerActions.PushToDetailsAction where ViewController == UISplitViewController {
    /// Shows the view controller in the detail column (`.using(.pushToDetails)`).
    public static var pushToDetails: Self { .init() }
}

extension SplitViewControllerActions.PushOnToDetailsAction where ViewController == UISplitViewController {
    /// Pushes onto the detail column's navigation controller (`.using(.pushOnToDetails)`).
    public static var pushOnToDetails: Self { .init() }
}
