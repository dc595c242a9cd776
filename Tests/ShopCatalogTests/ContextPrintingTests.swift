import PetriDish
import Testing
@testable import ShopCatalog

/// Screens carry the context they were built with, and trees print it as a person types it;
/// the same example always prints the same tree.
@MainActor
@Suite("Context printing")
struct ContextPrintingTests {
    @Test(
        "Contexts print their fields, values in the form they are typed",
        arguments: [
            ("shop.product", ["productID=42"], "ProductViewController \"Product\" (productID: 42)"),
            ("account.orders", ["since=2024-01-01"], "OrderHistoryViewController \"Orders\" (since: 2024-01-01)"),
            (
                "account.order", ["orderID=cancelled"],
                "OrderDetailsViewController \"Order\" (orderID: 9F8E7D6C-5B4A-4392-8170-6F5E4D3C2B1A)"
            ),
            (
                "support.article", ["url=https://help.shop.example/articles/returns"],
                "HelpArticleViewController \"Help article\" (url: https://help.shop.example/articles/returns)"
            ),
            (
                "shop.search.results", ["query=red", "category=jackets"],
                "SearchResultsViewController \"Search results\" (query: \"red\", category: jackets)"
            ),
            (
                "shop.payment", ["amount=249", "method=apple-pay"],
                "PaymentViewController \"Payment\" (amount: 249.0, method: apple-pay)"
            ),
        ])
    func printed(id: String, arguments: [String], line: String) async throws {
        let dish = try Shop.dish()
        _ = try await dish.open(id, values: try dish.entry(id).values(parsing: arguments))
        #expect(Shop.tree(dish).contains(line), "\(Shop.tree(dish))")
    }

    @Test("A context with every field left out prints nothing, not empty parentheses")
    func emptyContext() async throws {
        let dish = try await Shop.open(try Shop.dish(), "account.orders")
        #expect(
            Shop.tree(dish).contains("OrderHistoryViewController \"Orders\"\n")
                || Shop.tree(dish).hasSuffix("OrderHistoryViewController \"Orders\""))
        #expect(!Shop.tree(dish).contains("()"))
    }

    @Test("The same example prints byte-identical trees and JSON every time")
    func deterministic() async throws {
        var trees: Set<String> = []
        var documents: Set<String> = []
        for _ in 0..<3 {
            let dish = try await Shop.open(try Shop.dish(), "account.order.tracking", "orderID=latest", "parcel=2")
            trees.insert(Shop.tree(dish))
            documents.insert(Shop.json(dish))
        }
        #expect(trees.count == 1 && documents.count == 1)
    }
}
