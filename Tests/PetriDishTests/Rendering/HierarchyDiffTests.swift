import Testing
import PetriDish

@MainActor
@Suite("HierarchyDiff tells what a navigation changed")
struct HierarchyDiffTests {
    typealias Shop = RenderingShop

    /// The rendered diff of what `change` does to `shop`.
    private func diff(_ shop: Shop, style: HierarchyTextStyle = .unicode, _ change: () throws -> Void) rethrows
        -> String
    {
        let before = HierarchySnapshot(shop.window)
        try change()
        return HierarchyDiff(from: before, to: HierarchySnapshot(shop.window)).render(style: style)
    }

    @Test("no change renders as one clear line")
    func noChange() throws {
        let shop = try Shop()
        let snapshot = HierarchySnapshot(shop.window)
        let diff = HierarchyDiff(from: snapshot, to: snapshot)
        #expect(diff.isEmpty)
        #expect(diff.render() == "no change")
        #expect(try self.diff(shop) { try shop.tabs.select(index: 1) } == "no change")
    }

    @Test("a push")
    func push() throws {
        let shop = try Shop()
        let text = diff(shop) {
            shop.catalogNavigation.pushViewController(Shop.ProductViewController(context: 43), animated: true)
        }
        #expect(text == #"+ ProductViewController (43) pushed onto UINavigationController "Catalog" in tab 1"#)
    }

    @Test("two pushes in one navigation are two pushes, not an insertion and a push")
    func twoPushes() throws {
        let shop = try Shop()
        let text = diff(shop) {
            shop.catalogNavigation.pushViewController(Shop.ProductViewController(context: 43), animated: false)
            shop.catalogNavigation.pushViewController(Shop.ProductViewController(context: 44), animated: true)
        }
        #expect(
            text == """
                + ProductViewController (43) pushed onto UINavigationController "Catalog" in tab 1
                + ProductViewController (44) pushed onto UINavigationController "Catalog" in tab 1
                """)
    }

    @Test("a pop")
    func pop() throws {
        let shop = try Shop()
        let text = diff(shop) { shop.catalogNavigation.popViewController(animated: true) }
        #expect(
            text == #"- ProductViewController "Sneaker" (42) popped from UINavigationController "Catalog" in tab 1"#)
    }

    @Test("presentations and dismissals: each link of the modal chain on its own line")
    func presentAndDismiss() throws {
        let shop = try Shop()
        let presented = try diff(shop) { try shop.presentLogin() }
        #expect(
            presented == """
                + UINavigationController[LoginViewController "Sign in"] presented (formSheet) by UITabBarController
                + TwoFactorViewController ("sms") presented (fullScreen) by UINavigationController
                """)
        let dismissed = diff(shop) { shop.tabs.dismiss(animated: true) }
        #expect(
            dismissed == """
                - UINavigationController[LoginViewController "Sign in"] dismissed
                - TwoFactorViewController ("sms") dismissed
                """)
    }

    @Test("a change of tab selection")
    func tabSelection() throws {
        let shop = try Shop()
        #expect(try diff(shop) { try shop.tabs.select(index: 2) } == "~ UITabBarController: tab 1 → 2")
        #expect(try diff(shop, style: .ascii) { try shop.tabs.select(index: 0) } == "~ UITabBarController: tab 2 -> 0")
    }

    @Test("the same instance in another container is a move, not a removal and an addition")
    func moveBetweenContainers() throws {
        let shop = try Shop()
        let text = diff(shop) {
            shop.catalogNavigation.popViewController(animated: false)
            shop.homeNavigation.pushViewController(shop.product, animated: false)
        }
        #expect(
            text
                == #"~ ProductViewController "Sneaker" (42) moved from position 1 of UINavigationController "Catalog" in tab 1 to position 1 of UINavigationController "Home" in tab 0"#
        )
    }

    @Test("reordered tabs move, and the selection follows the selected view controller")
    func reorderTabs() throws {
        let shop = try Shop()
        let text = diff(shop) {
            shop.tabs.setViewControllers(
                [shop.catalogNavigation, shop.homeNavigation, shop.split, shop.sideMenu], animated: false)
        }
        #expect(
            text == """
                ~ UITabBarController: tab 1 → 0
                ~ UINavigationController "Catalog" moved from tab 1 of UITabBarController to tab 0 of UITabBarController
                ~ UINavigationController "Home" moved from tab 0 of UITabBarController to tab 1 of UITabBarController
                """)
    }

    @Test("insertions into a stack, and what they push up")
    func insertIntoStack() throws {
        let shop = try Shop()
        let text = diff(shop) {
            shop.catalogNavigation.setViewControllers(
                [shop.category, Shop.CategoryViewController(context: "sneakers"), shop.product], animated: false)
        }
        #expect(
            text == """
                ~ ProductViewController "Sneaker" (42) moved from position 1 of UINavigationController "Catalog" in tab 1 to position 2 of UINavigationController "Catalog" in tab 1
                + CategoryViewController ("sneakers") inserted into UINavigationController "Catalog" in tab 1 at position 1
                """)
    }

    @Test("a new stack root replaces the whole stack")
    func replaceStack() throws {
        let shop = try Shop()
        let text = diff(shop) {
            shop.catalogNavigation.setViewControllers([Shop.HomeViewController()], animated: false)
        }
        #expect(
            text == """
                - CategoryViewController "Shoes" ("shoes") removed from UINavigationController "Catalog" in tab 1
                - ProductViewController "Sneaker" (42) popped from UINavigationController "Catalog" in tab 1
                + HomeViewController set as the root of UINavigationController "Catalog" in tab 1
                """)
    }

    @Test("context, title and dismissibility changes of the same view controller")
    func attributeChanges() throws {
        let shop = try Shop()
        #expect(diff(shop) { shop.product.context = 43 } == #"~ ProductViewController "Sneaker": context 42 → 43"#)
        #expect(diff(shop) { shop.product.title = nil } == #"~ ProductViewController (43): title "Sneaker" → none"#)
        #expect(diff(shop) { shop.product.context = nil } == "~ ProductViewController: context 43 → none")
        #expect(
            diff(shop) { shop.product.isModalInPresentation = true }
                == "~ ProductViewController: can no longer be dismissed")
        #expect(
            diff(shop) { shop.product.isModalInPresentation = false }
                == "~ ProductViewController: can be dismissed again")
    }

    @Test("a new container with its children is one line; what it replaced is another")
    func replaceTab() throws {
        let shop = try Shop()
        let text = try diff(shop) {
            let navigation = UINavigationController(rootViewController: Shop.HomeViewController())
            navigation.pushViewController(Shop.ProductViewController(context: 9), animated: false)
            try shop.tabs.replaceTab(at: 0, with: navigation, animated: false)
        }
        #expect(
            text == """
                - UINavigationController "Home" [HomeViewController "Home"] removed from tab 0 of UITabBarController
                + UINavigationController[HomeViewController, ProductViewController (9)] added as tab 0 of UITabBarController
                """)
    }

    @Test("split view columns")
    func splitColumns() throws {
        let shop = try Shop()
        let text = try diff(shop) {
            try shop.split.showDetailViewController(Shop.MessageViewController(context: 8), animated: false)
        }
        #expect(
            text == """
                - MessageViewController (7) removed from the secondary column of UISplitViewController "Mail" in tab 2
                + MessageViewController (8) shown in the secondary column of UISplitViewController "Mail" in tab 2
                """)
    }

    @Test("custom containers")
    func customContainer() throws {
        let shop = try Shop()
        let text = try diff(shop) {
            try shop.sideMenu.replaceViewControllers(
                with: [shop.menu, Shop.AccountViewController(context: "bob")], animated: false)
        }
        #expect(
            text == """
                - AccountViewController ("ada") removed from SideMenuController in tab 3
                + AccountViewController ("bob") added to SideMenuController in tab 3 at position 1
                """)
    }

    @Test("a new window root")
    func windowRoot() throws {
        let window = UIWindow()
        let empty = HierarchySnapshot(window)
        let navigation = UINavigationController(rootViewController: Shop.HomeViewController())
        try window.setRootViewController(navigation)
        let first = HierarchySnapshot(window)
        #expect(
            HierarchyDiff(from: empty, to: first).render()
                == "+ UINavigationController[HomeViewController] set as the window's root")
        try window.setRootViewController(Shop.LoginViewController())
        #expect(
            HierarchyDiff(from: first, to: HierarchySnapshot(window)).render() == """
                - UINavigationController[HomeViewController] removed as the window's root
                + LoginViewController set as the window's root
                """)
    }

    @Test("golden: a navigation that dismisses, selects a tab, pushes and updates a context, in that order")
    func combinedOrder() throws {
        let shop = try Shop()
        try shop.presentLogin()
        let before = HierarchySnapshot(shop.window)
        shop.tabs.dismiss(animated: true)
        try shop.tabs.select(index: 0)
        shop.homeNavigation.pushViewController(Shop.ProductViewController(context: 43), animated: true)
        shop.catalogNavigation.popViewController(animated: false)
        shop.category.context = "boots"
        let diff = HierarchyDiff(from: before, to: HierarchySnapshot(shop.window))
        #expect(
            diff.render() == """
                - ProductViewController "Sneaker" (42) popped from UINavigationController "Catalog" in tab 1
                - UINavigationController[LoginViewController "Sign in"] dismissed
                - TwoFactorViewController ("sms") dismissed
                ~ UITabBarController: tab 1 → 0
                + ProductViewController (43) pushed onto UINavigationController "Home" in tab 0
                ~ CategoryViewController "Shoes": context "shoes" → "boots"
                """)
        #expect(diff.changes.count == 6)
        guard case let .disappeared(node, .presented(by: presenter, style: .formSheet)) = diff.changes[1] else {
            Issue.record("expected a dismissal, got \(diff.changes[1])")
            return
        }
        #expect(node.typeName == "UINavigationController")
        #expect(presenter == HierarchyDiff.Reference(typeName: "UITabBarController"))
        #expect(
            diff.changes[3] == .tabSelected(HierarchyDiff.Reference(typeName: "UITabBarController"), from: 1, to: 0))
    }

    @Test("snapshots without identities are matched by place and type: a move reads as removal and addition")
    func decodedSnapshots() throws {
        let shop = try Shop()
        let before = try HierarchySnapshot(json: HierarchySnapshot(shop.window).renderJSON())
        #expect(HierarchyDiff(from: before, to: HierarchySnapshot(shop.window)).isEmpty)

        shop.catalogNavigation.popViewController(animated: false)
        shop.homeNavigation.pushViewController(shop.product, animated: false)
        shop.category.context = "boots"
        let after = try HierarchySnapshot(json: HierarchySnapshot(shop.window).renderJSON())
        #expect(
            HierarchyDiff(from: before, to: after).render() == """
                - ProductViewController "Sneaker" (42) popped from UINavigationController "Catalog" in tab 1
                + ProductViewController "Sneaker" (42) pushed onto UINavigationController "Home" in tab 0
                ~ CategoryViewController "Shoes": context "shoes" → "boots"
                """)
    }

    @Test("the style hook marks the kind of each line")
    func styled() throws {
        let shop = try Shop()
        let tagged = HierarchyTextStyle { role, text in "<\(role.rawValue)>\(text)</>" }
        let text = try diff(shop, style: tagged) {
            shop.catalogNavigation.popViewController(animated: false)
            try shop.tabs.select(index: 0)
        }
        #expect(
            text == """
                <removed>-</> <typeName>ProductViewController</> <title>"Sneaker"</> <context>(42)</> popped from <typeName>UINavigationController</> <title>"Catalog"</> <label>in tab 1</>
                <changed>~</> <typeName>UITabBarController</>: tab 1 → 0
                """)
        #expect(HierarchyDiff(changes: []).render(style: tagged) == "<unchanged>no change</>")
    }
}
