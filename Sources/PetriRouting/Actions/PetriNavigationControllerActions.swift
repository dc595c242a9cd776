public import PetriHierarchy

/// Actions that put a view controller into a navigation controller (RouteComposer's
/// `UINavigationController` actions).
@MainActor
public enum PetriNavigationControllerActions {
    /// Pushes onto the stack.
    public static func push() -> Push { Push() }
    /// Replaces the whole stack with the new view controller.
    public static func pushAsRoot() -> PushAsRoot { PushAsRoot() }
    /// Replaces the top of the stack with the new view controller.
    public static func pushReplacingLast() -> PushReplacingLast { PushReplacingLast() }
    /// Pops the stack to its root, then pushes the new view controller: a coordinator app's "open
    /// this chat", which drops whatever the user had pushed in that tab (not in RouteComposer).
    public static func popToRootAndPush() -> PopToRootAndPush { PopToRootAndPush() }

    /// Pushes onto the stack.
    public struct Push: PetriContainerAction {
        public typealias ViewController = UINavigationController
        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            childViewControllers.append(viewController)
        }
        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: UINavigationController,
            animated: Bool
        ) throws {
            try existingController.checkedPush(viewController, animated: animated)
        }
    }

    /// Makes the new view controller the only one in the stack.
    public struct PushAsRoot: PetriContainerAction {
        public typealias ViewController = UINavigationController
        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            childViewControllers = [viewController]
        }
        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: UINavigationController,
            animated: Bool
        ) throws {
            try existingController.checkedSetViewControllers([viewController], animated: animated)
        }
    }

    /// Replaces the top of the stack (or pushes onto an empty one).
    public struct PushReplacingLast: PetriContainerAction {
        public typealias ViewController = UINavigationController
        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            if !childViewControllers.isEmpty { childViewControllers.removeLast() }
            childViewControllers.append(viewController)
        }
        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: UINavigationController,
            animated: Bool
        ) throws {
            var stack = existingController.viewControllers
            try perform(embedding: viewController, in: &stack)
            try existingController.checkedSetViewControllers(stack, animated: animated)
        }
    }

    /// Pops to the root without animation, as coordinator apps do, then pushes: the navigation
    /// controller's delegate hears the pop (what the user had pushed left) and then the push.
    public struct PopToRootAndPush: PetriContainerAction {
        public typealias ViewController = UINavigationController
        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            childViewControllers = Array(childViewControllers.prefix(1)) + [viewController]
        }
        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: UINavigationController,
            animated: Bool
        ) throws {
            if let root = existingController.viewControllers.first {
                try existingController.checkedPopTo(root, animated: false)
            }
            try existingController.checkedPush(viewController, animated: animated)
        }
    }
}
