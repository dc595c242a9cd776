import PetriDish

/// How the shop reaches its screens: the app's router configuration, in RouteComposer's terms.
/// Each route starts from what already exists (a section's navigation stack, the current
/// screen) and builds the rest.
@MainActor
struct ShopRoutes {
    let session: PetriSession

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

    // MARK: Products

    var productList: DestinationStep<ProductListViewController, ProductListContext> {
        StepAssembly(
            finder: ClassWithContextFinder<ProductListViewController, ProductListContext>(),
            factory: ClosureFactory { ProductListViewController($0) })
            .using(NavigationControllerActions.push())
            .from(section(CatalogNavigationController.self))
            .assemble()
    }

    var product: DestinationStep<ProductViewController, ProductContext> {
        StepAssembly(
            finder: ClassWithContextFinder<ProductViewController, ProductContext>(),
            factory: ClosureFactory { ProductViewController($0) })
            .using(NavigationControllerActions.push())
            .from(section(CatalogNavigationController.self))
            .assemble()
    }

    // MARK: Cart

    var checkout: DestinationStep<CheckoutViewController, Void> {
        StepAssembly(finder: ClassFinder<CheckoutViewController, Void>(), factory: ClosureFactory { CheckoutViewController() })
            .adding(LoginInterceptor<Void>(session: session))
            .using(NavigationControllerActions.push())
            .from(section(CartNavigationController.self))
            .assemble()
    }

    // MARK: Account

    var login: DestinationStep<LoginViewController, Void> {
        StepAssembly(finder: ClassFinder<LoginViewController, Void>(), factory: ClosureFactory { LoginViewController() })
            .using(NavigationControllerActions.push())
            .from(NavigationControllerStep())
            .using(GeneralAction.presentModally(presentationStyle: .formSheet))
            .from(GeneralStep.current())
            .assemble()
    }
}
