import PetriDish
import Testing

extension RouteComposerAppTests {
    /// Issue 21, item 2: the routes a RouteComposer configuration assembles are a catalog's
    /// routes: registered as they are (`Any?` for a screen without a context), checked,
    /// planned with RouteComposer's entity names, opened by a deep link.
    @MainActor
    @Suite("A RouteComposer configuration in a catalog")
    struct ShopCatalogTests {
        /// The shop's entries, launched as the app launches: a tab bar with the home tab, set up
        /// in UIKit's words as the app's scene delegate does.
        private func catalog(launchingTabs: Bool = true) throws -> ScreenCatalog {
            let catalog = ScreenCatalog(name: "RouteComposer shop")
            catalog.addVariant(
                Variant("app", summary: "the tab bar with the home tab") { window in
                    let tabs = MainTabBarController(nibName: nil, bundle: nil)
                    guard launchingTabs else {
                        window.rootViewController = UIViewController(title: "Launch")
                        return
                    }
                    tabs.viewControllers = [
                        UINavigationController(rootViewController: HomeViewController(nibName: nil, bundle: nil))
                    ]
                    window.rootViewController = tabs
                })
            try catalog.register("shop.tabs", title: "Tabs", group: "Shop", route: ShopConfiguration.mainTabs)
            try catalog.register(
                "shop.categories", title: "Categories", group: "Shop", route: ShopConfiguration.categories)
            try catalog.register(
                "shop.product", title: "Product", group: "Shop", route: ShopConfiguration.productAnywhere,
                examples: [
                    ScreenExample("pushed", ["productID": "7"]),
                    ScreenExample("from a link", ["productID": "8", "fromLink": "true"]),
                ],
                deepLinks: ["shop://product/{productID}"])
            return catalog
        }

        @Test("check composes every entry and example of the configuration, and passes")
        func checkPasses() async throws {
            let report = await CatalogCheck(catalog: try catalog()).run()
            let failed = report.cases.filter { !$0.passed }
            #expect(failed.isEmpty, "\(failed)")
            #expect(report.cases.count == 4)
        }

        @Test(
            "check finds the configuration's own mistake: a tab added to a tab bar built in the same navigation is not selected, as on a device"
        )
        func checkFindsTheMistake() async throws {
            let report = await CatalogCheck(catalog: try catalog(launchingTabs: false)).run()
            let categories = try #require(report.cases.first { $0.entry == "shop.categories" })
            guard case .failed(let reason, _) = categories.outcome else {
                Issue.record("shop.categories should fail from the launch screen: \(categories)")
                return
            }
            #expect(
                reason
                    == "CategoriesViewController is not on screen: MainTabBarController shows UINavigationController; a device would show the same"
            )
        }

        @Test("the plan names the configuration's entities as it spells them")
        func planNames() async throws {
            let dish = try Dish(catalog: try catalog())
            let plan = try dish.plan("shop.categories", values: ContextValues())
            #expect(plan.description.contains("StepAssembler") == false)
            #expect(plan.description.contains("ClassFinder<CategoriesViewController, Any?>"), "\(plan)")
            #expect(plan.description.contains("PushAction<UINavigationController>"), "\(plan)")
        }

        @Test("a deep link opens the product through the configuration's switch")
        func deepLink() async throws {
            let catalog = try catalog()
            let dish = try Dish(catalog: catalog)
            let link = try catalog.resolve(deepLink: "shop://product/42")
            _ = try await dish.go(link.entry, values: link.values)
            #expect(
                HierarchySnapshot(dish.window).renderTree().contains("ProductViewController \"Product 42\""),
                "\(HierarchySnapshot(dish.window).renderTree())")
        }
    }
}
