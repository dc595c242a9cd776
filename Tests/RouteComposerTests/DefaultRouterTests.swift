import RouteComposer
import Testing

/// Issue 21, item 2: the app's own code navigates with RouteComposer's `DefaultRouter`, as it
/// does on a device. This file sees RouteComposer's names only.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's DefaultRouter, called by the app's code")
    struct DefaultRouterTests {
        private func window() -> UIWindow {
            let window = UIWindow()
            window.rootViewController = UIViewController(title: "Launch")
            RouteComposerDefaults.configureWith(
                logger: DefaultLogger(.verbose), windowProvider: CustomWindowProvider(window: window))
            return window
        }

        @Test(
            "navigate(to:with:animated:completion:) composes the route after the app's call returns, then tells the completion"
        )
        func completionForm() async throws {
            let window = window()
            let logger = DefaultLogger(.verbose)
            var results: [Bool] = []
            try DefaultRouter(logger: logger).navigate(to: ShopConfiguration.mainTabs, with: nil, animated: false) {
                results.append($0.isSuccessful)
            }
            #expect(results.isEmpty, "the navigation runs on the main actor after the call, as the app's code goes on")
            while results.isEmpty { await Task.yield() }
            #expect(results == [true])
            let tabs = try #require(window.rootViewController as? MainTabBarController)
            #expect(
                tabs.viewControllers?.compactMap { ($0 as? UINavigationController)?.viewControllers.first?.title } == [
                    "Home", "Categories",
                ])
            #expect(logger.messages == [.info("composition of MainTabBarController succeeded")])
        }

        @Test("the async form returns once composed; SwitchAssembly finds a shown product, or presents one from a link")
        func switchAssembly() async throws {
            let window = window()
            let router = DefaultRouter()
            try await router.navigate(to: ShopConfiguration.mainTabs, with: nil, animated: false)
            try await router.navigate(
                to: ShopConfiguration.productAnywhere, with: ProductContext(productID: 4), animated: false)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let home = try #require(tabs.selectedViewController as? UINavigationController)
            #expect(home.viewControllers.map(\.title) == ["Home", "Product 4"])
            // Shown already: found, nothing pushed.
            try await router.navigate(
                to: ShopConfiguration.productAnywhere, with: ProductContext(productID: 4), animated: false)
            #expect(home.viewControllers.count == 2)
            // From a link: presented in its own stack.
            try await router.navigate(
                to: ShopConfiguration.productAnywhere, with: ProductContext(productID: 9, fromLink: true),
                animated: false)
            let presented = try #require(tabs.presentedViewController as? UINavigationController)
            #expect(presented.viewControllers.map(\.title) == ["Product 9"])
        }

        @Test("a failure goes to the completion and the logger, and changes nothing")
        func failure() async throws {
            let window = window()
            let logger = DefaultLogger(.errors)
            var result: RoutingResult?
            try DefaultRouter(logger: logger).navigate(
                to: ShopConfiguration.product, with: ProductContext(productID: 1), animated: false
            ) { result = $0 }
            while result == nil { await Task.yield() }
            #expect(result?.isSuccessful == false)
            #expect(window.rootViewController?.title == "Launch")
            #expect(logger.messages.count == 1)
            #expect(
                logger.messages.first?.description.hasPrefix("error: composition of ProductViewController failed")
                    == true)
        }

        @Test("without a window to navigate, the call throws RouteComposer's initialController error, naming the fix")
        func noWindow() throws {
            RouteComposerDefaults.configureWith(windowProvider: nil)
            #expect {
                try DefaultRouter().navigate(to: ShopConfiguration.home, with: nil, animated: false, completion: nil)
            } throws: { error in
                guard case RoutingError.initialController(.notFound, let context) = error else { return false }
                return context.debugDescription.contains("CustomWindowProvider(window: window)")
            }
        }
    }
}
