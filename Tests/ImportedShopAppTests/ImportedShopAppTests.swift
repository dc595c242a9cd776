import PetriDish
import RouteComposer
import Testing
@testable import ImportedShopApp

/// Issue 21, items 1 and 3: what `petri import` wrote for the app in `Import/Fixtures/ShopApp`
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
        catalog.addVariant(Variant("app", summary: "the storyboard's initial view controller") { window in
            window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        })
        return catalog
    }

    @Test("the starter catalog registers every destination, and check composes each from the app's launch")
    func checkPasses() async throws {
        let catalog = try catalog()
        #expect(catalog.sortedEntries.map(\.id) == ["shop.home", "shop.product", "shop.promotion", "shop.tabs"])
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
        #expect(raised.first?.reason.contains(#"no view controller with the identifier "Hom" — did you mean "Home"?"#) == true, "\(raised)")
    }

    @Test("a stand-in keeps the app's initialiser, storing its context value")
    func initialisers() {
        let cart = Cart(items: [CartItem(sku: "A1", quantity: 2)], couponCode: nil)
        final class Service: CartService {}
        let screen = CartViewController(cart: cart, service: Service())
        #expect(screen.title == "Cart")
        #expect(screen.context as? Cart == cart)
    }
}
