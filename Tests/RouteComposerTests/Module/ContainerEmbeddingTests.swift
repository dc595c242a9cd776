import RouteComposer
import Testing

/// Issue 32: a navigation controller's actions put a view controller into a stack being built
/// without throwing, as RouteComposer's do (no `try`).
extension RouteComposerAppTests {
    @MainActor
    @Suite("Navigation actions embedding into a stack being built")
    struct ContainerEmbeddingTests {
        @Test("push appends, pushAsRoot replaces the stack, pushReplacingLast replaces the top")
        func embedding() {
            let home = UIViewController(title: "Home")
            let list = UIViewController(title: "List")
            let detail = UIViewController(title: "Detail")
            var stack: [UIViewController] = []
            UINavigationController.pushReplacingLast().perform(embedding: home, in: &stack)
            UINavigationController.push().perform(embedding: list, in: &stack)
            #expect(stack.map(\.title) == ["Home", "List"])
            UINavigationController.pushReplacingLast().perform(embedding: detail, in: &stack)
            #expect(stack.map(\.title) == ["Home", "Detail"])
            UINavigationController.pushAsRoot().perform(embedding: list, in: &stack)
            #expect(stack.map(\.title) == ["List"])
        }
    }
}
