public import PetriHierarchy

/// A step joined with an action, waiting for the step it starts from. Returned by
/// ``StepAssembly/using(_:)-7w6a3``; `from` takes any step with the same context.
@MainActor
public struct PetriActionConnectingAssembly<VC: UIViewController, Context> {
    let nodes: [StepNode]

    /// Continues the chain from a step that still needs an action of its own.
    public func from<S>(_ step: PetriStepAssembly<S, Context>) -> PetriChainAssembly<VC, Context> {
        PetriChainAssembly(nodes: nodes + step.nodes)
    }

    /// Ends the chain with a complete route (a general step, a switch or an assembled route).
    public func from<S>(_ step: PetriDestinationStep<S, Context>) -> PetriLastStepInChainAssembly<VC, Context> {
        PetriLastStepInChainAssembly(nodes: nodes + step.nodes)
    }

    /// Ends the chain with a route that needs no context (`Void`): it starts a route of any
    /// context, as RouteComposer's context-free routes do.
    @_disfavoredOverload
    public func from<S>(_ step: PetriDestinationStep<S, Void>) -> PetriLastStepInChainAssembly<VC, Context> {
        from(step.adaptingContext { (_: Context) in () })
    }

    /// Ends the chain with a route whose context is `Any?`: it is given this chain's context.
    @_disfavoredOverload
    public func from<S>(_ step: PetriDestinationStep<S, Any?>) -> PetriLastStepInChainAssembly<VC, Context> {
        from(step.adaptingContext { (context: Context) -> Any? in context })
    }
}

/// A step joined with a container action, waiting for the container step it goes into. `from`
/// only accepts steps whose view controller is a container — a push needs a navigation
/// controller step, checked by the compiler. A screen step that lives in a container is made
/// acceptable with `expectingContainer(_:)`: the action then acts on the nearest container of
/// that type above the screen.
@MainActor
public struct ContainerActionConnectingAssembly<VC: UIViewController, Context> {
    let nodes: [StepNode]

    /// Continues the chain from a container step that still needs an action of its own.
    public func from<S: ContainerViewController>(_ step: PetriStepAssembly<S, Context>) -> PetriChainAssembly<
        VC, Context
    > {
        PetriChainAssembly(nodes: nodes + step.nodes)
    }

    /// Ends the chain with a complete route to a container.
    public func from<S: ContainerViewController>(_ step: PetriDestinationStep<S, Context>)
        -> PetriLastStepInChainAssembly<
            VC, Context
        >
    {
        PetriLastStepInChainAssembly(nodes: nodes + step.nodes)
    }

    /// Ends the chain with a route to a container that needs no context (`Void`).
    @_disfavoredOverload
    public func from<S: ContainerViewController>(_ step: PetriDestinationStep<S, Void>) -> PetriLastStepInChainAssembly<
        VC, Context
    > {
        from(step.adaptingContext { (_: Context) in () })
    }

    /// Ends the chain with a route to a container whose context is `Any?`.
    @_disfavoredOverload
    public func from<S: ContainerViewController>(_ step: PetriDestinationStep<S, Any?>) -> PetriLastStepInChainAssembly<
        VC, Context
    > {
        from(step.adaptingContext { (context: Context) -> Any? in context })
    }
}

/// A chain whose last step still needs an action.
@MainActor
public struct PetriChainAssembly<VC: UIViewController, Context> {
    let nodes: [StepNode]

    init(nodes: [StepNode]) {
        self.nodes = nodes
    }

    /// The chain of `step` alone, still to be connected with an action (RouteComposer's
    /// `PetriChainAssembly.from(_:)`).
    package init(_ step: PetriStepAssembly<VC, Context>) {
        nodes = step.nodes
    }

    /// Connects the chain's last step with a wrapped action.
    package func using(erased action: ErasedAction) -> PetriActionConnectingAssembly<VC, Context> {
        PetriActionConnectingAssembly(nodes: withHeadAction(action))
    }

    /// Connects the chain's last step with a wrapped container action.
    package func using(erasedContainer action: ErasedAction) -> ContainerActionConnectingAssembly<VC, Context> {
        ContainerActionConnectingAssembly(nodes: withHeadAction(action))
    }

    private func withHeadAction(_ action: ErasedAction) -> [StepNode] {
        var nodes = nodes
        nodes[nodes.count - 1].action = action
        return nodes
    }

    /// Joins the last step to the one before it with `action`.
    public func using<A: PetriAction>(_ action: A) -> PetriActionConnectingAssembly<VC, Context> {
        PetriActionConnectingAssembly(nodes: withHeadAction(ErasedAction(action)))
    }

    /// Joins the last step to the container before it with `action`.
    public func using<A: PetriContainerAction>(_ action: A) -> ContainerActionConnectingAssembly<VC, Context> {
        ContainerActionConnectingAssembly(nodes: withHeadAction(ErasedAction(container: action)))
    }
}

/// A chain that reaches a step the route can start from.
@MainActor
public struct PetriLastStepInChainAssembly<VC: UIViewController, Context> {
    let nodes: [StepNode]

    /// The route, typed by its destination.
    public func assemble() -> PetriDestinationStep<VC, Context> {
        PetriDestinationStep(nodes: nodes)
    }
}
