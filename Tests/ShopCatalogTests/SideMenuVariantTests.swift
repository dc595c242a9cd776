import PetriDish
import Testing
@testable import ShopCatalog

/// The side-menu variant reaches the same screens as the tab bar, in the same stacks: only the
/// root container differs.
@MainActor
@Suite("Side-menu variant")
struct SideMenuVariantTests {
    @Test("Every example composes the same stacks and presentations in both variants")
    func sameScreens() async throws {
        let catalog = try ShopCatalog.make()
        var compared = 0
        // A screen with a route of its own in a variant is placed differently by design
        // (VariantRouteTests); every other one composes the same in both.
        for entry in catalog.sortedEntries
        where entry.isAvailable(in: "tabs") && entry.isAvailable(in: "menu") && entry.variantsWithOwnRoute.isEmpty {
            for example in entry.examples {
                let arguments = try entry.values(ofExample: example.name)
                let tabs = try Shop.dish(variant: "tabs")
                _ = try await tabs.open(entry.id, values: arguments)
                let menu = try Shop.dish(variant: "menu")
                _ = try await menu.open(entry.id, values: arguments)
                #expect(Self.layout(of: tabs) == Self.layout(of: menu), "\(entry.id) \(example.name)")
                compared += 1
            }
        }
        #expect(compared >= 60)
    }

    @Test("The menu variant's root is the side menu over the four sections")
    func root() throws {
        let dish = try Shop.dish(variant: "menu")
        let menu = try #require(dish.window.rootViewController as? SideMenuController)
        #expect(menu.children.map(\.title) == ["Menu", "Home", "Catalog", "Cart", "Profile"])
        #expect(Shop.visible(dish) == ["SideMenuController", "HomeNavigationController", "HomeViewController"])
    }

    @Test("The menu opens over the current section, and routing anywhere closes it")
    func menuOpensAndCloses() async throws {
        let dish = try await Shop.open(try Shop.dish(variant: "menu"), "home.menu")
        let menu = try #require(dish.window.rootViewController as? SideMenuController)
        #expect(menu.isMenuOpen)
        #expect(Shop.visible(dish) == ["SideMenuController", "MenuViewController"])
        try await Shop.go(dish, "shop.cart")
        #expect(!menu.isMenuOpen)
        #expect(Shop.visible(dish) == ["SideMenuController", "CartNavigationController", "CartViewController"])
    }

    @Test("A failed route leaves the side menu as it was")
    func failureRestoresMenu() async throws {
        let dish = try await Shop.open(try Shop.dish(variant: "menu", loggedIn: false), "home.menu")
        let before = Shop.json(dish)
        let failure = await Shop.failure { try await Shop.go(dish, "shop.checkout") }
        #expect(failure != nil)
        #expect(Shop.json(dish) == before)
        #expect((dish.window.rootViewController as? SideMenuController)?.isMenuOpen == true)
    }

    /// What a person sees of the app whatever its root: each section's stack, each presentation
    /// with its contents, and the visible path below the root.
    private static func layout(of dish: Dish) -> [String] {
        let sections = dish.window.rootViewController?.children.compactMap { $0 as? UINavigationController } ?? []
        let stacks = sections.map { "\($0.typeName): \($0.viewControllers.map(\.debugName).joined(separator: ", "))" }
        let modals = dish.window.modalChain.map {
            "presents \($0.containedSubtree.map(\.debugName).joined(separator: ", "))"
        }
        return stacks + modals + [
            "visible: " + dish.window.visibleViewControllers.dropFirst().map(\.debugName).joined(separator: ", ")
        ]
    }
}
