import PetriRouting

/// RouteComposer's actions on a navigation controller; each puts the view controller in place
/// as petri's action of the same name does.
public enum NavigationControllerActions {
    /// Pushes the view controller (`pushViewController`).
    @MainActor
    public struct PushAction<ViewController: UINavigationController>: ContainerAction {
        init() {}

        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(
                ActionResult.of {
                    try PetriRouting.PetriNavigationControllerActions.push().perform(
                        with: viewController, on: existingController, animated: animated)
                })
        }

        /// Appends the view controller to the stack being built. It does not throw, as in
        /// RouteComposer: what UIKit refuses is refused when the stack is set.
        public func perform(
            embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]
        ) {
            childViewControllers.append(viewController)
        }
    }

    /// Makes the view controller the whole stack.
    @MainActor
    public struct PushAsRootAction<ViewController: UINavigationController>: ContainerAction {
        init() {}

        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(
                ActionResult.of {
                    try PetriRouting.PetriNavigationControllerActions.pushAsRoot().perform(
                        with: viewController, on: existingController, animated: animated)
                })
        }

        /// Makes the view controller the whole stack being built. It does not throw, as in
        /// RouteComposer.
        public func perform(
            embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]
        ) {
            childViewControllers = [viewController]
        }
    }

    /// Replaces the top of the stack with the view controller.
    @MainActor
    public struct PushReplacingLastAction<ViewController: UINavigationController>: ContainerAction {
        init() {}

        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_ result: RoutingResult) -> Void
        ) {
            completion(
                ActionResult.of {
                    try PetriRouting.PetriNavigationControllerActions.pushReplacingLast().perform(
                        with: viewController, on: existingController, animated: animated)
                })
        }

        /// Replaces the last view controller of the stack being built, or appends to an empty one.
        /// It does not throw, as in RouteComposer.
        public func perform(
            embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]
        ) {
            if !childViewControllers.isEmpty { childViewControllers.removeLast() }
            childViewControllers.append(viewController)
        }
    }
}

extension ContainerViewController where Self: UINavigationController {
    /// Pushes onto a navigation controller of this class (`UINavigationController.push()`).
    public static func push() -> NavigationControllerActions.PushAction<Self> { .init() }
    /// Makes the view controller the whole stack of a navigation controller of this class.
    public static func pushAsRoot() -> NavigationControllerActions.PushAsRootAction<Self> { .init() }
    /// Replaces the top of the stack of a navigation controller of this class.
    public static func pushReplacingLast() -> NavigationControllerActions.PushReplacingLastAction<Self> { .init() }
}

extension NavigationControllerActions.PushAction where ViewController == UINavigationController {
    /// Pushes (`.using(.push)`).
    public static var push: Self { .init() }
}

extension NavigationControllerActions.PushAsRootAction where ViewController == UINavigationController {
    /// Makes the view controller the whole stack (`.using(.pushAsRoot)`).
    public static var pushAsRoot: Self { .init() }
}

extension NavigationControllerActions.PushReplacingLastAction where ViewController == UINavigationController {
    /// Replaces the top of the stack (`.using(.pushReplacingLast)`).
    public static var pushReplacingLast: Self { .init() }
}
