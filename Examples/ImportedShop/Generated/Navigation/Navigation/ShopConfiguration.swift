import Foundation
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

    /// The tab bar built whole, its home tab included, whatever the route.
    static var mainTabs: DestinationStep<MainTabBarController, Any?> {
        let tabs = CompleteFactoryAssembly(factory: TabBarControllerFactory<MainTabBarController, Any?>())
            .with(CompleteFactoryAssembly(factory: NavigationControllerFactory<ShopNavigationController, Any?>())
                .with(ClassFactory<HomeViewController, Any?>())
                .assemble(), using: MainTabBarController.add())
            .assemble()
        return StepAssembly(finder: ClassFinder(), factory: tabs)
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
    }

    /// The wish list, a tab added to the app's tab bar, in a navigation controller of its own.
    static var wishlist: DestinationStep<WishlistViewController, Any?> {
        StepAssembly(finder: ClassFinder<WishlistViewController, Any?>(), factory: ClassFactory())
            .using(UINavigationController.push())
            .from(ChainAssembly.from(NavigationControllerStep<UINavigationController, Any?>())
                .using(UITabBarController.add())
                .from(GeneralStep.custom(using: ClassFinder<UITabBarController, Any?>()))
                .assemble())
            .assemble()
    }

    /// The settings: a split view presented over everything, the list as its primary column.
    static var settings: DestinationStep<SettingsViewController, Any?> {
        StepAssembly(finder: ClassFinder<SettingsViewController, Any?>(), factory: ClassFactory())
            .using(SettingsSplitViewController.setAsMaster())
            .from(SingleContainerStep(finder: ClassFinder<SettingsSplitViewController, Any?>(), factory: SplitControllerFactory<SettingsSplitViewController, Any?>()))
            .using(GeneralAction.presentModally(presentationStyle: .formSheet))
            .from(GeneralStep.current())
            .assemble()
    }

    /// A settings section beside the list, behind the app's inline checks.
    static var settingsSection: DestinationStep<SettingsDetailViewController, Any?> {
        StepAssembly(finder: NilFinder(), factory: InlineFactory { _ in SettingsDetailViewController(section: SettingsSection(id: "privacy", title: "Privacy")) })
            .adding(InlineInterceptor { (_: Any?) in })
            .adding(InlineContextTask { (_: SettingsDetailViewController, _: Any?) in })
            .adding(InlinePostTask { (_: SettingsDetailViewController, _: Any?, _: [UIViewController]) in })
            .using(UISplitViewController.pushToDetails())
            .assemble(from: settings.expectingContainer())
    }
}
