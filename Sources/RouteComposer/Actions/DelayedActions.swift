public import Foundation

extension DispatchQueue {
    /// `action`, performed after `timeInterval` when animated, as RouteComposer delays it to let
    /// an animation end. In the dish nothing is animated and UIKit's transitions complete at once,
    /// so the action is performed at once.
    @MainActor
    public static func delay<A: Action>(_ action: A, for timeInterval: DispatchTimeInterval = .milliseconds(300))
        -> DispatchQueueWrappedAction<A>
    {
        DispatchQueueWrappedAction(action, timeInterval: timeInterval)
    }

    /// `action`, performed after `timeInterval` when animated (performed at once in the dish).
    @MainActor
    public static func delay<A: ContainerAction>(
        _ action: A, for timeInterval: DispatchTimeInterval = .milliseconds(300)
    ) -> DispatchQueueWrappedContainerAction<A> {
        DispatchQueueWrappedContainerAction(action, timeInterval: timeInterval)
    }
}

/// An action RouteComposer performs after a delay (`DispatchQueue.delay(_:for:)`); performed at
/// once in the dish, where nothing is animated.
@MainActor
public struct DispatchQueueWrappedAction<A: Action>: Action {
    public typealias ViewController = A.ViewController

    let action: A
    /// The delay it would wait on a device, when animated.
    public let timeInterval: DispatchTimeInterval

    init(_ action: A, timeInterval: DispatchTimeInterval) {
        self.action = action
        self.timeInterval = timeInterval
    }

    /// Performs the wrapped action at once.
    public func perform(
        with viewController: UIViewController, on existingController: A.ViewController, animated: Bool,
        completion: @escaping (_ result: RoutingResult) -> Void
    ) {
        action.perform(with: viewController, on: existingController, animated: animated, completion: completion)
    }
}

/// A container action RouteComposer performs after a delay (`DispatchQueue.delay(_:for:)`);
/// performed at once in the dish, where nothing is animated.
@MainActor
public struct DispatchQueueWrappedContainerAction<A: ContainerAction>: ContainerAction {
    public typealias ViewController = A.ViewController

    let action: A
    /// The delay it would wait on a device, when animated.
    public let timeInterval: DispatchTimeInterval

    init(_ action: A, timeInterval: DispatchTimeInterval) {
        self.action = action
        self.timeInterval = timeInterval
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
