import PetriRouting
import PetriSupport

/// Runs a completion-based RouteComposer call and returns when it completed. In the dish,
/// UIKit's transitions complete at once, so a call that returns without completing is reported
/// instead of waited for.
@MainActor
enum SynchronousCompletion {
    /// Runs `body`; `what` names the kind of entity in the error when it does not complete.
    static func run(_ name: String, what: String = "an action", _ body: (@escaping (RoutingResult) -> Void) -> Void)
        throws
    {
        var result: RoutingResult?
        body { result = $0 }
        switch result {
        case .success?:
            return
        case .failure(let error)?:
            throw error
        case nil:
            throw RoutingError.compositionFailed(
                .init(
                    "\(name) returned without calling its completion: in the dish UIKit's transitions complete at once, "
                        + "so \(what) completes before it returns"))
        }
    }
}

/// A RouteComposer action behind petri's protocol.
@MainActor
struct ActionStandIn<Wrapped: Action>: PetriRouting.PetriAction {
    typealias ViewController = Wrapped.ViewController

    let wrapped: Wrapped
    let name: String

    func perform(with viewController: UIViewController, on existingController: ViewController, animated: Bool) throws {
        try SynchronousCompletion.run(name) { completion in
            wrapped.perform(with: viewController, on: existingController, animated: animated, completion: completion)
        }
    }

    /// The action, wrapped for petri's router and named as itself.
    static func erased(_ action: Wrapped) -> ErasedAction {
        ErasedAction(
            ActionStandIn(wrapped: action, name: TypeName.of(entity: action)), standingFor: action,
            placesNothing: action is ViewControllerActions.NilAction)
    }
}

/// A RouteComposer container action behind petri's protocol.
@MainActor
struct ContainerActionStandIn<Wrapped: ContainerAction>: PetriRouting.PetriContainerAction {
    typealias ViewController = Wrapped.ViewController

    let wrapped: Wrapped
    let name: String

    func perform(with viewController: UIViewController, on existingController: ViewController, animated: Bool) throws {
        try SynchronousCompletion.run(name) { completion in
            wrapped.perform(with: viewController, on: existingController, animated: animated, completion: completion)
        }
    }

    func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
        try wrapped.perform(embedding: viewController, in: &childViewControllers)
    }

    /// The action, wrapped for petri's router and named as itself.
    static func erased(_ action: Wrapped) -> ErasedAction {
        ErasedAction(
            container: ContainerActionStandIn(wrapped: action, name: TypeName.of(entity: action)), standingFor: action)
    }
}
