import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    @Suite("Window")
    @MainActor
    struct WindowBehaviour {
        /// `UITabBarController[UINavigationController("shop")[Home, Product(1)], Settings]`, first tab
        /// selected, as the window's root.
        private func shopWindow() throws -> (window: UIWindow, tabs: UITabBarController, shop: UINavigationController) {
            let window = UIWindow(name: "Main")
            let shop = try navigation("shop", [HomeViewController(), ProductViewController(1)])
            let tabs = UITabBarController()
            tabs.setViewControllers([shop, SettingsViewController()], animated: false)
            try window.setRootViewController(tabs)
            return (window, tabs, shop)
        }

        @Test("the root and everything it contains are in the window")
        func root() throws {
            let (window, tabs, shop) = try shopWindow()

            #expect(window.rootViewController === tabs)
            #expect(tabs.window === window)
            #expect(shop.viewControllers.allSatisfy { $0.window === window })
            #expect(tabs.isInHierarchy)
            #expect(
                names(window.allViewControllers) == [
                    "UITabBarController", #"UINavigationController("shop")"#, "HomeViewController",
                    "ProductViewController(1)", "SettingsViewController",
                ])
        }

        @Test("replacing the root: the old root leaves the window with everything it presents")
        func replaceRoot() throws {
            let (window, tabs, _) = try shopWindow()
            let cart = CartViewController()
            tabs.present(cart, animated: true)
            let help = UIViewController(context: "help")
            cart.present(help, animated: true)
            let onboarding = UIViewController(context: "onboarding")

            try window.setRootViewController(onboarding, animated: true)

            #expect(window.rootViewController === onboarding)
            #expect(onboarding.window === window)
            #expect(window.modalChain.isEmpty)
            #expect(tabs.window == nil)
            #expect(!tabs.isInHierarchy)
            #expect(tabs.presentedViewController == nil)
            #expect(cart.presentingViewController == nil && help.presentingViewController == nil)
            #expect(
                window.transitions.suffix(2).map(\.description) == [
                    "dismiss CartViewController in UITabBarController",
                    #"setRoot UIViewController("onboarding") in Main (animated)"#,
                ])
            // The old root is free again: it can be presented.
            onboarding.present(tabs, animated: false)
            #expect(tabs.presentingViewController === onboarding)
        }

        @Test("setting the same root again keeps what it presents")
        func sameRoot() throws {
            let (window, tabs, _) = try shopWindow()
            let cart = CartViewController()
            tabs.present(cart, animated: true)

            try window.setRootViewController(tabs)

            #expect(window.topmostViewController === cart)
            #expect(tabs.window === window)
        }

        @Test("removing the root empties the window")
        func removeRoot() throws {
            let (window, tabs, _) = try shopWindow()

            try window.setRootViewController(nil)

            #expect(window.rootViewController == nil)
            #expect(window.topmostViewController == nil)
            #expect(window.visibleViewControllers.isEmpty)
            #expect(window.allViewControllers.isEmpty)
            #expect(tabs.window == nil)
        }

        @Test("the topmost view controller is at the end of the modal chain")
        func topmost() throws {
            let (window, tabs, _) = try shopWindow()
            #expect(window.topmostViewController === tabs)
            #expect(window.modalChain.isEmpty)

            let checkout = try navigation("checkout", [CartViewController()])
            tabs.present(checkout, animated: true)
            let payment = PaymentViewController()
            checkout.present(payment, animated: true)

            #expect(window.topmostViewController === payment)
            #expect(names(window.modalChain) == [#"UINavigationController("checkout")"#, "PaymentViewController"])
            #expect(window.allViewControllers.count == 8)
        }

        @Test("the visible view controllers follow the selected tab, the top of the stack and the modal chain")
        func visible() throws {
            let (window, tabs, shop) = try shopWindow()
            let product = shop.viewControllers[1]
            #expect(
                names(window.visibleViewControllers) == [
                    "UITabBarController", #"UINavigationController("shop")"#, "ProductViewController(1)",
                ])
            #expect(product.isVisible)
            #expect(!shop.viewControllers[0].isVisible)

            try tabs.select(index: 1)
            #expect(names(window.visibleViewControllers) == ["UITabBarController", "SettingsViewController"])
            #expect(!product.isVisible)

            let cart = CartViewController()
            tabs.present(cart, animated: true)
            #expect(names(window.visibleViewControllers) == ["CartViewController"])
            #expect(!tabs.isVisible)
            #expect(cart.isVisible)
            #expect(!HomeViewController().isVisible)
        }

        @Test("makeVisibleInParentContainers selects the tab and pops the stack back to the view controller")
        func makeVisibleInParentContainers() throws {
            let (window, tabs, shop) = try shopWindow()
            let home = shop.viewControllers[0]
            try tabs.select(index: 1)
            let delegate = RecordingNavigationDelegate()
            shop.delegate = delegate
            let before = window.transitions.count

            try home.makeVisibleInParentContainers(animated: true)

            #expect(tabs.selectedIndex == 0)
            #expect(shop.topViewController === home)
            #expect(home.isVisible)
            #expect(
                window.transitions.dropFirst(before).map(\.description) == [
                    #"selectTab UINavigationController("shop") in UITabBarController (animated)"#,
                    #"pop HomeViewController in UINavigationController("shop") (animated)"#,
                ])
            #expect(
                delegate.calls == [
                    .init(shown: "HomeViewController", popped: ["ProductViewController(1)"], animated: true)
                ])
        }

        @Test("makeVisibleInParentContainers changes nothing for a view controller already visible")
        func makeVisibleWhenVisible() throws {
            let (window, _, shop) = try shopWindow()
            let transitions = window.transitions

            try shop.viewControllers[1].makeVisibleInParentContainers(animated: true)
            try HomeViewController().makeVisibleInParentContainers(animated: true)

            #expect(window.transitions == transitions)
        }

        @Test("every change is recorded with its animated flag")
        func transitions() throws {
            let window = UIWindow(name: "Main")
            let shop = try navigation("shop", [HomeViewController()])
            try window.setRootViewController(shop)
            shop.pushViewController(ProductViewController(1), animated: true)
            shop.pushViewController(ProductViewController(2), animated: false)
            shop.popViewController(animated: true)
            shop.setViewControllers([CartViewController()], animated: false)
            let split = UISplitViewController()
            shop.present(split, animated: true)
            try split.setPrimary(SettingsViewController(), animated: false)
            try split.showDetailViewController(ProductViewController(3), animated: true)
            split.setViewControllers([HomeViewController()], animated: false)
            let tabs = UITabBarController()
            split.present(tabs, animated: false)
            tabs.setViewControllers([CartViewController(), SettingsViewController()], animated: true)
            try tabs.select(index: 1, animated: true)
            try window.dismissTopmostInteractively(animated: false)
            shop.dismiss(animated: true)

            #expect(
                window.transitions.map(\.description) == [
                    #"setRoot UINavigationController("shop") in Main"#,
                    #"push ProductViewController(1) in UINavigationController("shop") (animated)"#,
                    #"push ProductViewController(2) in UINavigationController("shop")"#,
                    #"pop ProductViewController(2) in UINavigationController("shop") (animated)"#,
                    #"setViewControllers CartViewController in UINavigationController("shop")"#,
                    #"present UISplitViewController in UINavigationController("shop") (animated)"#,
                    "setPrimary SettingsViewController in UISplitViewController",
                    "showDetail ProductViewController(3) in UISplitViewController (animated)",
                    "setViewControllers HomeViewController in UISplitViewController",
                    "present UITabBarController in UISplitViewController",
                    "setViewControllers CartViewController in UITabBarController (animated)",
                    "selectTab SettingsViewController in UITabBarController (animated)",
                    "dismiss UITabBarController in UISplitViewController",
                    #"dismiss UISplitViewController in UINavigationController("shop") (animated)"#,
                ])
            #expect(
                window.transitions.first
                    == Transition(
                        kind: .setRoot, subject: #"UINavigationController("shop")"#, target: "Main", animated: false,
                        window: "Main"))
        }

        @Test("changes outside any window are not recorded anywhere")
        func noWindowNoRecord() throws {
            let window = UIWindow(name: "Main")
            let shop = try navigation("shop", [HomeViewController()])
            shop.pushViewController(ProductViewController(1), animated: true)
            try window.setRootViewController(shop)

            #expect(window.transitions.map(\.kind) == [.setRoot])
        }
    }
}
