import PetriDish
import Testing

/// Issue 21, item 2: a configuration written with RouteComposer's names compiles unchanged
/// against petri's `RouteComposer` module (`ShopApp/ShopConfiguration.swift` imports nothing
/// else) and composes in the dish as RouteComposer composes it.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's names: a configuration as written")
    struct RouteComposerConfigurationTests {
        /// A window with the app's tab bar and its home tab, composed by the configuration from the
        /// launch screen the app starts with (replacing the root needs one, as in RouteComposer).
        private func launched() async throws -> (UIWindow, PetriRouter) {
            let window = UIWindow()
            window.rootViewController = UIViewController(title: "Launch")
            let router = PetriRouter(window: window)
            try await router.navigate(to: ShopConfiguration.home, with: nil)
            return (window, router)
        }

        private func titles(_ viewControllers: [UIViewController]) -> [String] {
            viewControllers.map { $0.title ?? "?" }
        }

        @Test(
            "the root: a tab bar of the app's subclass replaces the root, with a navigation controller and Home inside")
        func home() async throws {
            let (window, _) = try await launched()
            let tabs = try #require(window.rootViewController as? MainTabBarController)
            let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
            #expect(titles(navigation.viewControllers) == ["Home"])
            #expect(HierarchySnapshot(window).renderTree().contains("MainTabBarController"))
        }

        @Test("StepAssembler's shorthands and an expected container: Categories becomes a second tab, selected")
        func categories() async throws {
            let (window, router) = try await launched()
            try await router.navigate(to: ShopConfiguration.categories, with: nil)
            let tabs = try #require(window.rootViewController as? MainTabBarController)
            #expect(tabs.viewControllers?.count == 2)
            let second = try #require(tabs.viewControllers?.last as? UINavigationController)
            #expect(titles(second.viewControllers) == ["Categories"])
            #expect(tabs.selectedViewController === second)
        }

        @Test(
            "ContextSettingTask sets the context, a PetriContextTask sees it, and PetriClassWithContextFinder finds the product shown"
        )
        func productContext() async throws {
            let (window, router) = try await launched()
            ProductAnalyticsTask.shown = []
            try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: 7))
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let navigation = try #require(tabs.selectedViewController as? UINavigationController)
            #expect(titles(navigation.viewControllers) == ["Home", "Product 7"])
            // The same product again is found, not pushed twice; another is pushed.
            try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: 7))
            try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: 8))
            #expect(titles(navigation.viewControllers) == ["Home", "Product 7", "Product 8"])
            #expect(ProductAnalyticsTask.shown == [7, 7, 8])
        }

        @Test("a context the screen refuses (checkCompatibility) fails before anything changes, with the app's reason")
        func refusedContext() async throws {
            let (window, router) = try await launched()
            let before = HierarchySnapshot(window)
            await #expect {
                try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: 0))
            } throws: { error in
                "\(error)".contains("product ids are positive, not 0")
            }
            #expect(HierarchySnapshot(window) == before)
        }

        @Test(
            "PetriChainAssembly.from and .using(.push): a product presented as a form sheet in its own navigation controller"
        )
        func productModal() async throws {
            let (window, router) = try await launched()
            try await router.navigate(to: ShopConfiguration.productModal, with: ProductContext(productID: 3))
            let presented = try #require(window.rootViewController?.presentedViewController as? UINavigationController)
            #expect(presented.modalPresentationStyle == .formSheet)
            #expect(titles(presented.viewControllers) == ["Product 3"])
        }

        @Test("the trace names RouteComposer's entities as the configuration spells them")
        func traceNames() async throws {
            let (_, router) = try await launched()
            try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: 5))
            let trace = try #require(router.lastTrace).description
            #expect(trace.contains("ClassFactory<ProductViewController, ProductContext>"), "\(trace)")
            #expect(trace.contains("PushAction<UINavigationController>"), "\(trace)")
            #expect(!trace.contains("StandIn"), "\(trace)")
        }

        @Test(
            "a completion-based interceptor presents the login through DefaultRouter and waits for the user: logged in, the cart opens in its place"
        )
        func loginThenCart() async throws {
            let (window, router) = try await launched()
            Session.shared.isLoggedIn = false
            Session.shared.pendingLogin = nil
            ShopConfiguration.cartStacks = []
            let navigation = Task { try await router.navigate(to: ShopConfiguration.cart, with: nil) }
            while Session.shared.pendingLogin == nil { await Task.yield() }
            #expect(window.topmostViewController is LoginViewController)
            Session.shared.pendingLogin?(true)
            _ = try await navigation.value
            // As RouteComposer does, the route dismisses what is presented above its origin (the
            // login, over the tab bar that was current when the navigation began), then presents
            // the cart full screen, RouteComposer's default.
            #expect(window.rootViewController?.presentedViewController is CartViewController)
            #expect(window.rootViewController?.presentedViewController?.modalPresentationStyle == .fullScreen)
            #expect(ShopConfiguration.cartStacks == [["Main", "Cart"]])
        }

        @Test("the user does not log in: the navigation fails and the login it presented is undone with it")
        func loginRefused() async throws {
            let (window, router) = try await launched()
            Session.shared.isLoggedIn = false
            Session.shared.pendingLogin = nil
            let before = HierarchySnapshot(window)
            let navigation = Task { try await router.navigate(to: ShopConfiguration.cart, with: nil) }
            while Session.shared.pendingLogin == nil { await Task.yield() }
            Session.shared.pendingLogin?(false)
            await #expect { try await navigation.value } throws: { "\($0)".contains("the user did not log in") }
            #expect(HierarchySnapshot(window) == before)
        }

        @available(*, deprecated, message: "exercises RouteComposer's earlier name on purpose")
        @Test("XibFactory, RouteComposer's earlier name, still builds, as a deprecated alias of ClassFactory")
        func xibFactory() async throws {
            let (window, router) = try await launched()
            try await router.navigate(to: EarlierConfiguration.cart, with: nil)
            #expect(window.rootViewController?.presentedViewController is CartViewController)
        }

        @Test(
            "StoryboardFactory builds from the registered storyboard; an InlineInterceptor refuses; a wrong identifier is named"
        )
        func storyboardAndInlineInterceptor() async throws {
            let (window, router) = try await launched()
            ShopStoryboards.register()
            try await router.navigate(to: ShopConfiguration.promo(isSunday: false), with: nil)
            #expect(window.topmostViewController is PromoViewController)
            window.rootViewController?.dismiss(animated: false)
            await #expect {
                try await router.navigate(to: ShopConfiguration.promo(isSunday: true), with: nil)
            } throws: {
                "\($0)".contains("no promotions on Sundays")
            }
            await #expect { try await router.navigate(to: ShopStoryboards.misspelled, with: nil) } throws: {
                "\($0)".contains(
                    #"storyboard Promo has no view controller with the identifier "PromoViewControler" — did you mean "PromoViewController"?"#
                )
            }
        }
    }
}
