public import PetriHierarchy

/// What every app writes, as one call each: a screen step from an initializer, pushing onto a
/// found navigation stack, presenting, replacing the root, a split view's detail, and inline
/// interceptors, tasks and finders whose closure types come from the step.
///
/// ```swift
/// let product = StepAssembly.screen(ProductViewController.init)          // found by its context, or built
///     .intercepting { context, window in try session.requireLogin() }
///     .configuring { screen, context in screen.highlight(context.productID) }
///     .pushed(onto: GeneralStep.custom(using: ClassFinder<CatalogNavigationController, ProductContext>()))
/// let terms = StepAssembly.screen(TermsViewController.self) { TermsViewController() }
///     .presented(by: GeneralStep.current(), style: .pageSheet, inNavigationController: true)
/// ```
///
/// These words are called once per route, when a route is first assembled, so they are neither
/// inlined into an app's code nor specialised for its types (`@inline(never)`, and the
/// optimiser's `specialize.generic.never`): a catalog of 10,000 screens, each a type of its own
/// with a route, otherwise compiles a copy of each word per screen type in its release build.
extension PetriStepAssembly {
    /// A screen found when one showing an equal context is in the window, built by `make`
    /// otherwise (``ClassWithContextFinder`` and ``ClosureFactory``).
    @_disfavoredOverload
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public static func screen(_ make: @escaping @MainActor (Context) -> VC) -> PetriStepAssembly<VC, Context>
    where Context: Equatable {
        PetriStepAssembly(finder: PetriClassWithContextFinder<VC, Context>(), factory: ClosureFactory(build: make))
    }

    /// A screen that says whether it shows a context (``ContextChecking``): found when one says
    /// so, built by `make` otherwise.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public static func screen(_ make: @escaping @MainActor (Context) -> VC) -> PetriStepAssembly<VC, Context>
    where VC: PetriContextChecking, VC.CheckedContext == Context {
        PetriStepAssembly(finder: ContextCheckingFinder<VC>(), factory: ClosureFactory(build: make))
    }

    /// A screen found when `isTarget` holds for one in the window, built by `make` otherwise; the
    /// closure's types come from the step, so it may be several statements long.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public static func screen(
        _ make: @escaping @MainActor (Context) -> VC,
        where isTarget: @escaping @MainActor (_ shown: VC, _ wanted: Context) -> Bool
    ) -> PetriStepAssembly<VC, Context> {
        PetriStepAssembly(finder: ClosureFinder<VC, Context>(isTarget), factory: ClosureFactory(build: make))
    }

    /// A screen that needs no context: found when one of its class is in the window, built by
    /// `make` otherwise.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public static func screen(_ type: VC.Type, _ make: @escaping @MainActor () -> VC) -> PetriStepAssembly<VC, Context>
    {
        PetriStepAssembly(finder: PetriClassFinder<VC, Context>(), factory: ClosureFactory { _ in make() })
    }

    /// A screen that is only found, never built (a tab's root): the route fails when it is not
    /// in the window and no earlier step builds it.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public static func found(_ type: VC.Type) -> PetriStepAssembly<VC, Context> {
        PetriStepAssembly(finder: PetriClassFinder<VC, Context>(), factory: PetriNilFactory<VC, Context>())
    }

    /// A container of the app's own class — a navigation controller subclass, a custom pager —
    /// built by `make` and given the children the following steps put into it.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public static func container(_ type: VC.Type, _ make: @escaping @MainActor () -> VC) -> PetriStepAssembly<
        VC, Context
    >
    where VC: ContainerViewController {
        PetriStepAssembly(finder: PetriNilFinder<VC, Context>(), factory: ContainerClassFactory(make))
    }

    // MARK: Inline entities

    /// Adds an interceptor written inline: throwing refuses the navigation before anything
    /// changes.
    public func intercepting(_ body: @escaping @MainActor (_ context: Context, _ window: UIWindow) async throws -> Void)
        -> Self
    {
        adding(ClosureInterceptor(body))
    }

    /// Adds a context task written inline, applied to this step's view controller.
    public func configuring(_ body: @escaping @MainActor (_ viewController: VC, _ context: Context) throws -> Void)
        -> Self
    {
        adding(ClosureContextTask(body))
    }

    /// Adds a post-routing task written inline, run once the whole navigation succeeded.
    public func afterNavigation(
        _ body:
            @escaping @MainActor (
                _ viewController: VC, _ context: Context, _ routingStack: [PetriHierarchy.UIViewController]
            ) -> Void
    ) -> Self {
        adding(ClosurePostTask(body))
    }

    // MARK: Where the screen goes

    /// Pushed on the navigation stack that the route `below` ends in (or that contains it).
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public func pushed<Below>(onto below: PetriDestinationStep<Below, Context>) -> PetriDestinationStep<VC, Context> {
        using(PetriNavigationControllerActions.push()).from(below.expectingContainer(UINavigationController.self))
            .assemble()
    }

    /// Presented modally in `style` by the view controller the route `presenter` ends in; in a
    /// new navigation controller of its own when `inNavigationController`.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public func presented<Presenter>(
        by presenter: PetriDestinationStep<Presenter, Context>,
        style: ModalPresentationStyle = .automatic,
        inNavigationController: Bool = false
    ) -> PetriDestinationStep<VC, Context> {
        guard inNavigationController else {
            return using(PetriGeneralAction.presentModally(presentationStyle: style)).from(presenter).assemble()
        }
        return using(PetriNavigationControllerActions.push()).from(PetriNavigationControllerStep<Context>())
            .using(PetriGeneralAction.presentModally(presentationStyle: style)).from(presenter).assemble()
    }

    /// The window's new root.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public func replacingRoot() -> PetriDestinationStep<VC, Context> {
        using(PetriGeneralAction.replaceRoot()).from(PetriGeneralStep.root()).assemble()
    }

    /// The detail of a split view whose primary column is `primary`, in `split` (a
    /// ``SplitControllerStep`` or the app's own split class, built or found), presented by
    /// the route `presenter` in `style`.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public func shownAsDetail<Primary, Split: UISplitViewController, Presenter>(
        nextTo primary: PetriStepAssembly<Primary, Context>,
        in split: PetriStepAssembly<Split, Context>,
        presentedBy presenter: PetriDestinationStep<Presenter, Context>,
        style: ModalPresentationStyle = .fullScreen
    ) -> PetriDestinationStep<VC, Context> {
        using(SplitControllerActions.showDetail())
            .from(primary.expectingContainer(UISplitViewController.self))
            .using(SplitControllerActions.setAsPrimary())
            .from(split.findingAnExistingOne())
            .using(PetriGeneralAction.presentModally(presentationStyle: style))
            .from(presenter)
            .assemble()
    }
}

extension PetriDestinationStep where Context == Void {
    /// This route, as the start of a chain whose context it does not need (a section's root
    /// under a screen that has one).
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public func ignoringContext<NewContext>() -> PetriDestinationStep<VC, NewContext> {
        adaptingContext { (_: NewContext) in () }
    }
}

/// Where a chain's last container goes, as for a single step (``StepAssembly``): the same words
/// finish a chain that embeds the screen in containers first.
extension PetriChainAssembly {
    /// The chain pushed on the navigation stack that the route `below` ends in.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public func pushed<Below>(onto below: PetriDestinationStep<Below, Context>) -> PetriDestinationStep<VC, Context> {
        using(PetriNavigationControllerActions.push()).from(below.expectingContainer(UINavigationController.self))
            .assemble()
    }

    /// The chain presented modally in `style` by the view controller the route `presenter` ends in.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public func presented<Presenter>(
        by presenter: PetriDestinationStep<Presenter, Context>, style: ModalPresentationStyle = .automatic
    ) -> PetriDestinationStep<VC, Context> {
        using(PetriGeneralAction.presentModally(presentationStyle: style)).from(presenter).assemble()
    }

    /// The chain as the window's new root.
    @_semantics("optimize.sil.specialize.generic.never") @inline(never)
    public func replacingRoot() -> PetriDestinationStep<VC, Context> {
        using(PetriGeneralAction.replaceRoot()).from(PetriGeneralStep.root()).assemble()
    }
}

extension PetriStepAssembly {
    /// This step, finding a view controller of its class already in the window when its own
    /// finder never finds (a container the app builds): a detail goes into the split view already
    /// on screen, as UIKit's `showDetailViewController` does, rather than into a new one.
    func findingAnExistingOne() -> PetriStepAssembly {
        var copy = self
        let head = copy.nodes.count - 1
        guard case let .screen(finder, factory) = copy.nodes[head].kind, finder.isNil else { return self }
        copy.nodes[head].kind = .screen(finder: ErasedFinder(PetriClassFinder<VC, Context>()), factory: factory)
        return copy
    }
}
