import Foundation
import PetriDish
import Testing

extension RouteComposerAppTests {
    /// The RouteComposer article's example is this test app's code: every line of it is in
    /// `ShopApp/ShopConfiguration.swift` or in this file, which registers it as the article does.
    @MainActor
    @Suite("The RouteComposer article's example")
    struct ArticleSnippetTests {
        private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        @Test("every line of the RouteComposer article's example is in the tested sources")
        func snippetIsTested() throws {
            let article = Self.root.appendingPathComponent("Sources/PetriDish/Documentation.docc/RouteComposer.md")
            let text = try String(contentsOf: article, encoding: .utf8)
            let heading = try #require(text.range(of: "\n## A RouteComposer app's configuration, as written\n"))
            let block = try #require(text[heading.upperBound...].range(of: "```swift\n"))
            let end = try #require(text[block.upperBound...].range(of: "```"))
            let lines = text[block.upperBound..<end.lowerBound].split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            let tests = Self.root.appendingPathComponent("Tests/RouteComposerTests")
            let sources = try [
                String(contentsOf: tests.appendingPathComponent("ShopApp/ShopConfiguration.swift"), encoding: .utf8),
                String(contentsOf: tests.appendingPathComponent("ArticleSnippetTests.swift"), encoding: .utf8),
            ].joined()
            #expect(lines.count >= 8)
            for line in lines {
                #expect(sources.contains(line), "RouteComposer.md line not in the tested sources: \(line)")
            }
        }

        @Test("the article's registration composes the product from the app's tab bar")
        func articleRegistration() async throws {
            let catalog = ScreenCatalog(name: "RouteComposer article")
            catalog.addVariant(
                Variant("app", summary: "the home tab") { window in
                    let tabs = MainTabBarController(nibName: nil, bundle: nil)
                    tabs.viewControllers = [
                        UINavigationController(rootViewController: HomeViewController(nibName: nil, bundle: nil))
                    ]
                    window.rootViewController = tabs
                })
            try catalog.register(
                "shop.product", title: "Product", group: "Shop", route: ShopConfiguration.product,
                examples: [ScreenExample("default", ["productID": "7"])])
            let report = await CatalogCheck(catalog: catalog).run()
            #expect(report.cases.map(\.passed) == [true])
        }
    }
}
