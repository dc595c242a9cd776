public import PetriHierarchy
import PetriSupport

/// Steps a route can start from without building anything (RouteComposer's `GeneralStep`).
@MainActor
public enum GeneralStep {
    /// Starts from the window's root view controller.
    public static func root<Context>() -> DestinationStep<UIViewController, Context> {
        origin(name: "root", failure: "the window has no root view controller") { window, _ in window.rootViewController
        }
    }

    /// Starts from the current view controller: the top of the window's modal chain.
    public static func current<Context>() -> DestinationStep<UIViewController, Context> {
        origin(name: "current", failure: "the window has no view controller") { window, _ in
            window.topmostViewController
        }
    }

    /// Starts from the view controller `finder` finds; the route fails when it finds nothing.
    public static func custom<F: Finder>(using finder: F) -> DestinationStep<F.ViewController, F.Context> {
        let erased = ErasedFinder(finder)
        return DestinationStep(nodes: [
            StepNode(
                kind: .origin(
                    .init(
                        name: erased.name, find: erased.find, failure: "found nothing to start from",
                        matches: erased.matches)),
                typeName: TypeName.of(F.ViewController.self))
        ])
    }

    /// A step from a wrapped finder (an entity standing for another): where the route starts.
    package static func custom<VC: UIViewController, Context>(erased: ErasedFinder) -> DestinationStep<VC, Context> {
        DestinationStep(nodes: [
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
    ) -> DestinationStep<UIViewController, Context> {
        DestinationStep(nodes: [
            StepNode(
                kind: .origin(.init(name: name, find: find, failure: failure)),
                typeName: "GeneralStep.\(name)")
        ])
    }
}
