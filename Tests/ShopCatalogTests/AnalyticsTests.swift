import PetriDish
import Testing
@testable import ShopCatalog

/// The analytics post-routing tasks report to the recorder the catalog was built with, after a
/// navigation succeeded and only then.
@MainActor
@Suite("Analytics")
struct AnalyticsTests {
    @Test("A promotion pushed on Home is recorded with where the user came from")
    func promotion() async throws {
        let analytics = AnalyticsRecorder()
        let dish = try Shop.dish(analytics: analytics)
        try await Shop.go(dish, "home.promotion", "promotion=summer-sale")
        #expect(
            analytics.events == [
                AnalyticsRecorder.Event(
                    name: "promotion_viewed", screen: "PromotionViewController",
                    parameters: "promotion: \"summer-sale\"",
                    origin: "HomeViewController")
            ])
    }

    @Test("Searches, links and confirmations are recorded in order")
    func several() async throws {
        let analytics = AnalyticsRecorder()
        let dish = try Shop.dish(analytics: analytics)
        try await Shop.go(dish, "shop.search.results", "query=sneakers")
        try await Shop.go(dish, "shop.product.shared", "productID=7")
        try await Shop.go(dish, "shop.confirmation", "orderID=latest")
        #expect(
            analytics.events.map(\.description) == [
                "search SearchResultsViewController(query: \"sneakers\") from CategoriesViewController",
                "product_opened_from_outside ProductViewController(productID: 7) from ShopTabBarController",
                "order_confirmation_viewed OrderConfirmationViewController(orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7) from CartNavigationController",
            ])
    }

    @Test("A refused navigation records nothing")
    func refused() async throws {
        let analytics = AnalyticsRecorder()
        let dish = try Shop.dish(loggedIn: false, analytics: analytics)
        _ = await Shop.failure { try await Shop.go(dish, "shop.confirmation", "orderID=latest") }
        #expect(analytics.events.isEmpty)
    }

    @Test("The app's router decorator sees every navigation, and whether it went through (issue 13)")
    func decorator() async throws {
        let analytics = AnalyticsRecorder()
        let dish = try Shop.dish(loggedIn: false, analytics: analytics)
        try await Shop.go(dish, "home.promotion", "promotion=summer-sale")
        _ = await Shop.failure { try await Shop.go(dish, "shop.confirmation", "orderID=latest") }
        _ = try dish.plan("shop.cart", values: ContextValues())
        #expect(analytics.navigations == ["PromotionViewController: done", "OrderConfirmationViewController: failed"])
    }
}
