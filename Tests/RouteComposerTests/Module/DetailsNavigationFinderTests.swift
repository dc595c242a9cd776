import Foundation
import RouteComposer
import Testing

/// Issue 32: `DetailsNavigationFinder` finds the navigation controller of a split view's detail.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's DetailsNavigationFinder")
    struct DetailsNavigationFinderTests {
        @Test(
            "the detail column's navigation controller; nothing when the split view has no navigation controller there")
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
            #expect(
                try DetailsNavigationFinder<Any?>(
                    options: .current, windowProvider: CustomWindowProvider(window: window)
                ).findViewController() == nil)
        }

        /// A navigation controller whose stack is another's, as an app wraps a nested one.
        final class WrappingNavigationController: UINavigationController {
            let nested: UINavigationController
            init(nested: UINavigationController) {
                self.nested = nested
                super.init(nibName: nil, bundle: nil)
            }

            @available(*, unavailable)
            required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override var viewControllers: [UIViewController] {
                get { [nested] }
                set { super.viewControllers = newValue }
            }
        }

        @Test(
            "a collapsed split view's only column whose overridden viewControllers holds the detail: the finder reads the override"
        )
        func overriddenStack() throws {
            let split = UISplitViewController()
            let details = UINavigationController()
            split.viewControllers = [WrappingNavigationController(nested: details)]
            let finder = DetailsNavigationFinder<Any?>(options: .current, startingPoint: .custom(split))
            #expect(try finder.findViewController() === details)
        }
    }
}
