import RouteComposer
import Testing

/// Issue 32: RouteComposer's `FinderFactory`, written by an app: it gives what its finder finds
/// when the route reaches it, and is `nil` for a finder that never finds.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's FinderFactory")
    struct FinderFactoryTests {
        @Test(
            "it gives what its finder finds, configured; nothing found fails naming the finder; a NilFinder makes no factory"
        )
        func finderFactory() throws {
            let window = UIWindow()
            let home = UIViewController(title: "Home")
            window.rootViewController = UINavigationController(rootViewController: home)
            var configured: [String?] = []
            let factory = try #require(
                FinderFactory(
                    finder: ClassFinder<UINavigationController, Any?>(
                        options: .current, windowProvider: CustomWindowProvider(window: window))
                ) {
                    configured.append($0.viewControllers.first?.title)
                })
            #expect(try factory.build() === window.rootViewController)
            #expect(configured == ["Home"])

            let missing = try #require(
                FinderFactory(
                    finder: ClassFinder<UITabBarController, Any?>(
                        options: .current, windowProvider: CustomWindowProvider(window: window))))
            let error = #expect(throws: RoutingError.self) { try missing.build() }
            #expect(
                error?.description.contains(
                    "ClassFinder<UITabBarController, Optional<Any>> found no UITabBarController") == true)

            #expect(FinderFactory(finder: NilFinder<UIViewController, Any?>()) == nil)
        }
    }
}
