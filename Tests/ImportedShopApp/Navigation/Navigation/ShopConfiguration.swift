import PetriHierarchy
import RouteComposer

/// Where every screen of the shop lives.
@MainActor
enum ShopConfiguration {
    static var tabs: DestinationStep<MainTabBarController, Any?> {
        StepAssembly(finder: ClassFinder<MainTabBarController, Any?>(), factory: StoryboardFactory(name: "Main"))
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
    }

    static var home: DestinationStep<HomeViewController, Any?> {
        StepAssembly(finder: ClassFinder<HomeViewController, Any?>(), factory: NilFactory())
            .from(tabs)
            .assemble()
    }

    static var product: DestinationStep<ProductViewController, ProductContext> {
        StepAssembly(finder: ClassWithContextFinder<ProductViewController, ProductContext>(), factory: ClassFactory())
            .adding(ContextSettingTask())
            .using(ShopNavigationController.push())
            .from(GeneralStep.custom(using: ClassFinder<ShopNavigationController, ProductContext>()))
            .assemble()
    }

    static var promotion: DestinationStep<PromotionViewController, Any?> {
        StepAssembly(finder: NilFinder(), factory: StoryboardFactory(name: "Main", identifier: "Promotion"))
            .using(GeneralAction.presentModally(presentationStyle: .formSheet))
            .from(GeneralStep.current())
            .assemble()
    }

    static func cart(service: CartService) -> DestinationStep<CartViewController, Cart> {
        StepAssembly(finder: ClassFinder<CartViewController, Cart>(), factory: InlineFactory { CartViewController(cart: $0, service: service) })
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current())
            .assemble()
    }
}
