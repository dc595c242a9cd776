import PetriDish
import RouteComposer
import Testing
@testable import ImportedShopApp

/// Issue 21, items 1 and 3: what `petri import` wrote for the app in `Examples/ImportedShop/App`
/// (its view controllers' stand-ins, its context types, its storyboard, its RouteComposer
/// configuration copied with petri's imports, and the starter catalog) compiles and composes.
@MainActor
@Suite("An imported app")
struct ImportedShopAppTests {
    /// The starter catalog, launched as the app's scene delegate launches: the storyboard's
    /// initial view controller as the root.
    private func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Imported shop")
        try ImportedCatalog.register(in: catalog)
        catalog.addVariant(
            Variant("app", summary: "the storyboard's initial view controller") { window in
                window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            })
        return catalog
    }

    @Test("the starter catalog registers every destination, and check composes each from the app's launch")
    func checkPasses() async throws {
        let catalog = try catalog()
        #expect(
            catalog.sortedEntries.map(\.id) == [
                "shop.home", "shop.main-tabs", "shop.product", "shop.promotion", "shop.settings",
                "shop.settings-section", "shop.tabs", "shop.wishlist",
            ])
        let report = await CatalogCheck(catalog: catalog).run()
        let failed = report.cases.filter { !$0.passed }
        #expect(failed.isEmpty, "\(failed)")
    }

    @Test("the storyboard's initial scene is built with its relationship children, as UIKit builds it")
    func storyboardScenes() async throws {
        let dish = try Dish(catalog: try catalog())
        _ = try await dish.open("shop.product", values: ["productID": .int(4), "source": .string("catalog")])
        let tree = HierarchySnapshot(dish.window).renderTree()
        #expect(tree.contains("MainTabBarController"), "\(tree)")
        #expect(tree.contains("ShopNavigationController"), "\(tree)")
        #expect(tree.contains("HomeViewController \"Home\""), "\(tree)")
        #expect(tree.contains("ProductViewController \"Product\""), "\(tree)")
    }

    @Test("a storyboard identifier the app misspells raises UIKit's exception, recorded with the call")
    func misspelledIdentifier() throws {
        Storyboards.register()
        _ = UIKitExceptions.takePending()
        _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Hom")
        let raised = UIKitExceptions.takePending()
        #expect(raised.count == 1)
        #expect(
            raised.first?.reason.contains(#"no view controller with the identifier "Hom" — did you mean "Home"?"#)
                == true, "\(raised)")
    }

    @Test("a stand-in keeps the app's initialiser, storing its context value")
    func initialisers() {
        let cart = Cart(items: [CartItem(sku: "A1", quantity: 2)], couponCode: nil)
        final class Service: CartService {
            func load() async throws -> Cart { Cart(items: [], couponCode: nil) }
        }
        let screen = CartViewController(cart: cart, service: Service())
        #expect(screen.title == "Cart")
        #expect(screen.context as? Cart == cart)
    }

    @Test("the app's coordinator file, copied as written, runs its UIKit calls in the dish")
    func coordinator() throws {
        Storyboards.register()
        let window = UIWindow()
        window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        let coordinator = SettingsCoordinator(presenter: try #require(window.rootViewController))
        coordinator.start()
        coordinator.show(SettingsSection(id: "privacy", title: "Privacy"))
        let split = try #require(window.rootViewController?.presentedViewController as? SettingsSplitViewController)
        #expect(split.modalPresentationStyle == .formSheet)
        #expect(split.viewControllers.count == 2)
        // The stand-in's initialiser keeps the section as its context; its title is the class's.
        let detail = try #require(split.viewControllers.last as? SettingsDetailViewController)
        #expect(detail.context as? SettingsSection == SettingsSection(id: "privacy", title: "Privacy"))
        #expect(detail.title == "Settings Detail")
        coordinator.finish()
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    @Test("the app's router, RouteComposer's DefaultRouter with its interceptors and tasks, navigates in the dish")
    func appRouter() async throws {
        Storyboards.register()
        let window = UIWindow()
        window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
        AppRouter.shown = []
        AppRouter.navigations = 0
        var router = DefaultRouter()
        AppRouter.addAnalytics(to: &router)
        try await router.navigate(to: ShopConfiguration.wishlist, with: nil, animated: false)
        try await AppRouter.make().navigate(to: ShopConfiguration.settings, with: nil, animated: false)
        #expect(AppRouter.navigations == 1)
        #expect(AppRouter.shown.contains("SettingsViewController"), "\(AppRouter.shown)")
        let tabs = try #require(window.rootViewController as? MainTabBarController)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.presentedViewController is SettingsSplitViewController)
    }
}
