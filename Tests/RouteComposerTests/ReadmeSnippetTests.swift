import Foundation
import PetriDish
import Testing

extension RouteComposerAppTests {
    /// The README's RouteComposer example is this test app's code: every line of it is in
    /// `ShopApp/ShopConfiguration.swift` or in this file, which registers it as the README does.
    @MainActor
    @Suite("The README's RouteComposer example")
    struct ReadmeSnippetTests {
        private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        @Test("every line of the README's RouteComposer example is in the tested sources")
        func snippetIsTested() throws {
            let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
            let heading = try #require(readme.range(of: "### A RouteComposer app's configuration, as written"))
            let block = try #require(readme[heading.upperBound...].range(of: "```swift\n"))
            let end = try #require(readme[block.upperBound...].range(of: "```"))
            let lines = readme[block.upperBound..<end.lowerBound].split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            let tests = Self.root.appendingPathComponent("Tests/RouteComposerTests")
            let sources = try [
                String(contentsOf: tests.appendingPathComponent("ShopApp/ShopConfiguration.swift"), encoding: .utf8),
                String(contentsOf: tests.appendingPathComponent("ReadmeSnippetTests.swift"), encoding: .utf8),
            ].joined()
            #expect(lines.count >= 8)
            for line in lines {
                #expect(sources.contains(line), "README line not in the tested sources: \(line)")
            }
        }

        @Test("the README's registration composes the product from the app's tab bar")
        func readmeRegistration() async throws {
            let catalog = ScreenCatalog(name: "README")
            catalog.addVariant(Variant("app", summary: "the home tab") { window in
                let tabs = MainTabBarController(nibName: nil, bundle: nil)
                tabs.viewControllers = [UINavigationController(rootViewController: HomeViewController(nibName: nil, bundle: nil))]
                window.rootViewController = tabs
            })
            try catalog.register("shop.product", title: "Product", group: "Shop", route: ShopConfiguration.product,
                                 examples: [ScreenExample("default", ["productID": "7"])])
            let report = await CatalogCheck(catalog: catalog).run()
            #expect(report.cases.map(\.passed) == [true])
        }
    }
}
