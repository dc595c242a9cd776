import PetriDish

/// The SwiftUI storefront, written the RouteComposer way: its `NavigationStack(path:)` is
/// presented full screen over the app; a product page is appended to the path (built on the home
/// route when the stack is new); the profile is the stack's one sheet.
extension ShopRoutes {
    /// The storefront's stack: found when it is up, otherwise built on the home route and
    /// presented full screen.
    func storefront<Context>() -> PetriDestinationStep<PathNavigationStack<AppRoute>, Context> {
        PetriStepAssembly(
            finder: PetriClassFinder<PathNavigationStack<AppRoute>, Context>(),
            factory: PathNavigationStackFactory<AppRoute, Context>(
                title: "Storefront", root: { _ in HostingController(.home) }, destination: HostingController.init)
        )
        .using(PetriGeneralAction.presentModally(presentationStyle: .fullScreen))
        .from(PetriGeneralStep.root())
        .assemble()
    }

    /// A product page of the storefront: found when its route is on the path, appended otherwise.
    var storefrontProduct: PetriDestinationStep<HostingController, SwiftUIProductContext> {
        PetriStepAssembly(
            finder: RouteFinder { .productDetail(id: $0.productID) },
            factory: ClosureFactory { HostingController(.productDetail(id: $0.productID)) }
        )
        .using(PathNavigationStackActions.navigate(AppRoute.self))
        .from(storefront())
        .assemble()
    }

    /// A user's profile, the storefront's sheet.
    var storefrontProfile: PetriDestinationStep<HostingController, SwiftUIProfileContext> {
        PetriStepAssembly(
            finder: RouteFinder { .profile(userID: $0.userID) },
            factory: ClosureFactory { HostingController(.profile(userID: $0.userID)) }
        )
        .using(PathNavigationStackActions.presentSheet(AppRoute.self))
        .from(storefront())
        .assemble()
    }
}

/// Finds the SwiftUI screen showing the navigation's route.
struct RouteFinder<Context>: PetriStackIteratingFinder {
    typealias ViewController = HostingController
    let options: PetriSearchOptions = .fullStack
    let route: @MainActor (Context) -> AppRoute

    func isTarget(_ viewController: HostingController, with context: Context) -> Bool {
        viewController.route == route(context)
    }
}
