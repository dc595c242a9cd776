import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    @Suite("Navigation controller")
    @MainActor
    struct Navigation {
        @Test("push puts the view controller on top, as a child of the navigation controller")
        func push() throws {
            let home = HomeViewController()
            let shop = UINavigationController(rootViewController: home)
            let product = ProductViewController(1)
            var completed = false

            shop.pushViewController(product, animated: true) { completed = true }

            #expect(shop.viewControllers.count == 2)
            #expect(shop.viewControllers[0] === home)
            #expect(shop.topViewController === product)
            #expect(product.parent === shop)
            #expect(shop.visibleViewControllers.count == 1)
            #expect(shop.visibleViewControllers.first === product)
            #expect(completed)
        }

        @Test("pop removes the top and returns it, free to be used elsewhere")
        func pop() throws {
            let product = ProductViewController(1)
            let shop = try navigation("shop", [HomeViewController(), product])

            let popped = shop.popViewController(animated: true)

            #expect(popped === product)
            #expect(names(shop.viewControllers) == ["HomeViewController"])
            #expect(product.parent == nil)
            #expect(!product.isInHierarchy)
            let other = try navigation("other", [])
            other.pushViewController(product, animated: false)
            #expect(product.parent === other)
        }

        @Test("popToViewController returns the popped view controllers, bottom first")
        func popTo() throws {
            let home = HomeViewController()
            let list = ProductViewController(1)
            let shop = try navigation("shop", [home, list, ProductViewController(2), CartViewController()])

            let popped = try #require(shop.popToViewController(list, animated: true))

            #expect(names(popped) == ["ProductViewController(2)", "CartViewController"])
            #expect(shop.topViewController === list)
            #expect(popped.allSatisfy { $0.parent == nil })
        }

        @Test("popToViewController on the top pops nothing")
        func popToTop() throws {
            let product = ProductViewController(1)
            let shop = try navigation("shop", [HomeViewController(), product])

            let popped = try #require(shop.popToViewController(product, animated: true))

            #expect(popped.isEmpty)
            #expect(shop.viewControllers.count == 2)
        }

        @Test("popToRootViewController leaves only the root")
        func popToRoot() throws {
            let home = HomeViewController()
            let shop = try navigation("shop", [home, ProductViewController(1), CartViewController()])

            let popped = try #require(shop.popToRootViewController(animated: true))

            #expect(names(popped) == ["ProductViewController(1)", "CartViewController"])
            #expect(shop.viewControllers.count == 1)
            #expect(shop.topViewController === home)
            #expect(shop.popToRootViewController(animated: true)?.isEmpty == true)
            #expect(UINavigationController().popToRootViewController(animated: true)?.isEmpty == true)
        }

        @Test("setViewControllers keeps the view controllers it is given again and releases the others")
        func setViewControllers() throws {
            let home = HomeViewController()
            let product = ProductViewController(1)
            let shop = try navigation("shop", [home, product])
            let cart = CartViewController()

            shop.setViewControllers([home, cart], animated: true)

            #expect(names(shop.viewControllers) == ["HomeViewController", "CartViewController"])
            #expect(home.parent === shop)
            #expect(cart.parent === shop)
            #expect(product.parent == nil)

            shop.setViewControllers([cart, home], animated: false)
            #expect(names(shop.viewControllers) == ["CartViewController", "HomeViewController"])

            shop.setViewControllers([], animated: false)
            #expect(shop.topViewController == nil)
            #expect(shop.visibleViewControllers.isEmpty)
            #expect(home.parent == nil && cart.parent == nil)
        }

        @Test("a popped view controller is told it disappears, not that it is dismissed")
        func poppedViewWillDisappear() throws {
            let log = EventLog()
            let probe = LifecycleProbe("detail", log: log)
            let shop = try navigation("shop", [HomeViewController(), probe])

            shop.popViewController(animated: true)

            #expect(log.events == [#"LifecycleProbe("detail") willDisappear dismissing=false animated=true"#])
        }

        // MARK: The delegate

        @Test("the delegate is told after a push, with nothing popped")
        func delegatePush() throws {
            let shop = try navigation("shop", [HomeViewController()])
            let delegate = RecordingNavigationDelegate()
            shop.delegate = delegate

            shop.pushViewController(ProductViewController(1), animated: true)

            #expect(delegate.calls == [.init(shown: "ProductViewController(1)", popped: [], animated: true)])
        }

        @Test("the delegate is told after the system back button pops, with the popped view controller")
        func delegateBackButton() throws {
            let window = UIWindow()
            let shop = try navigation("shop", [HomeViewController(), ProductViewController(1)])
            try window.setRootViewController(shop)
            let delegate = RecordingNavigationDelegate()
            shop.delegate = delegate

            // Nobody routed this pop: it is what the back button does.
            shop.popViewController(animated: true)

            #expect(
                delegate.calls == [
                    .init(shown: "HomeViewController", popped: ["ProductViewController(1)"], animated: true)
                ])
            #expect(delegate.changeWasDone == [true], "told after the change, not before")
        }

        @Test("the delegate is told after popTo and popToRoot, with the popped view controllers bottom first")
        func delegatePopTo() throws {
            let home = HomeViewController()
            let first = ProductViewController(1)
            let shop = try navigation("shop", [home, first, ProductViewController(2), CartViewController()])
            let delegate = RecordingNavigationDelegate()
            shop.delegate = delegate

            shop.popToViewController(first, animated: false)
            shop.pushViewController(SettingsViewController(), animated: true)
            shop.popToRootViewController(animated: true)

            #expect(
                delegate.calls == [
                    .init(
                        shown: "ProductViewController(1)", popped: ["ProductViewController(2)", "CartViewController"],
                        animated: false),
                    .init(shown: "SettingsViewController", popped: [], animated: true),
                    .init(
                        shown: "HomeViewController", popped: ["ProductViewController(1)", "SettingsViewController"],
                        animated: true),
                ])
            #expect(delegate.changeWasDone == [true, true, true])
        }

        @Test("the delegate is told after setViewControllers changes the top, with what left the stack")
        func delegateSetViewControllers() throws {
            let home = HomeViewController()
            let shop = try navigation("shop", [home, ProductViewController(1)])
            let delegate = RecordingNavigationDelegate()
            shop.delegate = delegate

            shop.setViewControllers([home, CartViewController()], animated: true)

            #expect(
                delegate.calls == [
                    .init(shown: "CartViewController", popped: ["ProductViewController(1)"], animated: true)
                ])
        }

        @Test("the delegate is not told when the top did not change")
        func delegateSameTop() throws {
            let product = ProductViewController(1)
            let shop = try navigation("shop", [HomeViewController(), product])
            let delegate = RecordingNavigationDelegate()
            shop.delegate = delegate

            shop.setViewControllers([CartViewController(), product], animated: true)
            shop.popToViewController(product, animated: true)
            #expect(throws: HierarchyError.self) {
                try UIKitExceptions.catching { shop.pushViewController(UINavigationController(), animated: true) }
            }
            #expect(throws: HierarchyError.self) {
                try UIKitExceptions.catching { shop.popToViewController(SettingsViewController(), animated: true) }
            }

            #expect(delegate.calls.isEmpty)
            #expect(names(shop.viewControllers) == ["CartViewController", "ProductViewController(1)"])
        }

        @Test("makeVisible pops back to a view controller in the stack")
        func makeVisible() throws {
            let home = HomeViewController()
            let shop = try navigation("shop", [home, ProductViewController(1)])

            try shop.makeVisible(home, animated: true)

            #expect(shop.visibleViewControllers.first === home)
            #expect(shop.viewControllers.count == 1)
            expectHierarchyError(#"CartViewController is not a child of UINavigationController("shop")"#) {
                try shop.makeVisible(CartViewController(), animated: true)
            }
        }

        @Test("replaceViewControllers replaces the stack under the same rules as setViewControllers")
        func replaceViewControllers() throws {
            let shop = try navigation("shop", [HomeViewController()])
            try shop.replaceViewControllers(with: [CartViewController(), ProductViewController(3)], animated: false)
            #expect(names(shop.containedViewControllers) == ["CartViewController", "ProductViewController(3)"])

            expectHierarchyError(
                #"UINavigationController is a navigation controller and cannot be pushed into UINavigationController("shop")"#
            ) {
                try shop.replaceViewControllers(with: [UINavigationController()], animated: false)
            }
            #expect(shop.viewControllers.count == 2)
        }
    }
}
