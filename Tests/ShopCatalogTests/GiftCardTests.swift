import PetriDish
import Testing
import ShopCatalog

/// The demo's routes for issue 12: a tab bar built with its tabs and pushed (UIKit accepts it
/// with a warning), a tab found in what was built and selected, a quick look over the current
/// context. Each prints the tree UIKit would show.
@MainActor
@Suite("Gift cards and the quick look")
struct GiftCardTests {
    private func open(_ id: String, _ values: [String] = [], variant: String? = nil) async throws -> (
        Dish, RoutingTrace
    ) {
        let dish = try Dish(catalog: try ShopCatalog.make(), variant: variant)
        let entry = try dish.entry(id)
        let navigation = try await dish.open(id, values: try entry.values(parsing: values))
        return (dish, navigation.trace)
    }

    @Test("gift.redeem: the gift cards are pushed with both tabs, and Redeem is found and selected")
    func redeem() async throws {
        let (dish, trace) = try await open("gift.redeem")
        let tree = HierarchySnapshot(dish.window).renderTree()
        #expect(
            tree.contains(
                """
                │  └─ ● GiftCardsTabBarController "Gift cards" [tab bar]
                │     ├─ ○ tab 0: BuyGiftCardViewController "Buy"
                │     └─ ● tab 1 (selected): RedeemGiftCardViewController "Redeem"
                """))
        #expect(
            trace.warnings.map(\.description) == [
                "GiftCardsTabBarController is pushed onto HomeNavigationController: UIKit shows it, but its documentation says a tab bar interface should be the window's root, never a child of another view controller"
            ])
        #expect(trace.decisions.contains(.bringIntoView(viewController: "RedeemGiftCardViewController")))
    }

    @Test("shop.quicklook: presented over the catalog's context; the tab bar and the catalog stay on screen")
    func quickLook() async throws {
        for variant in ["tabs", "menu"] {
            let (dish, trace) = try await open("shop.quicklook", ["productID=42"], variant: variant)
            let visible = dish.window.visibleViewControllers.map(\.typeName)
            #expect(
                visible.suffix(4) == [
                    "CatalogNavigationController", "CategoriesViewController", "UINavigationController",
                    "QuickLookViewController",
                ], "\(variant)")
            #expect(visible.first == (variant == "tabs" ? "ShopTabBarController" : "SideMenuController"))
            #expect(
                HierarchySnapshot(dish.window).renderTree().contains(
                    "└─ ● ⇒ presents (overCurrentContext): UINavigationController [navigation]"))
            #expect(trace.warnings.isEmpty)
        }
    }
}
