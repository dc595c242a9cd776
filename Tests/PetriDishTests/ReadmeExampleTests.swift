import Foundation
import Testing
import PetriDish

// README example: begin
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
    let product = StepAssembly(
            finder: ClassWithContextFinder<ProductViewController, Int>(),
            factory: ClosureFactory { ProductViewController(productID: $0) })
        .using(NavigationControllerActions.push())
        .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Int>()))
        .assemble()

    let router = Router(window: window)
    try await router.navigate(to: product, with: 42)
    return HierarchySnapshot(window).renderTree()
}
// README example: end

@Suite("README")
struct ReadmeExampleTests {
    @Test("the library example composes the product screen")
    @MainActor
    func example() async throws {
        #expect(try await composeProduct() == """
            window "Window"
            ● UINavigationController [navigation]
            ├─ ○ UIViewController "Home"
            └─ ● ProductViewController "Product" (42)
            """)
    }

    @Test("the README shows the example exactly as tested")
    func readmeQuotesTheExample() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try #require(source.range(of: "// README example: begin\n"))
        let end = try #require(source.range(of: "// README example: end"))
        let example = String(source[start.upperBound..<end.lowerBound])
        let readmeURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        #expect(readme.contains(example), "README.md must quote the example of ReadmeExampleTests.swift verbatim")
    }
}
