import Testing
import PetriDish
@testable import PetriHierarchy

extension HierarchyTests {
    @Suite("Tab bar controller")
    @MainActor
    struct TabBar {
        private func makeTabs(_ viewControllers: [UIViewController], selected: Int = 0) throws -> UITabBarController {
            let tabs = UITabBarController()
            tabs.setViewControllers(viewControllers, animated: false)
            try tabs.select(index: selected)
            return tabs
        }

        @Test("the first tab is selected by default and a tab bar without tabs selects nothing")
        func defaultSelection() throws {
            let empty = UITabBarController()
            #expect(empty.selectedViewController == nil)
            #expect(empty.visibleViewControllers.isEmpty)

            let home = HomeViewController()
            let tabs = UITabBarController()
            tabs.setViewControllers([home, SettingsViewController()], animated: false)
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.selectedViewController === home)
            #expect(home.parent === tabs)
        }

        @Test("select by index or by view controller changes the visible tab")
        func select() throws {
            let settings = SettingsViewController()
            let tabs = try makeTabs([HomeViewController(), CartViewController(), settings])

            try tabs.select(index: 1)
            #expect(tabs.selectedViewController is CartViewController)
            #expect(tabs.visibleViewControllers.count == 1)
            #expect(tabs.visibleViewControllers.first is CartViewController)

            try tabs.select(settings)
            #expect(tabs.selectedIndex == 2)
            try tabs.makeVisible(tabs.viewControllers![0], animated: false)
            #expect(tabs.selectedIndex == 0)
        }

        @Test("setViewControllers keeps the selected view controller selected, at its new index")
        func keepSelection() throws {
            let home = HomeViewController()
            let cart = CartViewController()
            let tabs = try makeTabs([home, cart], selected: 1)

            tabs.setViewControllers([SettingsViewController(), cart, home], animated: false)
            #expect(tabs.selectedViewController === cart)

            tabs.setViewControllers([cart, home], animated: false)
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.selectedViewController === cart)
        }

        @Test("when the selected tab is removed, the tab at the same index is selected, as in UIKit")
        func selectionFallsBackToSameIndex() throws {
            let tabs = try makeTabs(
                [HomeViewController(), CartViewController(), SettingsViewController()], selected: 1)

            tabs.setViewControllers(
                [HomeViewController(), ProductViewController(1), SettingsViewController()], animated: false)

            #expect(tabs.selectedIndex == 1)
            #expect(tabs.selectedViewController is ProductViewController)
        }

        @Test("when the selected tab is removed and its index no longer exists, the first tab is selected")
        func selectionResetsToFirst() throws {
            let tabs = try makeTabs(
                [HomeViewController(), CartViewController(), SettingsViewController()], selected: 2)

            tabs.setViewControllers([ProductViewController(1), ProductViewController(2)], animated: false)
            #expect(tabs.selectedIndex == 0)

            tabs.setViewControllers([], animated: false)
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.selectedViewController == nil)
        }

        @Test("replacing the selected tab keeps that tab selected and releases the old view controller")
        func replaceSelectedTab() throws {
            let cart = CartViewController()
            let tabs = try makeTabs([HomeViewController(), cart, SettingsViewController()], selected: 1)
            let product = ProductViewController(1)

            try tabs.replaceTab(at: 1, with: product, animated: true)

            #expect(tabs.selectedIndex == 1)
            #expect(tabs.selectedViewController === product)
            #expect(product.parent === tabs)
            #expect(cart.parent == nil)
        }

        @Test("removed tabs leave the tab bar")
        func removedTabsLoseTheirParent() throws {
            let home = HomeViewController()
            let settings = SettingsViewController()
            let tabs = try makeTabs([home, settings])

            try tabs.replaceViewControllers(with: [settings], animated: false)

            #expect(home.parent == nil)
            #expect(settings.parent === tabs)
            #expect(tabs.containedViewControllers.count == 1)
        }

        @Test("containerState is the selected index")
        func containerState() throws {
            let tabs = try makeTabs([HomeViewController(), CartViewController()], selected: 1)
            #expect(tabs.petri.containerState == AnyHashable(1))
            tabs.petri.containerState = 0
            #expect(tabs.selectedIndex == 0)
        }
    }

    @Suite("Split view controller")
    @MainActor
    struct SplitView {
        @Test("setViewControllers sets the primary and the secondary column, both visible")
        func columns() throws {
            let home = HomeViewController()
            let product = ProductViewController(1)
            let split = UISplitViewController()

            split.setViewControllers([home, product], animated: false)

            #expect(split.primaryViewController === home)
            #expect(split.secondaryViewController === product)
            #expect(split.visibleViewControllers.count == 2)
            #expect(home.parent === split && product.parent === split)

            split.setViewControllers([home], animated: false)
            #expect(split.secondaryViewController == nil)
            #expect(product.parent == nil)
        }

        @Test("setPrimary replaces the primary column and keeps the secondary one")
        func setPrimary() throws {
            let split = UISplitViewController()
            let home = HomeViewController()
            try split.setPrimary(home, animated: false)
            #expect(split.primaryViewController === home)
            #expect(split.secondaryViewController == nil)

            let product = ProductViewController(1)
            try split.showDetailViewController(product, animated: false)
            let menu = try navigation("menu", [SettingsViewController()])
            try split.setPrimary(menu, animated: true)

            #expect(split.primaryViewController === menu)
            #expect(split.secondaryViewController === product)
            #expect(home.parent == nil)
        }

        @Test("showDetail replaces the secondary column and keeps the primary one")
        func showDetail() throws {
            let home = HomeViewController()
            let split = UISplitViewController()
            split.setViewControllers([home], animated: false)
            let first = ProductViewController(1)
            try split.showDetailViewController(first, animated: true)
            let second = ProductViewController(2)

            try split.showDetailViewController(second, animated: true)

            #expect(names(split.viewControllers) == ["HomeViewController", "ProductViewController(2)"])
            #expect(first.parent == nil)
            #expect(second.parent === split)
        }

        @Test("makeVisible accepts a column and refuses anything else")
        func makeVisible() throws {
            let home = HomeViewController()
            let split = UISplitViewController()
            split.setViewControllers([home], animated: false)

            try split.makeVisible(home, animated: false)
            #expect(home.isDescendant(of: split))

            expectHierarchyError("CartViewController is not a child of UISplitViewController") {
                try split.makeVisible(CartViewController(), animated: false)
            }
        }

        @Test("a split view can be a tab, and its columns can be navigation controllers")
        func splitInTabs() throws {
            let split = UISplitViewController()
            split.setViewControllers(
                [
                    try navigation("primary", [HomeViewController()]),
                    try navigation("secondary", [ProductViewController(1)]),
                ], animated: false)
            let tabs = UITabBarController()

            tabs.setViewControllers([split, SettingsViewController()], animated: false)

            #expect(
                names(tabs.visiblePath) == [
                    "UITabBarController", "UISplitViewController",
                    #"UINavigationController("primary")"#, "HomeViewController",
                    #"UINavigationController("secondary")"#, "ProductViewController(1)",
                ])
        }
    }
}

@MainActor
@Suite("Tab bar: the user's tap")
struct TabTapTests {
    @Test("A tap selects another tab; a tap on the selected one pops its stack to the root; code never pops")
    func tapSemantics() throws {
        let window = UIWindow()
        let first = UINavigationController(rootViewController: UIViewController(title: "Home"))
        let second = UINavigationController(rootViewController: UIViewController(title: "Catalog"))
        let tabs = UITabBarController()
        tabs.setViewControllers([first, second], animated: false)
        try window.setRootViewController(tabs)
        second.pushViewController(UIViewController(title: "Product"), animated: false)

        #expect(try tabs.tap(index: 1, animated: false).isEmpty)
        #expect(tabs.selectedIndex == 1 && second.viewControllers.count == 2)

        try tabs.select(index: 1, animated: false)
        #expect(second.viewControllers.count == 2, "selecting in code does not pop")

        let popped = try tabs.tap(index: 1, animated: false)
        #expect(popped.map(\.title) == ["Product"])
        #expect(second.viewControllers.map(\.title) == ["Catalog"])
        #expect(try tabs.tap(index: 1, animated: false).isEmpty)
        #expect(throws: HierarchyError.self) { try tabs.tap(index: 2, animated: false) }
    }
}
