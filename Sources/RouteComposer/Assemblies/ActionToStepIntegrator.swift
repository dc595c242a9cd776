public import PetriRouting

/// A step that an action of the step before it will put in place (RouteComposer's
/// `ActionToStepIntegrator`): what `.from(…)` takes before the chain goes on with `.using(…)`.
@MainActor
public class ActionToStepIntegrator<VC: UIViewController, C> {
    public typealias ViewController = VC
    public typealias Context = C

    private let base: PetriRouting.PetriStepAssembly<VC, C>
    private var tasks = AddedTasks()

    init(_ base: PetriRouting.PetriStepAssembly<VC, C>) {
        self.base = base
    }

    /// The step as petri's router takes it.
    var petriStep: PetriRouting.PetriStepAssembly<VC, C> { tasks.applied(to: base) }

    /// The same step, with the tasks added so far, typed as `NewVC` with `NewContext`.
    func rewrapped<NewVC: UIViewController, NewC>() -> ActionToStepIntegrator<NewVC, NewC> {
        ActionToStepIntegrator<NewVC, NewC>(petriStep.rewrapped())
    }

    /// Adds an interceptor that runs before the navigation changes anything.
    @discardableResult
    public final func adding<RI: RoutingInterceptor>(_ interceptor: RI) -> Self where RI.Context == C {
        tasks.interceptors.append(InterceptorStandIn.erased(interceptor))
        return self
    }

    /// Adds a context task applied to the step's view controller.
    @discardableResult
    public final func adding<CT: ContextTask>(_ contextTask: CT) -> Self
    where CT.ViewController == VC, CT.Context == C {
        tasks.contextTasks.append(ContextTaskStandIn.erased(contextTask))
        return self
    }

    /// Adds a task run once the navigation succeeded.
    @discardableResult
    public final func adding<PT: PostRoutingTask>(_ postTask: PT) -> Self where PT.Context == C {
        tasks.postTasks.append(ErasedPostTask(postTask))
        return self
    }
}

/// A step of a finder and a factory (RouteComposer's `SingleStep`).
@MainActor
public final class SingleStep<F: Finder, FC: Factory>: ActionToStepIntegrator<F.ViewController, F.Context>
where F.ViewController == FC.ViewController, F.Context == FC.Context {
    /// A step that finds with `finder`, or builds with `factory`.
    public init(finder: F, factory: FC) {
        super.init(
            PetriRouting.PetriStepAssembly(
                erasedFinder: FinderStandIn.erased(finder), factory: FactoryStandIns.erased(factory)))
    }
}

/// A step of a finder and a container factory (RouteComposer's `SingleContainerStep`).
@MainActor
public class SingleContainerStep<F: Finder, FC: ContainerFactory>: ActionToStepIntegrator<F.ViewController, F.Context>
where F.ViewController == FC.ViewController, F.Context == FC.Context {
    /// A step that finds the container with `finder`, or builds it with `factory`.
    public init(finder: F, factory: FC) {
        super.init(
            PetriRouting.PetriStepAssembly(
                erasedFinder: FinderStandIn.erased(finder), factory: FactoryStandIns.erased(factory)))
    }
}

/// A new navigation controller (RouteComposer's `NavigationControllerStep`).
@MainActor
public final class NavigationControllerStep<VC: UINavigationController, C>: SingleContainerStep<
    NilFinder<VC, C>, NavigationControllerFactory<VC, C>
>
{
    /// The step.
    public init() {
        super.init(finder: NilFinder(), factory: NavigationControllerFactory())
    }
}

/// A new tab bar controller (RouteComposer's `TabBarControllerStep`).
@MainActor
public final class TabBarControllerStep<VC: UITabBarController, C>: SingleContainerStep<
    NilFinder<VC, C>, TabBarControllerFactory<VC, C>
>
{
    /// The step.
    public init() {
        super.init(finder: NilFinder(), factory: TabBarControllerFactory())
    }
}

/// A new split view controller (RouteComposer's `SplitControllerStep`).
@MainActor
public final class SplitControllerStep<VC: UISplitViewController, C>: SingleContainerStep<
    NilFinder<VC, C>, SplitControllerFactory<VC, C>
>
{
    /// The step.
    public init() {
        super.init(finder: NilFinder(), factory: SplitControllerFactory())
    }
}

extension ActionToStepIntegrator where VC == UINavigationController {
    /// A new navigation controller (`.from(.navigationController)`).
    public static var navigationController: ActionToStepIntegrator<UINavigationController, C> {
        NavigationControllerStep<UINavigationController, C>()
    }
}

extension ActionToStepIntegrator where VC == UITabBarController {
    /// A new tab bar controller (`.from(.tabBarController)`).
    public static var tabBarController: ActionToStepIntegrator<UITabBarController, C> {
        TabBarControllerStep<UITabBarController, C>()
    }
}

extension ActionToStepIntegrator where VC == UISplitViewController {
    /// A new split view controller (`.from(.splitViewController)`).
    public static var splitViewController: ActionToStepIntegrator<UISplitViewController, C> {
        SplitControllerStep<UISplitViewController, C>()
    }
}

extension SingleStep {
    /// This step, typed as ending at `NewVC` with `NewContext`, unchecked until it runs
    /// (RouteComposer's `unsafelyRewrapped()`).
    public final func unsafelyRewrapped<NewVC: UIViewController, NewContext>() -> ActionToStepIntegrator<
        NewVC, NewContext
    > {
        rewrapped()
    }

    /// This step, as the source of a container action: the action acts on the nearest container
    /// of type `NewVC` among this step's view controller and its parents.
    public final func expectingContainer<NewVC: ContainerViewController>() -> ActionToStepIntegrator<NewVC, F.Context> {
        rewrapped()
    }
}

extension SingleStep where FC.Context == Any? {
    /// This step, which needs no context, as the source of a container action in a chain with
    /// the context `NewContext`.
    public final func expectingContainer<NewVC: ContainerViewController, NewContext>() -> ActionToStepIntegrator<
        NewVC, NewContext
    > {
        rewrapped()
    }

    /// This step, which needs no context, in a chain with the context `NewContext`.
    public final func adaptingContext<NewContext>() -> ActionToStepIntegrator<F.ViewController, NewContext> {
        rewrapped()
    }
}

extension SingleContainerStep {
    /// This step, typed as ending at `NewVC` with `NewContext`, unchecked until it runs
    /// (RouteComposer's `unsafelyRewrapped()`).
    public final func unsafelyRewrapped<NewVC: UIViewController, NewContext>() -> ActionToStepIntegrator<
        NewVC, NewContext
    > {
        rewrapped()
    }

    /// This step, as the source of a container action: the action acts on the nearest container
    /// of type `NewVC` among this step's view controller and its parents.
    public final func expectingContainer<NewVC: ContainerViewController>() -> ActionToStepIntegrator<NewVC, F.Context> {
        rewrapped()
    }
}

extension SingleContainerStep where FC.Context == Any? {
    /// This step, which needs no context, as the source of a container action in a chain with
    /// the context `NewContext`.
    public final func expectingContainer<NewVC: ContainerViewController, NewContext>() -> ActionToStepIntegrator<
        NewVC, NewContext
    > {
        rewrapped()
    }

    /// This step, which needs no context, in a chain with the context `NewContext`.
    public final func adaptingContext<NewContext>() -> ActionToStepIntegrator<F.ViewController, NewContext> {
        rewrapped()
    }
}
