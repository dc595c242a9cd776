import PetriDish
import Testing
@testable import ShopCatalog

/// Issue 13: one screen, a route per variant (seed 002's A/B test). The wish list is a form
/// sheet with tabs and is pushed in the Profile section with the side menu.
@MainActor
@Suite("A route per variant")
struct VariantRouteTests {
    @Test("open takes the session's variant's route: a sheet with tabs, a push in Profile with the menu")
    func openPerVariant() async throws {
        let tabs = try await Shop.open(try Shop.dish(variant: "tabs"), "account.wishlist")
        #expect(tabs.window.modalChain.count == 1, "presented over the tab bar")
        #expect(tabs.window.topmostViewController?.typeName == "UINavigationController")

        let menu = try await Shop.open(try Shop.dish(variant: "menu"), "account.wishlist")
        #expect(menu.window.modalChain.isEmpty, "pushed, nothing presented")
        let visible = Shop.visible(menu)
        #expect(visible.contains { $0.hasPrefix("WishlistViewController") }, "\(visible)")
        #expect(Shop.tree(menu).contains("ProfileViewController"))
    }

    @Test("the entry lists each variant's route; plan follows the session; check composes each variant with its own")
    func showPlanCheck() async throws {
        let catalog = try ShopCatalog.make()
        let entry = try catalog.entry("account.wishlist")
        #expect(entry.variantsWithOwnRoute == ["menu"])
        #expect(entry.steps.contains { $0.description.contains("PresentModally") })
        #expect(entry.steps(in: "menu").contains { $0.description.contains("Push") })
        #expect(!entry.steps(in: "menu").contains { $0.description.contains("PresentModally") })
        #expect(entry.steps(in: "tabs") == entry.steps)

        let dish = try Dish(catalog: catalog, variant: "menu")
        try dish.session.logIn(as: "demo")
        let plan = try dish.plan("account.wishlist", values: try entry.values(ofExample: "default"))
        #expect(!plan.description.contains("PresentModally"), "\(plan.description)")

        var check = CatalogCheck(catalog: catalog)
        check.includes = { $0.id == "account.wishlist" }
        check.includesFlow = { _ in false }
        let report = await check.run()
        #expect(report.succeeded)
        #expect(Set(report.cases.map(\.variant)) == ["tabs", "menu"])
        #expect(ScreenDocument(entry).variantRoutes?.keys.sorted() == ["menu"])
    }

    @Test("a route for a variant the catalog does not have breaks that entry, with a did-you-mean")
    func unknownVariant() throws {
        let catalog = try ShopCatalog.make()
        struct Saved: Decodable, Equatable { let id: Int }
        final class SavedScreen: UIViewController {}
        let route = PetriStepAssembly.screen(
            { (saved: Saved) in SavedScreen(context: saved) }, where: { _, _ in false }
        )
        .presented(by: PetriGeneralStep.current())
        try catalog.register(
            "account.saved", title: "Saved", group: "Account", route: route,
            examples: [ScreenExample("one", ["id": "1"])], routes: ["mneu": route])
        let problem = catalog.problem(of: try catalog.entry("account.saved"))
        #expect(
            problem?.description.contains(
                #"a route for the variant "mneu", which the catalog does not have — did you mean "menu"?"#) == true,
            "\(problem?.description ?? "")")
    }
}
