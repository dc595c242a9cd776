import PetriDish
import Testing
@testable import ShopCatalog

/// The switch assembly of `shop.product.shared`: a product opened from a link or a notification
/// is presented in a new navigation controller over the current screen; from the catalog it is
/// pushed in the Catalog section.
@MainActor
@Suite("Product placed by its source")
struct SharedProductTests {
    @Test(
        "From a link or a notification, the product is presented in a new navigation controller",
        arguments: ["deeplink", "notification"])
    func presented(source: String) async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.product.shared", "productID=42", "source=\(source)")
        let sheet = try #require(dish.window.modalChain.first as? UINavigationController)
        #expect(type(of: sheet) == UINavigationController.self)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        #expect(sheet.viewControllers.map(\.debugName) == ["ProductViewController(productID: 42)"])
        let catalog = try #require(
            dish.window.allViewControllers.first { $0 is CatalogNavigationController } as? UINavigationController)
        #expect(catalog.viewControllers.map(\.typeName) == ["CategoriesViewController"])
        let tabBar = try #require(dish.window.rootViewController as? UITabBarController)
        #expect(tabBar.selectedIndex == 0)
    }

    @Test("From the catalog, the product is pushed in the Catalog section")
    func pushed() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.product.shared", "productID=42", "source=catalog")
        #expect(dish.window.modalChain.isEmpty)
        #expect(
            Shop.visible(dish) == [
                "ShopTabBarController", "CatalogNavigationController", "ProductViewController(productID: 42)",
            ])
    }

    @Test("A link is presented by whatever is on screen, keeping the user's place underneath")
    func presentedOverCurrent() async throws {
        let dish = try await Shop.open(try Shop.dish(), "account.wishlist")
        let wishlist = try #require(dish.window.modalChain.first)
        try await Shop.go(dish, "shop.product.shared", "productID=7")
        #expect(dish.window.modalChain.count == 2)
        #expect(dish.window.modalChain.first === wishlist)
        #expect(Shop.visible(dish) == ["UINavigationController", "ProductViewController(productID: 7)"])
    }

    @Test("From the catalog, what is presented is dismissed and the product pushed")
    func pushedDismissesSheets() async throws {
        let dish = try await Shop.open(try Shop.dish(), "account.wishlist")
        try await Shop.go(dish, "shop.product.shared", "productID=7", "source=catalog")
        #expect(dish.window.modalChain.isEmpty)
        #expect(Shop.visible(dish).last == "ProductViewController(productID: 7)")
    }

    @Test("The plan says which case the switch chose")
    func planNamesTheCase() throws {
        let dish = try Shop.dish()
        let entry = try dish.entry("shop.product.shared")
        let link = try dish.plan("shop.product.shared", values: try entry.values(parsing: ["productID=42"]))
        #expect(
            link.decisions.first
                == .switched(step: "step 1/1 (ProductViewController)", choice: "opened from outside the app"))
        let catalog = try dish.plan(
            "shop.product.shared", values: try entry.values(parsing: ["productID=42", "source=catalog"]))
        #expect(catalog.decisions.first == .switched(step: "step 1/1 (ProductViewController)", choice: "default"))
    }
}
