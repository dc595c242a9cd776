public import PetriRouting
import PetriSupport

/// Chooses a route by the context or by what is shown (RouteComposer's `SwitchAssembly`): the
/// first case that answers wins, in the order they were added.
@MainActor
public final class SwitchAssembly<ViewController: UIViewController, Context> {
    private var petri = PetriRouting.PetriSwitchAssembly<ViewController, Context>()

    /// An empty switch.
    public init() {}

    /// Adds a case that reads the context and returns a route, or `nil` to pass.
    @discardableResult
    public final func addCase(
        _ resolverBlock: @escaping (_ context: Context) -> DestinationStep<ViewController, Context>?
    ) -> Self {
        petri = petri.addCase { resolverBlock($0) }
        return self
    }

    /// Adds a case that applies `step` when `finder` finds a view controller.
    @discardableResult
    public final func addCase<F: Finder>(when finder: F, from step: DestinationStep<ViewController, Context>) -> Self
    where F.Context == Context {
        petri = petri.addCase(
            named: "when \(TypeName.of(entity: finder)) finds", when: FinderStandIn(wrapped: finder), from: step)
        return self
    }

    /// Adds a case that applies `step` when `condition` holds at navigation time.
    @discardableResult
    public final func addCase(
        when condition: @autoclosure @escaping () -> Bool, from step: DestinationStep<ViewController, Context>
    ) -> Self {
        petri = petri.addCase(when: { _ in condition() }, from: step)
        return self
    }

    /// Adds a case that applies `step` when `conditionBlock` holds for the context.
    @discardableResult
    public final func addCase(
        when conditionBlock: @escaping (_ context: Context) -> Bool, from step: DestinationStep<ViewController, Context>
    ) -> Self {
        petri = petri.addCase(when: { conditionBlock($0) }, from: step)
        return self
    }

    /// Adds a case whose destination is what `finder` finds, when it finds it.
    @discardableResult
    public final func addCase<F: Finder>(from finder: F) -> Self
    where F.ViewController == ViewController, F.Context == Context {
        let found = PetriRouting.PetriStepAssembly<ViewController, Context>(
            erasedFinder: FinderStandIn.erased(finder), factory: nil
        ).assemble()
        petri = petri.addCase(whenFound: found)
        return self
    }

    /// The route: the first case that applies; the navigation fails when none does.
    public final func assemble() -> DestinationStep<ViewController, Context> {
        petri.assemble()
    }

    /// The route: the first case that applies, else `step`.
    public final func assemble(default step: DestinationStep<ViewController, Context>) -> DestinationStep<
        ViewController, Context
    > {
        petri.assemble(default: step)
    }

    /// The route: the first case that applies, else the one `resolverBlock` gives.
    public final func assemble(default resolverBlock: @escaping () -> DestinationStep<ViewController, Context>)
        -> DestinationStep<ViewController, Context>
    {
        petri.assemble(default: resolverBlock())
    }
}

extension SwitchAssembly where ViewController: ContainerViewController {
    /// Adds a case whose destination is the container `ViewController` that what `finder` finds
    /// lives in (it, or its nearest parent of that type), when it finds something: a screen's
    /// navigation controller to push onto, say (RouteComposer's `addCase(expecting:)`).
    @discardableResult
    public final func addCase<F: Finder>(expecting finder: F) -> Self where F.Context == Context {
        let found = PetriRouting.PetriStepAssembly<F.ViewController, Context>(
            erasedFinder: FinderStandIn.erased(finder), factory: nil
        )
        .assemble()
        .expectingContainer(ViewController.self)
        petri = petri.addCase(whenFound: found)
        return self
    }
}
