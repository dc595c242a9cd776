public import PetriHierarchy

extension CATransaction {
    /// `action`, performed inside one Core Animation transaction, as RouteComposer wraps an
    /// action whose animations must end together. In the dish nothing is animated and UIKit's
    /// transitions complete at once, so the action is performed at once.
    @MainActor
    public static func wrap<A: Action>(_ action: A) -> CATransactionWrappedAction<A> {
        CATransactionWrappedAction(action)
    }

    /// `action`, performed inside one Core Animation transaction (performed at once in the dish).
    @MainActor
    public static func wrap<A: ContainerAction>(_ action: A) -> CATransactionWrappedContainerAction<A> {
        CATransactionWrappedContainerAction(action)
    }
}

/// An action RouteComposer performs inside a `CATransaction` (`CATransaction.wrap(_:)`);
/// performed at once in the dish, where nothing is animated.
@MainActor
public struct CATransactionWrappedAction<A: Action>: Action {
    public typealias ViewController = A.ViewController

    let action: A

    init(_ action: A) {
        self.action = action
    }

    /// Performs the wrapped action at once.
    public func perform(
        with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        action.perform(with: viewController, on: existingController, animated: animated, completion: completion)
    }
}

/// A container action RouteComposer performs inside a `CATransaction` (`CATransaction.wrap(_:)`);
/// performed at once in the dish, where nothing is animated.
@MainActor
public struct CATransactionWrappedContainerAction<A: ContainerAction>: ContainerAction {
    public typealias ViewController = A.ViewController

    let action: A

    init(_ action: A) {
        self.action = action
    }

    /// Performs the wrapped action at once.
    public func perform(
        with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        action.perform(with: viewController, on: existingController, animated: animated, completion: completion)
    }

    /// Embeds as the wrapped action does.
    public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController])
        throws
    {
        try action.perform(embedding: viewController, in: &childViewControllers)
    }
}
