public import PetriHierarchy

/// A step joined with an action, waiting for the step it starts from. Returned by
/// ``StepAssembly/using(_:)-7w6a3``; `from` takes any step with the same context.
@MainActor
public struct ActionConnectingAssembly<VC: UIViewController, Context> {
    let nodes: [StepNode]

    /// Continues the chain from a step that still needs an action of its own.
    public func from<S>(_ step: StepAssembly<S, Context>) -> ChainAssembly<VC, Context> {
        ChainAssembly(nodes: nodes + step.nodes)
    }

    /// Ends the chain with a complete route (a general step, a switch or an assembled route).
    public func from<S>(_ step: DestinationStep<S, Context>) -> LastStepInChainAssembly<VC, Context> {
        LastStepInChainAssembly(nodes: nodes + step.nodes)
    }

    /// Ends the chain with a route that needs no context (`Void`): it starts a route of any
    /// context, as RouteComposer's context-free routes do.
    @_disfavoredOverload
    public func from<S>(_ step: DestinationStep<S, Void>) -> LastStepInChainAssembly<VC, Context> {
        from(step.adaptingContext { (_: Context) in () })
    }

    /// Ends the chain with a route whose context is `Any?`: it is given this chain's context.
    @_disfavoredOverload
    public func from<S>(_ step: DestinationStep<S, Any?>) -> LastStepInChainAssembly<VC, Context> {
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
    public func from<S: ContainerViewController>(_ step: StepAssembly<S, Context>) -> ChainAssembly<VC, Context> {
        ChainAssembly(nodes: nodes + step.nodes)
    }

    /// Ends the chain with a complete route to a container.
    public func from<S: ContainerViewController>(_ step: DestinationStep<S, Context>) -> LastStepInChainAssembly<
        VC, Context
    > {
        LastStepInChainAssembly(nodes: nodes + step.nodes)
    }

    /// Ends the chain with a route to a container that needs no context (`Void`).
    @_disfavoredOverload
    public func from<S: ContainerViewController>(_ step: DestinationStep<S, Void>) -> LastStepInChainAssembly<
        VC, Context
    > {
        from(step.adaptingContext { (_: Context) in () })
    }

    /// Ends the chain with a route to a container whose context is `Any?`.
    @_disfavoredOverload
    public func from<S: ContainerViewController>(_ step: DestinationStep<S, Any?>) -> LastStepInChainAssembly<
        VC, Context
    > {
        from(step.adaptingContext { (context: Context) -> Any? in context })
    }
}

/// A chain whose last step still needs an action.
@MainActor
public struct ChainAssembly<VC: UIViewController, Context> {
    let nodes: [StepNode]

    init(nodes: [StepNode]) {
        self.nodes = nodes
    }

    /// The chain of `step` alone, still to be connected with an action (RouteComposer's
    /// `ChainAssembly.from(_:)`).
    package init(_ step: StepAssembly<VC, Context>) {
        nodes = step.nodes
    }

    /// Connects the chain's last step with a wrapped action.
    package func using(erased action: ErasedAction) -> ActionConnectingAssembly<VC, Context> {
        ActionConnectingAssembly(nodes: withHeadAction(action))
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
    public func using<A: Action>(_ action: A) -> ActionConnectingAssembly<VC, Context> {
        ActionConnectingAssembly(nodes: withHeadAction(ErasedAction(action)))
    }

    /// Joins the last step to the container before it with `action`.
    public func using<A: ContainerAction>(_ action: A) -> ContainerActionConnectingAssembly<VC, Context> {
        ContainerActionConnectingAssembly(nodes: withHeadAction(ErasedAction(container: action)))
    }
}

/// A chain that reaches a step the route can start from.
@MainActor
public struct LastStepInChainAssembly<VC: UIViewController, Context> {
    let nodes: [StepNode]

    /// The route, typed by its destination.
    public func assemble() -> DestinationStep<VC, Context> {
        DestinationStep(nodes: nodes)
    }
}
