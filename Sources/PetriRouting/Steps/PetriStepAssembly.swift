public import PetriHierarchy
import PetriSupport

/// Declares a step: how to find its view controller, how to build it, the interceptors and tasks
/// that go with it; then, with ``using(_:)-7w6a3`` and `from(_:)`, how it joins the step before
/// it (RouteComposer's `PetriStepAssembly`).
///
/// ```swift
/// let product = StepAssembly(
///         finder: ClassWithContextFinder<ProductViewController, Int>(),
///         factory: ClosureFactory { ProductViewController(productID: $0) })
///     .adding(LoginInterceptor<Int>(session: session))   // an interceptor of the app's
///     .using(NavigationControllerActions.push())
///     .from(NavigationControllerStep())
///     .using(GeneralAction.presentModally())
///     .from(GeneralStep.current())
///     .assemble()
/// ```
@MainActor
public struct PetriStepAssembly<VC: UIViewController, Context> {
    var nodes: [StepNode]

    init(nodes: [StepNode]) {
        self.nodes = nodes
    }

    /// A step that finds its view controller with `finder` or builds it with `factory`.
    public init<F: PetriFinder, B: PetriFactory>(finder: F, factory: B)
    where F.ViewController == VC, F.Context == Context, B.ViewController == VC, B.Context == Context {
        let erased: ErasedFactory? = factory is any PetriNilEntity ? nil : ErasedFactory(factory)
        nodes = [StepNode(kind: .screen(finder: ErasedFinder(finder), factory: erased), typeName: TypeName.of(VC.self))]
    }

    /// A step that finds its view controller with `finder` or builds it with `build`, whose
    /// types come from the finder: a multi-statement closure needs no annotation (RouteComposer's
    /// `StepAssembler` infers an inline factory the same way).
    ///
    /// ```swift
    /// StepAssembly(finder: ClassWithContextFinder<ProductViewController, Int>()) { productID in
    ///     let screen = ProductViewController(productID: productID)
    ///     screen.title = "Product \(productID)"
    ///     return screen
    /// }
    /// ```
    public init<F: PetriFinder>(finder: F, build: @escaping @MainActor (Context) throws -> VC)
    where F.ViewController == VC, F.Context == Context {
        self.init(finder: finder, factory: ClosureFactory(build: build))
    }

    /// A step that finds its container with `finder` or builds it with `factory`, holding the
    /// view controllers of the following steps whose actions embed into it.
    public init<F: PetriFinder, B: PetriContainerFactory>(finder: F, factory: B)
    where F.ViewController == VC, F.Context == Context, B.ViewController == VC, B.Context == Context {
        nodes = [
            StepNode(
                kind: .screen(finder: ErasedFinder(finder), factory: ErasedFactory(container: factory)),
                typeName: TypeName.of(VC.self))
        ]
    }

    /// A step that only finds, written as RouteComposer's users write it:
    /// `PetriStepAssembly(finder: PetriClassFinder<SquareViewController, Void>(), factory: PetriNilFactory())`.
    /// When `finder` finds nothing and an earlier step builds (a tab bar built with its tabs),
    /// the router looks again in what was built when it reaches this step, and brings what it
    /// finds into view; otherwise the route fails.
    public init<F: PetriFinder>(finder: F, factory: PetriNilFactory<VC, Context>)
    where F.ViewController == VC, F.Context == Context {
        self.init(finder: finder)
    }

    /// A step that only finds: when `finder` finds nothing and no earlier step builds, the route
    /// fails (see ``init(finder:factory:)-(_,NilFactory<VC,Context>)``).
    public init<F: PetriFinder>(finder: F) where F.ViewController == VC, F.Context == Context {
        nodes = [StepNode(kind: .screen(finder: ErasedFinder(finder), factory: nil), typeName: TypeName.of(VC.self))]
    }

    fileprivate func updatingHead(_ change: (inout StepNode) -> Void) -> Self {
        var copy = self
        change(&copy.nodes[copy.nodes.count - 1])
        return copy
    }

    /// Adds an interceptor that must allow the navigation before anything changes.
    public func adding<I: PetriRoutingInterceptor>(_ interceptor: I) -> Self where I.Context == Context {
        updatingHead { $0.interceptors.append(ErasedInterceptor(interceptor)) }
    }

    /// Adds a task applied to this step's view controller, built or found. A task for another
    /// view-controller or context type does not compile, as in RouteComposer.
    public func adding<T: PetriContextTask>(_ task: T) -> Self where T.ViewController == VC, T.Context == Context {
        updatingHead { $0.contextTasks.append(ErasedContextTask(task)) }
    }

    /// Adds a task run for this step's view controller after the navigation succeeded. A task for
    /// another view-controller or context type does not compile.
    public func adding<T: PetriPostRoutingTask>(_ task: T) -> Self where T.ViewController == VC, T.Context == Context {
        updatingHead { $0.postTasks.append(ErasedPostTask(task)) }
    }

    /// Adds a task written for a superclass of this step's view controller (`UIViewController`
    /// itself, for a task every screen gets). Swift cannot state "a superclass of `VC`", so the
    /// view-controller type is checked when the route runs: a task for an unrelated class fails
    /// the navigation before anything changes, naming both types.
    public func adding<T: PetriContextTask>(inherited task: T) -> Self where T.Context == Context {
        updatingHead { $0.contextTasks.append(ErasedContextTask(task)) }
    }

    /// Adds a post-routing task written for a superclass of this step's view controller; see
    /// `adding(inherited:)` for context tasks.
    public func adding<T: PetriPostRoutingTask>(inherited task: T) -> Self where T.Context == Context {
        updatingHead { $0.postTasks.append(ErasedPostTask(task)) }
    }

    // MARK: Mistakes, refused with a message that names the fix

    /// Refused: the interceptor is for another context type. The overload exists so the compiler
    /// says what is wrong and how to fix it, instead of "no exact matches in call".
    @available(
        *, unavailable,
        message:
            "this interceptor is for another context: a step's interceptor must take the step's Context; adapt it with .adaptingContext { … } or write it for the step's context"
    )
    public func adding<I: PetriRoutingInterceptor>(_ interceptor: I) -> Self {
        fatalError("unavailable")
    }

    /// Refused: the context task is for another view-controller or context type.
    @available(
        *, unavailable,
        message:
            "this context task is for another view controller or context: a step's task must take the step's ViewController and Context; for a task written for a superclass of the step's view controller (UIViewController for every screen), use .adding(inherited:)"
    )
    public func adding<T: PetriContextTask>(_ task: T) -> Self {
        fatalError("unavailable")
    }

    /// Refused: the post-routing task is for another view-controller or context type.
    @available(
        *, unavailable,
        message:
            "this post-routing task is for another view controller or context: a step's post task must take the step's ViewController and Context; for a task written for a superclass of the step's view controller (UIViewController for every screen), use .adding(inherited:)"
    )
    public func adding<T: PetriPostRoutingTask>(_ task: T) -> Self {
        fatalError("unavailable")
    }

    /// This step, for a chain whose context is of another type.
    public func adaptingContext<NewContext>(
        _ transform: @escaping @MainActor (NewContext) throws -> Context
    ) -> PetriStepAssembly<VC, NewContext> {
        PetriStepAssembly<VC, NewContext>(nodes: nodes.adapted(from: NewContext.self, by: transform))
    }

    /// This step alone as a route: the destination must already exist (its finder finds it) or
    /// the navigation fails, since there is nothing before it to start from.
    public func assemble() -> PetriDestinationStep<VC, Context> {
        PetriDestinationStep(nodes: nodes)
    }

    /// Joins this step to the one before it with `action` (present, replace the root, …).
    public func using<A: PetriAction>(_ action: A) -> PetriActionConnectingAssembly<VC, Context> {
        PetriActionConnectingAssembly(nodes: updatingHead { $0.action = ErasedAction(action) }.nodes)
    }

    /// Joins this step to the container before it with `action` (push, add a tab, …). The step
    /// before must be a container.
    public func using<A: PetriContainerAction>(_ action: A) -> ContainerActionConnectingAssembly<VC, Context> {
        ContainerActionConnectingAssembly(nodes: updatingHead { $0.action = ErasedAction(container: action) }.nodes)
    }
}

/// Marks entities that stand for "nothing" (``NilFactory``, ``NilFinder``), which the router
/// treats as absent, as RouteComposer's `PetriNilEntity` does.
public protocol PetriNilEntity {}

// Entry points for entities that stand for others (RouteComposer's, behind petri's protocols):
// the router names them, and treats them, as the entities they stand for.
extension PetriStepAssembly {
    /// A step from a wrapped finder and factory (`nil`: nothing is built).
    package init(erasedFinder finder: ErasedFinder, factory: ErasedFactory?) {
        nodes = [StepNode(kind: .screen(finder: finder, factory: factory), typeName: TypeName.of(VC.self))]
    }

    /// Adds a wrapped interceptor.
    package func adding(erased interceptor: ErasedInterceptor) -> Self {
        updatingHead { $0.interceptors.append(interceptor) }
    }

    /// Adds a wrapped context task.
    package func adding(erased task: ErasedContextTask) -> Self {
        updatingHead { $0.contextTasks.append(task) }
    }

    /// Adds a wrapped post-routing task.
    package func adding(erased task: ErasedPostTask) -> Self {
        updatingHead { $0.postTasks.append(task) }
    }

    /// The same step, typed as ending at `NewVC` with `NewContext`, unchecked until it runs.
    package func rewrapped<NewVC: UIViewController, NewContext>() -> PetriStepAssembly<NewVC, NewContext> {
        PetriStepAssembly<NewVC, NewContext>(nodes: nodes)
    }

    /// Connects the step with a wrapped action.
    package func using(erased action: ErasedAction) -> PetriActionConnectingAssembly<VC, Context> {
        PetriActionConnectingAssembly(nodes: updatingHead { $0.action = action }.nodes)
    }

    /// Connects the step with a wrapped container action.
    package func using(erasedContainer action: ErasedAction) -> ContainerActionConnectingAssembly<VC, Context> {
        ContainerActionConnectingAssembly(nodes: updatingHead { $0.action = action }.nodes)
    }
}
