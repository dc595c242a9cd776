import RouteComposer
import Testing

/// Issue 32: `DetailsNavigationFinder` finds the navigation controller of a split view's detail.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's DetailsNavigationFinder")
    struct DetailsNavigationFinderTests {
        @Test("the detail column's navigation controller; nothing when the split view has no navigation controller there")
        func details() throws {
            let split = UISplitViewController()
            let details = UINavigationController()
            split.viewControllers = [UIViewController(title: "Mailboxes"), details]
            let finder = DetailsNavigationFinder<Any?>(options: .current, startingPoint: .custom(split))
            #expect(try finder.findViewController() === details)

            split.viewControllers = [UIViewController(title: "Mailboxes"), UIViewController(title: "Empty")]
            #expect(try finder.findViewController() == nil)

            let window = UIWindow()
            window.rootViewController = UIViewController()
            #expect(try DetailsNavigationFinder<Any?>(options: .current, windowProvider: CustomWindowProvider(window: window)).findViewController() == nil)
        }
    }
}
