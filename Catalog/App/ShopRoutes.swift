import PetriDish

/// How the shop reaches its screens: the app's router configuration, in RouteComposer's terms.
/// Each route starts from what already exists (a section's navigation stack, the current
/// screen) and builds the rest. The routes of each feature are in their own file.
@MainActor
struct ShopRoutes {
    /// Where the analytics post-routing tasks record what was seen.
    let analytics: AnalyticsRecorder

    // MARK: Sections

    /// A section's navigation stack, found in either variant; the router reveals it (selects
    /// the tab, or shows the section in the side menu).
    func section<Navigation: UINavigationController, Context>(_ type: Navigation.Type) -> PetriDestinationStep<
        Navigation, Context
    > {
        PetriGeneralStep.custom(using: PetriClassFinder<Navigation, Context>())
    }

    /// A section's root screen, found (never built): `open shop.cart` reveals the Cart section.
    func sectionRoot<Screen: UIViewController>(_ type: Screen.Type) -> PetriDestinationStep<Screen, Void> {
        PetriStepAssembly.found(type).assemble()
    }

    /// The interceptor of screens that need a logged-in user.
    func loginRequired<Context>() -> LoginInterceptor<Context> {
        LoginInterceptor(loginScreen: login)
    }

    /// The post-routing task that records `event` when a screen is shown.
    func tracking<Screen: UIViewController, Context>(
        _ event: String, for screen: Screen.Type
    ) -> TrackScreenView<Screen, Context> {
        TrackScreenView(analytics: analytics, event: event)
    }
}
