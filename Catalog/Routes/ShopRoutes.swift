import PetriDish

/// How the shop reaches its screens: the app's router configuration, in RouteComposer's terms.
/// Each route starts from what already exists (a section's navigation stack, the current
/// screen) and builds the rest. The routes of each feature are in their own file.
@MainActor
struct ShopRoutes {
    /// The session the login interceptor reads.
    let session: PetriSession
    /// Where the analytics post-routing tasks record what was seen.
    let analytics: AnalyticsRecorder

    // MARK: Sections

    /// A section's navigation stack, found in either variant; the router reveals it (selects
    /// the tab, or shows the section in the side menu).
    func section<Navigation: NavigationController, Context>(_ type: Navigation.Type) -> DestinationStep<Navigation, Context> {
        GeneralStep.custom(using: ClassFinder<Navigation, Context>())
    }

    /// A section's root screen, found (never built): `open shop.cart` reveals the Cart section.
    func sectionRoot<Screen: ViewController>(_ type: Screen.Type) -> DestinationStep<Screen, Void> {
        StepAssembly(finder: ClassFinder<Screen, Void>(), factory: NilFactory<Screen, Void>()).assemble()
    }

    // MARK: Building blocks

    /// A screen found when one with an equal context is already in the window, built otherwise.
    func screen<Screen: ViewController, Context: Equatable>(
        _ make: @escaping @MainActor (Context) -> Screen
    ) -> StepAssembly<Screen, Context> {
        StepAssembly(finder: ClassWithContextFinder<Screen, Context>(), factory: ClosureFactory(build: make))
    }

    /// A screen without context: found when one is already in the window, built otherwise.
    func screen<Screen: ViewController, Context>(
        _ type: Screen.Type, _ make: @escaping @MainActor () -> Screen
    ) -> StepAssembly<Screen, Context> {
        StepAssembly(finder: ClassFinder<Screen, Context>(), factory: ClosureFactory { _ in make() })
    }

    /// `screen` pushed on the navigation stack the route `below` ends in.
    func push<Screen, Below, Context>(
        _ screen: StepAssembly<Screen, Context>, onto below: DestinationStep<Below, Context>
    ) -> DestinationStep<Screen, Context> {
        screen.using(NavigationControllerActions.push())
            .from(below.expectingContainer(NavigationController.self))
            .assemble()
    }

    /// `screen` as the root of a new navigation controller, presented modally in `style` by the
    /// view controller the route `presenter` ends in.
    func present<Screen, Presenter, Context>(
        _ screen: StepAssembly<Screen, Context>,
        style: ModalPresentationStyle,
        by presenter: DestinationStep<Presenter, Context>
    ) -> DestinationStep<Screen, Context> {
        screen.using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally(presentationStyle: style))
            .from(presenter)
            .assemble()
    }

    /// The interceptor of screens that need a logged-in user.
    func loginRequired<Context>() -> LoginInterceptor<Context> {
        LoginInterceptor(session: session, loginScreen: login)
    }

    /// The post-routing task that records `event` when a screen is shown.
    func tracking<Screen: ViewController, Context: CustomStringConvertible>(
        _ event: String, for screen: Screen.Type
    ) -> TrackScreenView<Screen, Context> {
        TrackScreenView(analytics: analytics, event: event)
    }
}

extension DestinationStep where Context == Void {
    /// This route, as the start of a chain whose context it does not need (a section's root
    /// under a screen that has a context).
    func ignoringContext<NewContext>() -> DestinationStep<VC, NewContext> {
        adaptingContext { (_: NewContext) in () }
    }
}
