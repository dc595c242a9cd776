import Foundation
import Testing
import PetriDish

// Documentation example: begin
final class ProductViewController: UIViewController {
    init(productID: Int) { super.init(title: "Product", context: productID) }
}

@MainActor
func composeProduct() async throws -> String {
    let window = UIWindow()
    let home = UIViewController(title: "Home")
    window.rootViewController = UINavigationController(rootViewController: home)

    // Find the product screen if it is there; otherwise build it and push it
    // onto the navigation controller the route starts from.
    let product = PetriStepAssembly(
        finder: PetriClassWithContextFinder<ProductViewController, Int>(),
        factory: ClosureFactory { ProductViewController(productID: $0) }
    )
    .using(PetriNavigationControllerActions.push())
    .from(PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, Int>()))
    .assemble()

    let router = PetriRouter(window: window)
    try await router.navigate(to: product, with: 42)
    return HierarchySnapshot(window).renderTree()
}
// Documentation example: end

/// The library's example, shown in the README and in the Hierarchy article: this file's code,
/// compiled and run, and the tree it returns.
@Suite("The library's example in the README and the Hierarchy article")
struct LibraryExampleTests {
    static let tree = """
        window "Window"
        ● UINavigationController [navigation]
        ├─ ○ UIViewController "Home"
        └─ ● ProductViewController "Product" (42)
        """

    /// The documents that show the example, by path under the package.
    static let documents = ["README.md", "Sources/PetriDish/Documentation.docc/Hierarchy.md"]

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the library example composes the product screen")
    @MainActor
    func example() async throws {
        #expect(try await composeProduct() == Self.tree)
    }

    @Test("each document quotes the example exactly as tested, and the tree it returns", arguments: documents)
    func documentQuotesTheExample(_ path: String) throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try #require(source.range(of: "// Documentation example: begin\n"))
        let end = try #require(source.range(of: "// Documentation example: end"))
        let example = String(source[start.upperBound..<end.lowerBound])
        let document = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        #expect(
            document.contains("```swift\nimport PetriDish\n\n" + example + "```\n"),
            "\(path) must quote the example of LibraryExampleTests.swift verbatim")
        #expect(
            document.contains("```\n" + Self.tree + "\n```\n"), "\(path) must show the tree composeProduct() returns")
    }
}
