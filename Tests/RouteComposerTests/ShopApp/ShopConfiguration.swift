import RouteComposer

// The shop's navigation, in RouteComposer's words: this file compiles in an app against
// RouteComposer and here against petri, unchanged.

@MainActor
enum ShopConfiguration {
    /// The tab bar as the window's root, with the home tab.
    static var home: DestinationStep<HomeViewController, Any?> {
        StepAssembly(
            finder: ClassFinder<HomeViewController, Any?>(options: .fullStack),
            factory: ClassFactory<HomeViewController, Any?>()
        )
        .using(UINavigationController.push())
        .from(NavigationControllerStep<UINavigationController, Any?>())
        .using(MainTabBarController.add())
        .from(
            SingleContainerStep(
                finder: ClassFinder<MainTabBarController, Any?>(),
                factory: TabBarControllerFactory<MainTabBarController, Any?>())
        )
        .using(GeneralAction.replaceRoot())
        .from(GeneralStep.root())
        .assemble()
    }

    /// The categories, a second tab of the same tab bar.
    static var categories: DestinationStep<CategoriesViewController, Any?> {
        StepAssembler<CategoriesViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.push)
            .from(.navigationController)
            .using(MainTabBarController.add())
            .assemble(from: home.expectingContainer())
    }

    /// A product, pushed in the current navigation controller when there is one, found by its
    /// id when it is already shown.
    static var product: DestinationStep<ProductViewController, ProductContext> {
        StepAssembly(finder: ClassWithContextFinder<ProductViewController, ProductContext>(), factory: ClassFactory())
            .adding(ContextSettingTask())
            .adding(ProductAnalyticsTask())
            .using(UINavigationController.push())
            .from(GeneralStep.custom(using: ClassFinder<UINavigationController, ProductContext>()))
            .assemble()
    }

    /// A product presented modally in its own navigation controller, over whatever is shown.
    static var productModal: DestinationStep<ProductViewController, ProductContext> {
        StepAssembly(finder: ClassWithContextFinder<ProductViewController, ProductContext>(), factory: ClassFactory())
            .adding(ContextSettingTask())
            .using(.push)
            .from(
                ChainAssembly.from(NavigationControllerStep<UINavigationController, ProductContext>())
                    .using(GeneralAction.presentModally(presentationStyle: .formSheet))
                    .from(.current)
                    .assemble()
            )
            .assemble()
    }

    /// The cart, behind the login.
    static var cart: DestinationStep<CartViewController, Any?> {
        StepAssembly(finder: CartFinder(), factory: ClassFactory())
            .adding(LoginInterceptor<Any?>())
            .adding(
                InlinePostTask { (_: CartViewController, _: Any?, stack: [UIViewController]) in
                    ShopConfiguration.cartStacks.append(stack.map { $0.title ?? "" })
                }
            )
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }

    /// What the cart's post task saw.
    static var cartStacks: [[String]] = []

    /// The login screen, presented over everything.
    static var login: DestinationStep<LoginViewController, Any?> {
        StepAssembly(finder: ClassFinder(), factory: ClassFactory())
            .using(GeneralAction.presentModally(presentationStyle: .formSheet))
            .from(GeneralStep.current())
            .assemble()
    }

    /// A promotion from the storyboard "Promo", refused by an inline interceptor on Sundays.
    static func promo(isSunday: Bool) -> DestinationStep<PromoViewController, Any?> {
        StepAssembly(finder: NilFinder(), factory: StoryboardFactory(name: "Promo", identifier: "PromoViewController"))
            .adding(
                InlineInterceptor { (_: Any?) in
                    if isSunday { throw RoutingError.generic(.init("no promotions on Sundays")) }
                }
            )
            .using(.present)
            .from(.current)
            .assemble()
    }
}

extension ShopConfiguration {
    /// The tab bar built whole, with both tabs, however the route reaches it.
    static var mainTabs: DestinationStep<MainTabBarController, Any?> {
        let tabs = CompleteFactoryAssembly(factory: TabBarControllerFactory<MainTabBarController, Any?>())
            .with(
                CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                    .with(ClassFactory<HomeViewController, Any?>())
                    .assemble()
            )
            .with(
                CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                    .with(ClassFactory<CategoriesViewController, Any?>())
                    .assemble()
            )
            .assemble()
        return StepAssembly(finder: ClassFinder(), factory: tabs)
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
    }

    /// A product from a link opens modally; otherwise it is pushed where the user is.
    static var productAnywhere: DestinationStep<ProductViewController, ProductContext> {
        SwitchAssembly<ProductViewController, ProductContext>()
            .addCase(from: ClassWithContextFinder<ProductViewController, ProductContext>())
            .addCase(when: { $0.fromLink }, from: productModal)
            .assemble(default: product)
    }
}
