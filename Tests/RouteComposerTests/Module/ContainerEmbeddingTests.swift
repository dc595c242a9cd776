import RouteComposer
import Testing

/// Issue 32: a navigation controller's and a tab bar controller's actions put a view controller
/// into the children being built without throwing, as RouteComposer's do (no `try`).
extension RouteComposerAppTests {
    @MainActor
    @Suite("Navigation and tab bar actions embedding into the children being built")
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

        @Test("add appends a tab, add(at:) inserts one, add(at:replacing:) replaces one")
        func tabs() {
            var tabs: [UIViewController] = []
            UITabBarController.add().perform(embedding: UIViewController(title: "Feed"), in: &tabs)
            UITabBarController.add(at: 0).perform(embedding: UIViewController(title: "Home"), in: &tabs)
            UITabBarController.add(at: 5).perform(embedding: UIViewController(title: "Profile"), in: &tabs)
            #expect(tabs.map(\.title) == ["Home", "Feed", "Profile"])
            UITabBarController.add(at: 1, replacing: true).perform(
                embedding: UIViewController(title: "Search"), in: &tabs)
            #expect(tabs.map(\.title) == ["Home", "Search", "Profile"])
        }
    }
}
