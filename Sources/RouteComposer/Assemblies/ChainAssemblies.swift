public import PetriRouting

/// A step connected with an action, waiting for the step it acts on (RouteComposer's
/// `StepChainAssembly`).
@MainActor
public struct StepChainAssembly<VC: UIViewController, C> {
    let petri: PetriRouting.PetriActionConnectingAssembly<VC, C>

    /// Goes on from `step`, which still needs an action.
    public func from<S: UIViewController>(_ step: ActionToStepIntegrator<S, C>) -> ActionConnectingAssembly<VC, C> {
        ActionConnectingAssembly(chain: petri.from(step.petriStep))
    }

    /// Ends at `step`, a chain already assembled.
    public func from<S: UIViewController>(_ step: DestinationStep<S, C>) -> LastStepInChainAssembly<VC, C> {
        petri.from(step)
    }

    /// Ends at `step` and assembles the chain.
    public func assemble<S: UIViewController>(from step: DestinationStep<S, C>) -> DestinationStep<VC, C> {
        petri.from(step).assemble()
    }
}

/// A step connected with a container action, waiting for its container (RouteComposer's
/// `ContainerStepChainAssembly`): the step given next must be an `AcceptableContainer`.
@MainActor
public struct ContainerStepChainAssembly<AcceptableContainer: ContainerViewController, VC: UIViewController, C> {
    let petri: PetriRouting.ContainerActionConnectingAssembly<VC, C>

    /// Goes on from the container step `step`, which still needs an action.
    public func from(_ step: ActionToStepIntegrator<AcceptableContainer, C>) -> ActionConnectingAssembly<VC, C> {
        ActionConnectingAssembly(chain: petri.from(step.petriStep))
    }

    /// Ends at the container `step`, a chain already assembled.
    public func from(_ step: DestinationStep<AcceptableContainer, C>) -> LastStepInChainAssembly<VC, C> {
        petri.from(step)
    }

    /// Ends at the container `step` and assembles the chain.
    public func assemble(from step: DestinationStep<AcceptableContainer, C>) -> DestinationStep<VC, C> {
        petri.from(step).assemble()
    }
}

/// A chain whose last step still needs an action (RouteComposer's `ActionConnectingAssembly`).
@MainActor
public struct ActionConnectingAssembly<VC: UIViewController, C> {
    let chain: PetriRouting.PetriChainAssembly<VC, C>

    /// Connects the step with `action`, which puts it in place on the view controller of the
    /// step given next with `.from(…)`.
    @_disfavoredOverload
    public func using<A: Action>(_ action: A) -> StepChainAssembly<VC, C> {
        StepChainAssembly(petri: chain.using(erased: ActionStandIn.erased(action)))
    }

    /// Connects the step with the container action `action`: the step given next with
    /// `.from(…)` must be its container.
    @_disfavoredOverload
    public func using<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<A.ViewController, VC, C> {
        ContainerStepChainAssembly(petri: chain.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that presents modally (`.using(.present)`).
    public func using(_ action: ViewControllerActions.PresentModallyAction) -> StepChainAssembly<VC, C> {
        StepChainAssembly(petri: chain.using(erased: ActionStandIn.erased(action)))
    }

    /// Connects the step with an action that replaces the window's root (`.using(.replaceRoot)`).
    public func using(_ action: ViewControllerActions.ReplaceRootAction) -> StepChainAssembly<VC, C> {
        StepChainAssembly(petri: chain.using(erased: ActionStandIn.erased(action)))
    }

    /// Connects the step with an action that does nothing: the view controller is in place (`.using(.nilAction)`).
    public func using(_ action: ViewControllerActions.NilAction) -> StepChainAssembly<VC, C> {
        StepChainAssembly(petri: chain.using(erased: ActionStandIn.erased(action)))
    }

    /// Connects the step with an action that pushes (`.using(.push)`).
    public func using(_ action: NavigationControllerActions.PushAction<UINavigationController>)
        -> ContainerStepChainAssembly<UINavigationController, VC, C>
    {
        ContainerStepChainAssembly(petri: chain.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that makes it the whole stack (`.using(.pushAsRoot)`).
    public func using(_ action: NavigationControllerActions.PushAsRootAction<UINavigationController>)
        -> ContainerStepChainAssembly<UINavigationController, VC, C>
    {
        ContainerStepChainAssembly(petri: chain.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that replaces the top of the stack (`.using(.pushReplacingLast)`).
    public func using(_ action: NavigationControllerActions.PushReplacingLastAction<UINavigationController>)
        -> ContainerStepChainAssembly<UINavigationController, VC, C>
    {
        ContainerStepChainAssembly(petri: chain.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that adds a tab (`.using(.addTab)`).
    public func using(_ action: TabBarControllerActions.AddTabAction<UITabBarController>) -> ContainerStepChainAssembly<
        UITabBarController, VC, C
    > {
        ContainerStepChainAssembly(petri: chain.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that makes it the primary column (`.using(.setAsPrimary)`).
    public func using(_ action: SplitViewControllerActions.SetAsMasterAction<UISplitViewController>)
        -> ContainerStepChainAssembly<UISplitViewController, VC, C>
    {
        ContainerStepChainAssembly(petri: chain.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that shows it as the detail (`.using(.pushToDetails)`).
    public func using(_ action: SplitViewControllerActions.PushToDetailsAction<UISplitViewController>)
        -> ContainerStepChainAssembly<UISplitViewController, VC, C>
    {
        ContainerStepChainAssembly(petri: chain.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that pushes onto the detail's navigation controller (`.using(.pushOnToDetails)`).
    public func using(_ action: SplitViewControllerActions.PushOnToDetailsAction<UISplitViewController>)
        -> ContainerStepChainAssembly<UISplitViewController, VC, C>
    {
        ContainerStepChainAssembly(petri: chain.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }
}

/// Starts a chain from a step that still needs an action (RouteComposer's `ChainAssembly`):
/// `ChainAssembly.from(NavigationControllerStep()).using(.present).from(.current).assemble()`.
@MainActor
public enum ChainAssembly {
    /// A chain of `step` alone.
    public static func from<VC: UIViewController, C>(_ step: ActionToStepIntegrator<VC, C>) -> ActionConnectingAssembly<
        VC, C
    > {
        ActionConnectingAssembly(chain: PetriRouting.PetriChainAssembly(step.petriStep))
    }
}
