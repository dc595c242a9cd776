public import PetriRouting

/// A step of a finder and a factory, with the interceptors and tasks added to it (RouteComposer's
/// `StepAssembly`): `StepAssembly(finder:factory:).adding(…).using(action).from(step).assemble()`.
@MainActor
public final class StepAssembly<F: Finder, FC: AbstractFactory>
where F.ViewController == FC.ViewController, F.Context == FC.Context {
    public typealias ViewController = F.ViewController
    public typealias Context = F.Context

    /// How the step finds its view controller.
    public let finder: F
    /// How the step builds it.
    public let factory: FC
    private var tasks = AddedTasks()

    /// A step that finds with `finder`, or builds with `factory`.
    public init(finder: F, factory: FC) {
        self.finder = finder
        self.factory = factory
    }

    /// The step as petri's router takes it.
    var petriStep: PetriRouting.PetriStepAssembly<ViewController, Context> {
        tasks.applied(
            to: PetriRouting.PetriStepAssembly(
                erasedFinder: FinderStandIn.erased(finder), factory: FactoryStandIns.erased(factory)))
    }

    /// Adds an interceptor that runs before the navigation changes anything.
    @discardableResult
    public final func adding<RI: RoutingInterceptor>(_ interceptor: RI) -> Self where RI.Context == Context {
        tasks.interceptors.append(InterceptorStandIn.erased(interceptor))
        return self
    }

    /// Adds a context task applied to the step's view controller.
    @discardableResult
    public final func adding<CT: ContextTask>(_ contextTask: CT) -> Self
    where CT.ViewController == ViewController, CT.Context == Context {
        tasks.contextTasks.append(ContextTaskStandIn.erased(contextTask))
        return self
    }

    /// Adds a task run once the navigation succeeded.
    @discardableResult
    public final func adding<PT: PostRoutingTask>(_ postTask: PT) -> Self where PT.Context == Context {
        tasks.postTasks.append(ErasedPostTask(postTask))
        return self
    }

    /// Connects the step with `action`, which puts it in place on the view controller of the
    /// step given next with `.from(…)`.
    @_disfavoredOverload
    public final func using<A: Action>(_ action: A) -> StepChainAssembly<ViewController, Context> {
        StepChainAssembly(petri: petriStep.using(erased: ActionStandIn.erased(action)))
    }

    /// Connects the step with the container action `action`: the step given next with
    /// `.from(…)` must be its container.
    @_disfavoredOverload
    public final func using<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<
        A.ViewController, ViewController, Context
    > {
        ContainerStepChainAssembly(petri: petriStep.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with `action`: what an app's own `using` shorthand calls, behind
    /// `@_spi(Advanced) import RouteComposer`, as in RouteComposer.
    @_spi(Advanced)
    public final func usingAction<A: Action>(_ action: A) -> StepChainAssembly<ViewController, Context> {
        using(action)
    }

    /// Connects the step with the container action `action`: what an app's own `using`
    /// shorthand calls, behind `@_spi(Advanced) import RouteComposer`, as in RouteComposer.
    @_spi(Advanced)
    public final func usingAction<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<
        A.ViewController, ViewController, Context
    > {
        using(action)
    }

    /// Connects the step with an action that presents modally (`.using(.present)`).
    public final func using(_ action: ViewControllerActions.PresentModallyAction) -> StepChainAssembly<
        ViewController, Context
    > {
        StepChainAssembly(petri: petriStep.using(erased: ActionStandIn.erased(action)))
    }

    /// Connects the step with an action that replaces the window's root (`.using(.replaceRoot)`).
    public final func using(_ action: ViewControllerActions.ReplaceRootAction) -> StepChainAssembly<
        ViewController, Context
    > {
        StepChainAssembly(petri: petriStep.using(erased: ActionStandIn.erased(action)))
    }

    /// Connects the step with an action that does nothing: the view controller is in place (`.using(.nilAction)`).
    public final func using(_ action: ViewControllerActions.NilAction) -> StepChainAssembly<ViewController, Context> {
        StepChainAssembly(petri: petriStep.using(erased: ActionStandIn.erased(action)))
    }

    /// Connects the step with an action that pushes (`.using(.push)`).
    public final func using(_ action: NavigationControllerActions.PushAction<UINavigationController>)
        -> ContainerStepChainAssembly<UINavigationController, ViewController, Context>
    {
        ContainerStepChainAssembly(petri: petriStep.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that makes it the whole stack (`.using(.pushAsRoot)`).
    public final func using(_ action: NavigationControllerActions.PushAsRootAction<UINavigationController>)
        -> ContainerStepChainAssembly<UINavigationController, ViewController, Context>
    {
        ContainerStepChainAssembly(petri: petriStep.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that replaces the top of the stack (`.using(.pushReplacingLast)`).
    public final func using(_ action: NavigationControllerActions.PushReplacingLastAction<UINavigationController>)
        -> ContainerStepChainAssembly<UINavigationController, ViewController, Context>
    {
        ContainerStepChainAssembly(petri: petriStep.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that adds a tab (`.using(.addTab)`).
    public final func using(_ action: TabBarControllerActions.AddTabAction<UITabBarController>)
        -> ContainerStepChainAssembly<UITabBarController, ViewController, Context>
    {
        ContainerStepChainAssembly(petri: petriStep.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that makes it the primary column (`.using(.setAsPrimary)`).
    public final func using(_ action: SplitViewControllerActions.SetAsMasterAction<UISplitViewController>)
        -> ContainerStepChainAssembly<UISplitViewController, ViewController, Context>
    {
        ContainerStepChainAssembly(petri: petriStep.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that shows it as the detail (`.using(.pushToDetails)`).
    public final func using(_ action: SplitViewControllerActions.PushToDetailsAction<UISplitViewController>)
        -> ContainerStepChainAssembly<UISplitViewController, ViewController, Context>
    {
        ContainerStepChainAssembly(petri: petriStep.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }

    /// Connects the step with an action that pushes onto the detail's navigation controller (`.using(.pushOnToDetails)`).
    public final func using(_ action: SplitViewControllerActions.PushOnToDetailsAction<UISplitViewController>)
        -> ContainerStepChainAssembly<UISplitViewController, ViewController, Context>
    {
        ContainerStepChainAssembly(petri: petriStep.using(erasedContainer: ContainerActionStandIn.erased(action)))
    }
}

extension StepAssembly where FC: NilEntity {
    /// A step that only finds: it follows `step` without an action of its own.
    public func from<S: UIViewController>(_ step: ActionToStepIntegrator<S, Context>) -> ActionConnectingAssembly<
        ViewController, Context
    > {
        ActionConnectingAssembly(chain: petriStep.using(PetriRouting.NilAction()).from(step.petriStep))
    }

    /// A step that only finds, ending at `step`.
    public func from<S: UIViewController>(_ step: DestinationStep<S, Context>) -> LastStepInChainAssembly<
        ViewController, Context
    > {
        petriStep.using(PetriRouting.NilAction()).from(step)
    }
}
