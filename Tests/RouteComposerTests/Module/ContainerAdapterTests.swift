import RouteComposer
import Testing

/// Issue 32: container adapters, as RouteComposer's apps write and use them: UIKit's containers
/// have theirs from `DefaultContainerAdapterLocator`, and an app's own container says through its
/// `adapter` what it holds, which the router and the finders then use.
extension RouteComposerAppTests {
    @MainActor
    @Suite("Container adapters: UIKit's, and an app's CustomContainerViewController")
    struct ContainerAdapterTests {
        /// An app's container that shows one of its pages at a time, as a pager does.
        final class PagerController: UIViewController, CustomContainerViewController {
            /// Declared with a constant, as RouteComposer's tests and apps declare it.
            let canBeDismissed = true
            var currentPage = 0
            lazy var adapter: any ContainerAdapter = PagerAdapter(with: self)
        }

        struct PagerAdapter: ConcreteContainerAdapter {
            weak var pager: PagerController?

            init(with viewController: PagerController) {
                pager = viewController
            }

            var containedViewControllers: [UIViewController] { pager?.children ?? [] }

            var visibleViewControllers: [UIViewController] {
                guard let pager, pager.children.indices.contains(pager.currentPage) else { return [] }
                return [pager.children[pager.currentPage]]
            }

            func makeVisible(
                _ viewController: UIViewController, animated: Bool,
                completion: @escaping (_ result: RoutingResult) -> Void
            ) {
                guard let pager, let page = pager.children.firstIndex(where: { $0 === viewController }) else {
                    return completion(.failure(RoutingError.compositionFailed(.init("not a page"))))
                }
                pager.currentPage = page
                completion(.success)
            }

            func setContainedViewControllers(
                _ containedViewControllers: [UIViewController], animated: Bool,
                completion: @escaping (_ result: RoutingResult) -> Void
            ) {
                guard let pager else { return completion(.failure(RoutingError.compositionFailed(.init("no pager")))) }
                for page in pager.children {
                    page.willMove(toParent: nil)
                    page.removeFromParent()
                }
                for page in containedViewControllers {
                    pager.addChild(page)
                    page.didMove(toParent: pager)
                }
                completion(.success)
            }
        }

        /// A checkout container that may not be dismissed while it holds a payment, as an app declares it.
        final class CheckoutContainerController: UIViewController, CustomContainerViewController {
            let canBeDismissed = false
            lazy var adapter: any ContainerAdapter = StaticAdapter(with: self)
        }

        struct StaticAdapter: ConcreteContainerAdapter {
            init(with viewController: CheckoutContainerController) {}
            let containedViewControllers: [UIViewController] = []
            let visibleViewControllers: [UIViewController] = []
            func makeVisible(
                _ viewController: UIViewController, animated: Bool,
                completion: @escaping (_ result: RoutingResult) -> Void
            ) {
                completion(.success)
            }
            func setContainedViewControllers(
                _ containedViewControllers: [UIViewController], animated: Bool,
                completion: @escaping (_ result: RoutingResult) -> Void
            ) {
                completion(.success)
            }
        }

        @Test("a custom container's `let canBeDismissed = false` is the container's answer: petri will not dismiss it")
        func containerDeclaresDismissibility() {
            let checkout = CheckoutContainerController()
            #expect(!checkout.petri.canBeDismissed)
            #expect(PagerController().petri.canBeDismissed)
            #expect(((try? DefaultContainerAdapterLocator().getAdapter(for: checkout)) as? StaticAdapter) != nil)
        }

        @Test("the default locator gives UIKit's containers their adapters and an app's container its own")
        func locator() throws {
            let locator = DefaultContainerAdapterLocator()
            #expect(
                try locator.getAdapter(for: UINavigationController())
                    is NavigationControllerAdapter<UINavigationController>)
            #expect(try locator.getAdapter(for: UITabBarController()) is TabBarControllerAdapter<UITabBarController>)
            #expect(
                try locator.getAdapter(for: UISplitViewController()) is SplitControllerAdapter<UISplitViewController>)
            #expect(try locator.getAdapter(for: PagerController()) is PagerAdapter)
        }

        @Test("a navigation adapter pops back to a view controller it holds, and refuses one it does not")
        func navigationAdapter() {
            let list = UIViewController(title: "List")
            let detail = UIViewController(title: "Detail")
            let navigation = UINavigationController()
            navigation.viewControllers = [list, detail]
            let adapter = NavigationControllerAdapter(with: navigation)
            #expect(adapter.containedViewControllers.map(\.title) == ["List", "Detail"])
            #expect(adapter.isVisible(detail) && !adapter.isVisible(list) && adapter.contains(list))
            var results: [Bool] = []
            adapter.makeVisible(list, animated: false) { results.append($0.isSuccessful) }
            adapter.makeVisible(UIViewController(), animated: false) { results.append($0.isSuccessful) }
            #expect(results == [true, false])
            #expect(navigation.viewControllers.map(\.title) == ["List"])
        }

        @Test("a tab bar adapter sets the tabs and selects one; an adapter whose container is gone fails")
        func tabBarAdapter() {
            let feed = UIViewController(title: "Feed")
            let tabs = UITabBarController()
            let adapter = TabBarControllerAdapter(with: tabs)
            var results: [Bool] = []
            adapter.setContainedViewControllers([feed, UINavigationController()], animated: false) {
                results.append($0.isSuccessful)
            }
            adapter.makeVisible(feed, animated: false) { results.append($0.isSuccessful) }
            #expect(results == [true, true])
            #expect(tabs.selectedViewController === feed)

            var released: UITabBarController? = UITabBarController()
            let orphan = TabBarControllerAdapter(with: released!)
            released = nil
            orphan.makeVisible(feed, animated: false) { results.append($0.isSuccessful) }
            #expect(results == [true, true, false])
            #expect(orphan.containedViewControllers.isEmpty)
        }

        /// A locator that hides what tab bar controllers hold, as an app's locator might for a
        /// container it wants searched differently.
        struct TabsHiddenLocator: ContainerAdapterLocator {
            struct Empty: ContainerAdapter {
                var containedViewControllers: [UIViewController] { [] }
                var visibleViewControllers: [UIViewController] { [] }
                func makeVisible(
                    _ viewController: UIViewController, animated: Bool,
                    completion: @escaping (_ result: RoutingResult) -> Void
                ) {
                    completion(.failure(RoutingError.generic(.init("hidden"))))
                }
                func setContainedViewControllers(
                    _ containedViewControllers: [UIViewController], animated: Bool,
                    completion: @escaping (_ result: RoutingResult) -> Void
                ) {
                    completion(.failure(RoutingError.generic(.init("hidden"))))
                }
            }

            func getAdapter(for containerViewController: any ContainerViewController) throws -> any ContainerAdapter {
                containerViewController is UITabBarController
                    ? Empty() : try DefaultContainerAdapterLocator().getAdapter(for: containerViewController)
            }
        }

        /// An app's container whose adapter waits for an animation that never comes in the dish.
        final class WaitingController: UIViewController, CustomContainerViewController {
            struct WaitingAdapter: ContainerAdapter {
                var containedViewControllers: [UIViewController] { [] }
                var visibleViewControllers: [UIViewController] { [] }
                func makeVisible(
                    _ viewController: UIViewController, animated: Bool,
                    completion: @escaping (_ result: RoutingResult) -> Void
                ) {}
                func setContainedViewControllers(
                    _ containedViewControllers: [UIViewController], animated: Bool,
                    completion: @escaping (_ result: RoutingResult) -> Void
                ) {}
            }

            var adapter: any ContainerAdapter { WaitingAdapter() }
        }

        @Test("an adapter that returns without calling its completion fails the call, naming the adapter")
        func adapterThatDoesNotComplete() {
            let error = #expect(throws: RoutingError.self) {
                try WaitingController().replaceViewControllers(with: [UIViewController()], animated: false)
            }
            #expect(
                error?.description
                    == "Composition Failed Error: WaitingAdapter.setContainedViewControllers(_:animated:completion:) returned without calling "
                    + "its completion: in the dish UIKit's transitions complete at once, so a container adapter completes before it returns"
            )
        }

        @Test("finders see inside containers through the locator they are given")
        func finderLocator() throws {
            let tabs = UITabBarController()
            let feed = UIViewController(title: "Feed")
            tabs.setViewControllers([feed], animated: false)
            #expect(
                try ClassFinder<UIViewController, Any?>(options: [.contained], startingPoint: .custom(tabs))
                    .findViewController() === feed)
            #expect(
                try ClassFinder<UIViewController, Any?>(
                    options: [.contained], startingPoint: .custom(tabs), containerAdapterLocator: TabsHiddenLocator()
                ).findViewController() == nil)
            let titled = InlineStackIteratingFinder<UIViewController, Any?>(
                options: .currentAllStack, startingPoint: .custom(tabs), containerAdapterLocator: TabsHiddenLocator()
            ) { viewController, _ in
                viewController.title == "Feed"
            }
            #expect(try titled.findViewController() == nil)
        }

        @Test(
            "a finder searches an app's container through its adapter: the visible page only, or every page when contained"
        )
        func finderSeesThroughTheAdapter() throws {
            let pager = PagerController()
            let first = UIViewController(title: "First")
            let second = UIViewController(title: "Second")
            try pager.replaceViewControllers(with: [first, second], animated: false)
            #expect(
                try UIViewController.findViewController(in: pager, options: .currentVisibleOnly) {
                    $0.title == "Second"
                } == nil)
            #expect(
                try UIViewController.findViewController(in: pager, options: .currentAllStack) { $0.title == "Second" }
                    === second)
            try pager.makeVisible(second, animated: false)
            #expect(pager.currentPage == 1)
            #expect(
                try UIViewController.findViewController(in: pager, options: .currentVisibleOnly) {
                    $0.title == "Second"
                } === second)
        }
    }
}
