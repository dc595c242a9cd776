import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    @Suite("Hierarchy transaction")
    @MainActor
    struct Transaction {
        /// A window with something of everything a transaction must restore:
        /// `UITabBarController[UINavigationController("shop")[Home, Product(1)], Settings, SideMenu[menu, content]]`,
        /// second tab selected, presenting `Cart`, with a delegate on the shop's stack.
        @MainActor
        private final class Fixture {
            let window = UIWindow(name: "Main")
            let home = HomeViewController(title: "Home", context: "start")
            let product = ProductViewController(1)
            let settings = SettingsViewController()
            let shop: UINavigationController
            let side: SideMenuController
            let tabs = UITabBarController()
            let cart = CartViewController()
            let delegate = RecordingNavigationDelegate()

            init() throws {
                shop = try navigation("shop", [home, product])
                side = try SideMenuController(
                    menu: UIViewController(context: "menu"), content: UIViewController(context: "content"))
                tabs.setViewControllers([shop, settings, side], animated: false)
                try tabs.select(index: 1)
                try window.setRootViewController(tabs)
                tabs.present(cart, animated: true)
                shop.delegate = delegate
            }

            /// Checks that the hierarchy is exactly as `init` built it.
            func expectUnchanged(transitions: [Transition], sourceLocation: SourceLocation = #_sourceLocation) {
                #expect(window.rootViewController === tabs, sourceLocation: sourceLocation)
                #expect(tabs.window === window, sourceLocation: sourceLocation)
                #expect(tabs.viewControllers?.count == 3, sourceLocation: sourceLocation)
                #expect(
                    tabs.viewControllers?.map(ObjectIdentifier.init)
                        == [shop, settings, side].map(ObjectIdentifier.init),
                    sourceLocation: sourceLocation)
                #expect([shop, settings, side].allSatisfy { $0.parent === tabs }, sourceLocation: sourceLocation)
                #expect(tabs.selectedIndex == 1, sourceLocation: sourceLocation)
                #expect(
                    shop.viewControllers.count == 2 && shop.viewControllers[0] === home
                        && shop.viewControllers[1] === product, sourceLocation: sourceLocation)
                #expect(home.parent === shop && product.parent === shop, sourceLocation: sourceLocation)
                #expect(!side.isMenuOpen, sourceLocation: sourceLocation)
                #expect(
                    names(side.children) == [#"UIViewController("menu")"#, #"UIViewController("content")"#],
                    sourceLocation: sourceLocation)
                #expect(tabs.presentedViewController === cart, sourceLocation: sourceLocation)
                #expect(cart.presentingViewController === tabs, sourceLocation: sourceLocation)
                #expect(cart.presentedViewController == nil, sourceLocation: sourceLocation)
                #expect(home.title == "Home" && home.contextDescription == #""start""#, sourceLocation: sourceLocation)
                #expect(window.transitions == transitions, sourceLocation: sourceLocation)
                #expect(window.transaction == nil, sourceLocation: sourceLocation)
            }
        }

        @Test("rollback undoes pops, pushes, selections, custom state, contexts and presentations")
        func rollbackRestoresEverything() throws {
            let fixture = try Fixture()
            let transitions = fixture.window.transitions
            let transaction = fixture.window.beginTransaction()

            fixture.cart.dismiss(animated: true)
            fixture.shop.popViewController(animated: true)
            let pushed = ProductViewController(2)
            fixture.shop.pushViewController(pushed, animated: true)
            try fixture.tabs.select(index: 2)
            try fixture.side.makeVisible(fixture.side.menu, animated: true)
            let newContent = UIViewController(context: "new content")
            try fixture.side.replaceViewControllers(with: [fixture.side.menu, newContent], animated: false)
            fixture.home.title = "Changed"
            fixture.home.context = "changed"
            let sheet = try navigation("sheet", [SettingsViewController()])
            fixture.tabs.present(sheet, animated: true)
            sheet.present(UIViewController(context: "alert"), animated: false)
            #expect(fixture.window.transitions.count > transitions.count)

            transaction.rollback()

            fixture.expectUnchanged(transitions: transitions)
            #expect(!pushed.isInHierarchy)
            #expect(!newContent.isInHierarchy)
            #expect(!sheet.isInHierarchy)
            #expect(fixture.delegate.calls.isEmpty, "notifications of an undone change are dropped")
        }

        @Test("rollback restores a replaced window root, with what it presented")
        func rollbackRestoresRoot() throws {
            let fixture = try Fixture()
            let transitions = fixture.window.transitions
            let transaction = fixture.window.beginTransaction()
            let onboarding = UIViewController(context: "onboarding")

            try fixture.window.setRootViewController(onboarding, animated: true)
            onboarding.present(UIViewController(context: "welcome"), animated: true)
            #expect(fixture.tabs.window == nil)

            transaction.rollback()

            fixture.expectUnchanged(transitions: transitions)
            #expect(onboarding.window == nil)
            #expect(!onboarding.isInHierarchy)
            #expect(onboarding.presentedViewController == nil, "a discarded root presents nothing")
            // The discarded root is free again: it can be used elsewhere.
            fixture.shop.pushViewController(onboarding, animated: false)
            #expect(onboarding.parent === fixture.shop)
        }

        @Test("rollback restores an empty window")
        func rollbackRestoresEmptyWindow() throws {
            let window = UIWindow(name: "Main")
            let transaction = window.beginTransaction()
            let home = HomeViewController()
            try window.setRootViewController(home)

            transaction.rollback()

            #expect(window.rootViewController == nil)
            #expect(window.transitions.isEmpty)
            #expect(home.window == nil)
            #expect(!home.isInHierarchy)
        }

        @Test("rollback leaves no discarded container holding a restored view controller")
        func rollbackDetachesRestoredViewControllersFromDiscardedContainers() throws {
            let fixture = try Fixture()
            let transaction = fixture.window.beginTransaction()
            fixture.shop.popViewController(animated: true)
            let newStack = UINavigationController(rootViewController: fixture.product)
            try fixture.tabs.replaceTab(at: 1, with: newStack, animated: true)

            transaction.rollback()

            #expect(fixture.product.parent === fixture.shop)
            #expect(newStack.viewControllers.isEmpty)
            #expect(fixture.settings.parent === fixture.tabs)
            // Reusing the discarded container must not tear the restored hierarchy apart.
            newStack.setViewControllers([CartViewController()], animated: false)
            #expect(fixture.product.parent === fixture.shop)
            #expect(fixture.shop.viewControllers.last === fixture.product)
        }

        @Test("rollback leaves no discarded view controller presenting a restored one")
        func rollbackDetachesRestoredPresentations() throws {
            let fixture = try Fixture()
            let transaction = fixture.window.beginTransaction()
            fixture.tabs.dismiss(animated: false)
            let interstitial = UIViewController(context: "interstitial")
            fixture.tabs.present(interstitial, animated: false)
            interstitial.present(fixture.cart, animated: false)

            transaction.rollback()

            #expect(fixture.cart.presentingViewController === fixture.tabs)
            #expect(interstitial.presentedViewController == nil)
            #expect(interstitial.presentingViewController == nil)
        }

        @Test("commit keeps the changes and delivers the notifications held back, in order")
        func commitDeliversNotifications() throws {
            let fixture = try Fixture()
            let transitions = fixture.window.transitions
            let transaction = fixture.window.beginTransaction()

            fixture.shop.popViewController(animated: true)
            fixture.shop.pushViewController(CartViewController(context: "second"), animated: false)
            #expect(fixture.delegate.calls.isEmpty, "held back while the transaction is open")
            #expect(fixture.window.transaction === transaction)

            transaction.commit()

            #expect(
                fixture.delegate.calls == [
                    .init(shown: #"HomeViewController("start")"#, popped: ["ProductViewController(1)"], animated: true),
                    .init(shown: #"CartViewController("second")"#, popped: [], animated: false),
                ])
            #expect(
                names(fixture.shop.viewControllers) == [
                    #"HomeViewController("start")"#, #"CartViewController("second")"#,
                ])
            #expect(fixture.window.transitions.count == transitions.count + 2)
            #expect(fixture.window.transaction == nil)
        }

        @Test("after commit the window notifies at once again, and a closed transaction cannot be rolled back")
        func afterCommit() throws {
            let fixture = try Fixture()
            let transaction = fixture.window.beginTransaction()
            fixture.shop.popViewController(animated: true)
            transaction.commit()

            transaction.rollback()
            fixture.shop.pushViewController(SettingsViewController(), animated: true)

            #expect(fixture.shop.viewControllers.count == 2)
            #expect(fixture.delegate.calls.map(\.shown) == [#"HomeViewController("start")"#, "SettingsViewController"])
        }

        @Test("a rolled back transaction cannot be committed afterwards")
        func afterRollback() throws {
            let fixture = try Fixture()
            let transitions = fixture.window.transitions
            let transaction = fixture.window.beginTransaction()
            fixture.shop.popViewController(animated: true)
            transaction.rollback()

            transaction.commit()

            fixture.expectUnchanged(transitions: transitions)
            #expect(fixture.delegate.calls.isEmpty)
        }
    }
}
