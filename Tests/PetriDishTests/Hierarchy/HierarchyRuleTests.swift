import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    /// One test per UIKit rule: each breaks the rule, checks the exact message (which names the
    /// view controllers involved) and checks that the refused change left nothing half-applied.
    @Suite("UIKit rules")
    @MainActor
    struct Rules {
        // MARK: One parent

        @Test("one parent: a view controller in one navigation stack cannot be pushed onto another")
        func pushChildOfAnotherNavigation() throws {
            let product = ProductViewController(1)
            let shop = try navigation("shop", [HomeViewController(), product])
            let other = try navigation("other", [CartViewController()])

            expectHierarchyError(
                #"ProductViewController(1) cannot be added to UINavigationController("other"): it already has a parent, UINavigationController("shop"); remove it from there first"#
            ) {
                other.pushViewController(product, animated: true)
            }
            #expect(product.parent === shop)
            #expect(names(shop.viewControllers) == ["HomeViewController", "ProductViewController(1)"])
            #expect(names(other.viewControllers) == ["CartViewController"])
        }

        @Test("one parent: a tab cannot become a split view column")
        func tabIntoSplit() throws {
            let settings = SettingsViewController()
            let tabs = UITabBarController()
            tabs.setViewControllers([HomeViewController(), settings], animated: false)
            let split = UISplitViewController()

            expectHierarchyError(
                "SettingsViewController cannot be added to UISplitViewController: it already has a parent, UITabBarController; remove it from there first"
            ) {
                split.setViewControllers([settings], animated: false)
            }
            #expect(settings.parent === tabs)
            #expect(split.viewControllers.isEmpty)
        }

        @Test("one parent: replaceChildren refuses a child of another container")
        func replaceChildrenWithChildOfAnotherContainer() throws {
            let product = ProductViewController(1)
            let shop = try navigation("shop", [product])
            let custom = UIViewController(context: "custom")

            expectHierarchyError(
                #"ProductViewController(1) cannot be added to UIViewController("custom"): it already has a parent, UINavigationController("shop"); remove it from there first"#
            ) {
                try custom.replaceChildren(with: [product])
            }
            #expect(product.parent === shop)
            #expect(custom.children.isEmpty)
        }

        // MARK: What a navigation stack refuses

        @Test("a navigation controller cannot be pushed into a navigation controller")
        func navigationInNavigation() throws {
            let outer = try navigation("outer", [HomeViewController()])
            let inner = try navigation("inner", [ProductViewController(1)])
            let message =
                #"UINavigationController("inner") is a navigation controller and cannot be pushed into UINavigationController("outer")"#

            expectHierarchyError(message) { outer.pushViewController(inner, animated: true) }
            expectHierarchyError(message) { outer.setViewControllers([HomeViewController(), inner], animated: false) }
            expectHierarchyError(
                #"UINavigationController("inner") is a navigation controller and cannot be pushed into UINavigationController"#
            ) {
                _ = UINavigationController(rootViewController: inner)
            }
            #expect(outer.viewControllers.count == 1)
            #expect(inner.parent == nil)
        }

        @Test("a tab bar controller pushed onto a stack is accepted, as UIKit accepts it, and reported as discouraged")
        func pushTabBar() throws {
            let window = UIWindow()
            let shop = try navigation("shop", [HomeViewController()])
            try window.setRootViewController(shop)
            let tabs = UITabBarController()

            shop.pushViewController(tabs, animated: true)

            #expect(shop.viewControllers.count == 2)
            #expect(tabs.parent === shop)
            #expect(
                window.discouragedConfigurations.map(\.rule) == [
                    #"UITabBarController is pushed onto UINavigationController("shop"): UIKit shows it, but its documentation says a tab bar interface should be the window's root, never a child of another view controller"#
                ])
        }

        @Test("a split view controller cannot be pushed")
        func pushSplit() throws {
            let shop = try navigation("shop", [HomeViewController()])
            let split = UISplitViewController()

            expectHierarchyError(
                #"UISplitViewController cannot be a child of UINavigationController("shop"): a split view controller cannot be pushed; make it a window's root, a tab or present it"#
            ) {
                shop.pushViewController(split, animated: true)
            }
            #expect(shop.viewControllers.count == 1)
            #expect(split.parent == nil)
        }

        @Test("tab bar controllers cannot nest")
        func nestedTabBars() throws {
            let outer = UITabBarController(context: "outer")
            let inner = UITabBarController(context: "inner")
            let home = HomeViewController()
            outer.setViewControllers([home], animated: false)
            let message =
                #"UITabBarController("inner") cannot be a child of UITabBarController("outer"): tab bar controllers cannot be nested"#

            expectHierarchyError(message) { outer.setViewControllers([home, inner], animated: false) }
            expectHierarchyError(message) { try outer.replaceTab(at: 0, with: inner, animated: false) }
            #expect(outer.viewControllers?.count == 1)
            #expect(home.parent === outer)
            #expect(inner.parent == nil)
        }

        @Test("a split view column cannot be a split view or a tab bar controller")
        func splitColumns() throws {
            let split = UISplitViewController(context: "outer")
            split.setViewControllers([HomeViewController()], animated: false)

            expectHierarchyError(
                #"UITabBarController cannot be a child of UISplitViewController("outer"): a split view column cannot be a split view or tab bar controller"#
            ) {
                try split.showDetailViewController(UITabBarController(), animated: false)
            }
            expectHierarchyError(
                #"UISplitViewController("inner") cannot be a child of UISplitViewController("outer"): a split view column cannot be a split view or tab bar controller"#
            ) {
                try split.setPrimary(UISplitViewController(context: "inner"), animated: false)
            }
            #expect(names(split.viewControllers) == ["HomeViewController"])
        }

        // MARK: Presentation

        @Test("a view controller that already presents ignores another presentation with UIKit's console warning")
        func alreadyPresenting() throws {
            let window = UIWindow()
            let home = HomeViewController()
            try window.setRootViewController(home)
            let cart = CartViewController()
            home.present(cart, animated: true)
            let settings = SettingsViewController()

            var completed = false
            home.present(settings, animated: true) { completed = true }

            #expect(!completed)
            #expect(
                window.consoleMessages == [
                    "Attempt to present SettingsViewController on HomeViewController which is already presenting CartViewController: UIKit ignores it"
                ])
            #expect(home.presentedViewController === cart)
            #expect(settings.presentingViewController == nil)
            #expect(window.modalChain.count == 1)
        }

        @Test("a child presents from its root container, so it cannot present while that container presents")
        func childOfPresentingContainer() throws {
            let window = UIWindow()
            let product = ProductViewController(1)
            let shop = try navigation("shop", [HomeViewController(), product])
            try window.setRootViewController(shop)
            shop.present(CartViewController(), animated: true)

            product.present(SettingsViewController(), animated: true)
            #expect(
                window.consoleMessages.last?.hasPrefix(
                    #"Attempt to present SettingsViewController on UINavigationController("shop") which is already presenting CartViewController"#
                ) == true)
            #expect(window.modalChain.count == 1)
        }

        @Test("a child of a container cannot be presented")
        func presentChild() throws {
            let window = UIWindow()
            let home = HomeViewController()
            try window.setRootViewController(home)
            let product = ProductViewController(1)
            let shop = try navigation("shop", [product])

            expectHierarchyError(
                #"ProductViewController(1) cannot be presented by HomeViewController: it already has a parent, UINavigationController("shop"); remove it from there first"#
            ) {
                home.present(product, animated: true)
            }
            #expect(home.presentedViewController == nil)
            #expect(product.parent === shop)
            #expect(product.presentingViewController == nil)
        }

        @Test("a view controller presented in one window cannot be presented in another")
        func presentPresented() throws {
            let main = UIWindow(name: "Main")
            let home = HomeViewController()
            try main.setRootViewController(home)
            let cart = CartViewController()
            home.present(cart, animated: true)
            let other = UIWindow(name: "Other")
            let settings = SettingsViewController()
            try other.setRootViewController(settings)

            expectHierarchyError(
                "CartViewController cannot be presented by SettingsViewController: it is already presented by HomeViewController; dismiss it first"
            ) {
                settings.present(cart, animated: true)
            }
            #expect(cart.presentingViewController === home)
            #expect(settings.presentedViewController == nil)
        }

        @Test("a window's root cannot be presented")
        func presentWindowRoot() throws {
            let window = UIWindow()
            let home = HomeViewController()
            try window.setRootViewController(home)
            let cart = CartViewController()
            home.present(cart, animated: true)

            expectHierarchyError(
                "HomeViewController cannot be presented by CartViewController: it is the root of a window"
            ) {
                cart.present(home, animated: true)
            }
            #expect(cart.presentedViewController == nil)
            #expect(home.presentingViewController == nil)
        }

        @Test("a presented view controller cannot be pushed")
        func pushPresented() throws {
            let window = UIWindow()
            let shop = try navigation("shop", [HomeViewController()])
            try window.setRootViewController(shop)
            let cart = CartViewController()
            shop.present(cart, animated: true)

            expectHierarchyError(
                #"CartViewController cannot be added to UINavigationController("shop"): it is already presented by UINavigationController("shop"); dismiss it first"#
            ) {
                shop.pushViewController(cart, animated: true)
            }
            #expect(shop.viewControllers.count == 1)
            #expect(cart.parent == nil)
        }

        @Test("a window's root cannot be pushed")
        func pushWindowRoot() throws {
            let window = UIWindow()
            let home = HomeViewController()
            try window.setRootViewController(home)
            let modal = try navigation("modal", [CartViewController()])
            home.present(modal, animated: true)

            expectHierarchyError(
                "HomeViewController cannot be added to UINavigationController(\"modal\"): it is the root of a window"
            ) {
                modal.pushViewController(home, animated: true)
            }
            #expect(modal.viewControllers.count == 1)
            #expect(home.parent == nil)
        }

        @Test("a view controller already in a hierarchy cannot become a window's root")
        func rootFromHierarchy() throws {
            let main = UIWindow(name: "Main")
            let shop = try navigation("shop", [HomeViewController()])
            try main.setRootViewController(shop)
            let cart = CartViewController()
            shop.present(cart, animated: true)
            let other = UIWindow(name: "Other")

            expectHierarchyError(
                #"HomeViewController cannot become the root of Other: it already has a parent, UINavigationController("shop"); remove it from there first"#
            ) {
                try other.setRootViewController(shop.viewControllers[0])
            }
            expectHierarchyError(
                #"CartViewController cannot become the root of Other: it is already presented by UINavigationController("shop"); dismiss it first"#
            ) {
                try other.setRootViewController(cart)
            }
            expectHierarchyError(
                #"UINavigationController("shop") cannot become the root of Other: it is the root of a window"#
            ) {
                try other.setRootViewController(shop)
            }
            #expect(other.rootViewController == nil)
            #expect(other.transitions.isEmpty)
            #expect(shop.window === main)
        }

        @Test("only a view controller in a window can present")
        func presentOutsideWindow() throws {
            let home = HomeViewController()
            expectHierarchyError("HomeViewController is not in a window, so it cannot present CartViewController") {
                home.present(CartViewController(), animated: true)
            }

            let product = ProductViewController(1)
            let shop = try navigation("shop", [product])
            expectHierarchyError(
                #"UINavigationController("shop") is not in a window, so it cannot present CartViewController"#
            ) {
                product.present(CartViewController(), animated: true)
            }
            #expect(home.presentedViewController == nil)
            #expect(shop.presentedViewController == nil)
        }

        @Test("a view controller being dismissed cannot present")
        func presentWhileBeingDismissed() throws {
            final class PresentsWhileLeaving: UIViewController {
                var refusal: HierarchyError?
                override func viewWillDisappear(_ animated: Bool) {
                    do {
                        try UIKitExceptions.catching { present(CartViewController(), animated: false) }
                    } catch let error as HierarchyError {
                        refusal = error
                    } catch {
                        Issue.record("unexpected error \(error)")
                    }
                }
            }
            let window = UIWindow()
            try window.setRootViewController(HomeViewController())
            let leaving = PresentsWhileLeaving()
            window.rootViewController?.present(leaving, animated: true)

            leaving.dismiss(animated: true)

            #expect(leaving.refusal == nil, "UIKit ignores it with a warning")
            #expect(
                window.consoleMessages == [
                    "Attempt to present CartViewController on PresentsWhileLeaving which is being dismissed: UIKit ignores it"
                ])
            #expect(window.modalChain.isEmpty)
        }

        // MARK: Navigation stack operations

        @Test("the root of a navigation stack cannot be popped")
        func popRoot() throws {
            let shop = try navigation("shop", [HomeViewController()])
            let delegate = RecordingNavigationDelegate()
            shop.delegate = delegate

            // UIKit's popViewController does nothing and returns nil; the back button cannot pop it.
            #expect(shop.popViewController(animated: true) == nil)
            #expect(UIKitExceptions.pending.isEmpty)
            expectHierarchyError(
                #"HomeViewController is the root of UINavigationController("shop") and cannot be popped"#
            ) {
                try shop.goBack(animated: true)
            }
            #expect(names(shop.viewControllers) == ["HomeViewController"])
            #expect(delegate.calls.isEmpty)
        }

        @Test("a navigation controller cannot pop to a view controller that is not in its stack")
        func popToStranger() throws {
            let shop = try navigation("shop", [HomeViewController(), ProductViewController(1)])
            let elsewhere = ProductViewController(7)
            let other = try navigation("other", [elsewhere])

            expectHierarchyError(#"ProductViewController(7) is not a child of UINavigationController("shop")"#) {
                shop.popToViewController(elsewhere, animated: true)
            }
            expectHierarchyError(#"CartViewController is not a child of UINavigationController("shop")"#) {
                shop.popToViewController(CartViewController(), animated: true)
            }
            #expect(shop.viewControllers.count == 2)
            #expect(elsewhere.parent === other)
        }

        // MARK: Tabs and columns

        @Test("a tab bar without tabs has no index to select")
        func tabIndexWithoutTabs() {
            let tabs = UITabBarController()
            expectHierarchyError("index 0 is out of range: UITabBarController has no children") {
                try tabs.select(index: 0)
            }
            expectHierarchyError("index 0 is out of range: UITabBarController has no children") {
                try tabs.replaceTab(at: 0, with: HomeViewController(), animated: false)
            }
            #expect(tabs.viewControllers == nil)
        }

        @Test("a tab index must be within the tabs", arguments: [3, -1, 10])
        func tabIndexOutOfRange(index: Int) throws {
            let tabs = UITabBarController()
            tabs.setViewControllers(
                [HomeViewController(), CartViewController(), SettingsViewController()], animated: false)
            try tabs.select(index: 1)

            expectHierarchyError("index \(index) is out of range: UITabBarController has 3 children (0...2)") {
                try tabs.select(index: index)
            }
            expectHierarchyError("index \(index) is out of range: UITabBarController has 3 children (0...2)") {
                try tabs.replaceTab(at: index, with: ProductViewController(1), animated: false)
            }
            #expect(tabs.selectedIndex == 1)
            #expect(tabs.viewControllers?.count == 3)
        }

        @Test("a tab bar with one tab names its only index")
        func tabIndexWithOneTab() throws {
            let tabs = UITabBarController()
            tabs.setViewControllers([HomeViewController()], animated: false)
            expectHierarchyError("index 1 is out of range: UITabBarController has 1 child (0...0)") {
                try tabs.select(index: 1)
            }
        }

        @Test("only a tab can be selected, not a stranger nor a view controller inside a tab")
        func selectNonTab() throws {
            let product = ProductViewController(1)
            let tabs = UITabBarController()
            tabs.setViewControllers([try navigation("shop", [product]), CartViewController()], animated: false)
            try tabs.select(index: 1)

            expectHierarchyError("SettingsViewController is not a child of UITabBarController") {
                try tabs.select(SettingsViewController())
            }
            expectHierarchyError("ProductViewController(1) is not a child of UITabBarController") {
                try tabs.select(product)
            }
            #expect(tabs.selectedIndex == 1)
        }

        @Test("a split view holds at most two columns")
        func splitWithThreeColumns() {
            let split = UISplitViewController()
            let columns: [UIViewController] = [HomeViewController(), ProductViewController(1), CartViewController()]

            expectHierarchyError("UISplitViewController holds at most 2 view controllers, not 3") {
                split.setViewControllers(columns, animated: false)
            }
            #expect(split.viewControllers.isEmpty)
            #expect(columns.allSatisfy { $0.parent == nil })
        }

        @Test("a split view cannot show a detail without a primary column")
        func detailWithoutPrimary() {
            let split = UISplitViewController()
            let product = ProductViewController(1)

            expectHierarchyError("UISplitViewController has no primary view controller, so it cannot show a detail") {
                try split.showDetailViewController(product, animated: true)
            }
            #expect(split.viewControllers.isEmpty)
            #expect(product.parent == nil)
        }

        // MARK: Structure

        @Test("a view controller cannot contain itself")
        func containItself() {
            let menu = UIViewController(context: "menu")
            expectHierarchyError(
                #"UIViewController("menu") cannot be added to UIViewController("menu"): it would contain itself"#
            ) {
                try menu.replaceChildren(with: [menu])
            }
            #expect(menu.children.isEmpty)
            #expect(menu.parent == nil)
        }

        @Test("a view controller cannot contain its own ancestor")
        func containAncestor() throws {
            let outer = UIViewController(context: "outer")
            let middle = UIViewController(context: "middle")
            let inner = UIViewController(context: "inner")
            try outer.replaceChildren(with: [middle])
            try middle.replaceChildren(with: [inner])

            expectHierarchyError(
                #"UIViewController("outer") cannot be added to UIViewController("inner"): it would contain itself"#
            ) {
                try inner.replaceChildren(with: [outer])
            }
            #expect(inner.children.isEmpty)
            #expect(outer.parent == nil)
        }

        @Test("a view controller cannot present itself")
        func presentItself() throws {
            let window = UIWindow()
            try window.setRootViewController(HomeViewController())
            let cart = CartViewController()
            window.rootViewController?.present(cart, animated: true)

            expectHierarchyError("CartViewController cannot be added to CartViewController: it would contain itself") {
                cart.present(cart, animated: true)
            }
            #expect(cart.presentedViewController == nil)
        }

        @Test("a container cannot list the same child twice")
        func duplicateChildren() throws {
            let home = HomeViewController()
            let shop = try navigation("shop", [])
            expectHierarchyError(
                #"HomeViewController appears twice among the children of UINavigationController("shop")"#
            ) {
                shop.setViewControllers([home, ProductViewController(1), home], animated: false)
            }
            #expect(shop.viewControllers.isEmpty)
            #expect(home.parent == nil)

            let tabs = UITabBarController()
            expectHierarchyError("HomeViewController appears twice among the children of UITabBarController") {
                tabs.setViewControllers([home, home], animated: false)
            }
        }

        @Test("the same view controller cannot be pushed twice")
        func pushTwice() throws {
            let product = ProductViewController(1)
            let shop = try navigation("shop", [HomeViewController(), product])
            expectHierarchyError(
                #"ProductViewController(1) appears twice among the children of UINavigationController("shop")"#
            ) {
                shop.pushViewController(product, animated: true)
            }
            #expect(shop.viewControllers.count == 2)
        }

        // MARK: The user's swipe-down dismissal

        @Test("the user cannot dismiss a modal that forbids it")
        func swipeUndismissibleModal() throws {
            let window = UIWindow(name: "Main")
            try window.setRootViewController(HomeViewController())
            let payment = PaymentViewController()
            window.rootViewController?.present(payment, animated: true)
            let transitions = window.transitions

            expectHierarchyError("PaymentViewController cannot be dismissed") {
                try window.dismissTopmostInteractively()
            }
            #expect(window.topmostViewController === payment)
            #expect(window.transitions == transitions)
        }

        @Test("the user cannot dismiss a modal when a view controller inside it forbids it")
        func swipeModalContainingUndismissible() throws {
            let window = UIWindow(name: "Main")
            try window.setRootViewController(HomeViewController())
            let checkout = try navigation("checkout", [CartViewController(), PaymentViewController(context: "card")])
            window.rootViewController?.present(checkout, animated: true)

            expectHierarchyError(#"PaymentViewController("card") cannot be dismissed"#) {
                try window.dismissTopmostInteractively()
            }
            #expect(window.topmostViewController === checkout)
        }

        @Test("the user cannot dismiss anything when nothing is presented")
        func swipeWithNothingPresented() throws {
            let window = UIWindow(name: "Main")
            expectHierarchyError("nothing is presented in Main") {
                try window.dismissTopmostInteractively()
            }
            try window.setRootViewController(HomeViewController())
            expectHierarchyError("nothing is presented in Main") {
                try window.dismissTopmostInteractively()
            }
            #expect(window.rootViewController is HomeViewController)
        }
    }
}
