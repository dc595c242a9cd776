public import PetriHierarchy

/// A complete route to a view controller of type `VC` for a context of type `Context`: a chain
/// of steps from the destination back to where the route may start. Build one with
/// ``StepAssembly``, ``GeneralStep`` or ``SwitchAssembly`` and hand it to
/// ``Router/navigate(to:with:animated:)``.
@MainActor
public struct PetriDestinationStep<VC: UIViewController, Context> {
    package var nodes: [StepNode]

    package init(nodes: [StepNode]) {
        self.nodes = nodes
    }

    /// This route, for a chain whose context is of another type: `transform` turns that context
    /// into the one this route needs.
    public func adaptingContext<NewContext>(
        _ transform: @escaping @MainActor (NewContext) throws -> Context
    ) -> PetriDestinationStep<VC, NewContext> {
        PetriDestinationStep<VC, NewContext>(nodes: nodes.adapted(from: NewContext.self, by: transform))
    }

    /// The number of steps declared in this route (a switch counts as one).
    public var stepCount: Int { nodes.count }
}

extension PetriDestinationStep where Context == Any? {
    /// This route for any context (RouteComposer's zero-argument `adaptingContext()`): the
    /// chain's context is handed on as `Any?`. `from` accepts such a route directly; this is
    /// for code written the RouteComposer way.
    public func adaptingContext<NewContext>() -> PetriDestinationStep<VC, NewContext> {
        adaptingContext { (context: NewContext) -> Any? in context }
    }
}

extension PetriDestinationStep where Context == Void {
    /// This route for any context: a route that needs none ignores the chain's. `from` accepts
    /// such a route directly.
    public func adaptingContext<NewContext>() -> PetriDestinationStep<VC, NewContext> {
        adaptingContext { (_: NewContext) in () }
    }
}

extension PetriDestinationStep {
    /// The same chain, declared to end at `NewVC` with `NewContext` (RouteComposer's
    /// `unsafelyRewrapped()`): nothing is checked until it runs, where a mismatch fails.
    package func rewrapped<NewVC: UIViewController, NewContext>() -> PetriDestinationStep<NewVC, NewContext> {
        PetriDestinationStep<NewVC, NewContext>(nodes: nodes)
    }
}
