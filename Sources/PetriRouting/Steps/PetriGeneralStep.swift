public import PetriHierarchy
import PetriSupport

/// Steps a route can start from without building anything (RouteComposer's `PetriGeneralStep`).
@MainActor
public enum PetriGeneralStep {
    /// Starts from the window's root view controller.
    public static func root<Context>() -> PetriDestinationStep<UIViewController, Context> {
        origin(name: "root", failure: "the window has no root view controller") { window, _ in window.rootViewController
        }
    }

    /// Starts from the current view controller: the top of the window's modal chain.
    public static func current<Context>() -> PetriDestinationStep<UIViewController, Context> {
        origin(name: "current", failure: "the window has no view controller") { window, _ in
            window.topmostViewController
        }
    }

    /// Starts from the view controller `finder` finds; the route fails when it finds nothing.
    public static func custom<F: PetriFinder>(using finder: F) -> PetriDestinationStep<F.ViewController, F.Context> {
        let erased = ErasedFinder(finder)
        return PetriDestinationStep(nodes: [
            StepNode(
                kind: .origin(
                    .init(
                        name: erased.name, find: erased.find, failure: "found nothing to start from",
                        matches: erased.matches)),
                typeName: TypeName.of(F.ViewController.self))
        ])
    }

    /// A step from a wrapped finder (an entity standing for another): where the route starts.
    package static func custom<VC: UIViewController, Context>(erased: ErasedFinder) -> PetriDestinationStep<VC, Context>
    {
        PetriDestinationStep(nodes: [
            StepNode(
                kind: .origin(
                    .init(
                        name: erased.name, find: erased.find, failure: "found nothing to start from",
                        matches: erased.matches)),
                typeName: TypeName.of(VC.self))
        ])
    }

    private static func origin<Context>(
        name: String, failure: String, find: @escaping @MainActor (UIWindow, Any) -> UIViewController?
    ) -> PetriDestinationStep<UIViewController, Context> {
        PetriDestinationStep(nodes: [
            StepNode(
                kind: .origin(.init(name: name, find: find, failure: failure)),
                typeName: "PetriGeneralStep.\(name)")
        ])
    }
}
