import Testing
import PetriDish

@MainActor
@Suite("HierarchySnapshot captures a window")
struct HierarchySnapshotTests {
    typealias Node = HierarchySnapshot.Node

    @Test("every container kind is recognised, custom containers included")
    func kinds() throws {
        let shop = try RenderingShop()
        let snapshot = HierarchySnapshot(shop.window)
        let root = try #require(snapshot.root)
        #expect(root.kind == .tabBar)
        #expect(root.children.map(\.kind) == [.navigation, .navigation, .split, .container])
        #expect(root.children[1].children.map(\.kind) == [.screen, .screen])
        #expect(snapshot.allNodes.filter { $0.kind == .screen }.count == 7)
        #expect(Node.Kind.allCases.filter(\.isContainer) == [.navigation, .tabBar, .split, .container])
    }

    @Test("type names, titles, contexts and the selected tab")
    func attributes() throws {
        let shop = try RenderingShop()
        let root = try #require(HierarchySnapshot(shop.window).root)
        #expect(root.typeName == "UITabBarController")
        #expect(root.selectedIndex == 1)
        #expect(root.selectedChild?.title == "Catalog")
        let product = root.children[1].children[1]
        #expect(product.typeName == "ProductViewController")
        #expect(product.title == "Sneaker")
        #expect(product.context == "42")
        #expect(product.name == "ProductViewController(42)")
        #expect(root.children[3].children[1].context == #""ada""#)
        #expect(root.children[0].selectedIndex == nil)
    }

    @Test("the visible path is the window's visible view controllers")
    func visiblePath() throws {
        let shop = try RenderingShop()
        let snapshot = HierarchySnapshot(shop.window)
        let expected = shop.window.visibleViewControllers.map(\.typeName)
        #expect(snapshot.visibleNodes.map(\.typeName) == expected)
        #expect(expected == ["UITabBarController", "UINavigationController", "ProductViewController"])

        try shop.tabs.select(index: 3)
        try shop.sideMenu.makeVisible(shop.menu, animated: false)
        #expect(
            HierarchySnapshot(shop.window).visibleNodes.map(\.typeName)
                == ["UITabBarController", "SideMenuController", "MenuViewController", "AccountViewController"])
    }

    @Test("the modal chain hangs off each presenting root container, with its styles")
    func modalChain() throws {
        let shop = try RenderingShop()
        try shop.presentLogin()
        let root = try #require(HierarchySnapshot(shop.window).root)
        let first = try #require(root.presented)
        #expect(first.style == .formSheet)
        #expect(first.viewController.typeName == "UINavigationController")
        #expect(first.viewController.children.map(\.typeName) == ["LoginViewController"])
        let second = try #require(first.viewController.presented)
        #expect(second.style == .fullScreen)
        #expect(second.viewController.typeName == "TwoFactorViewController")
        #expect(second.viewController.canBeDismissed == false)
        #expect(second.viewController.presented == nil)
        // Under a presentation nothing is on screen but the topmost presentation.
        #expect(HierarchySnapshot(shop.window).visibleNodes.map(\.typeName) == ["TwoFactorViewController"])
    }

    @Test("snapshots of equal hierarchies are equal although their instances differ")
    func equalityIgnoresIdentity() throws {
        let first = HierarchySnapshot(try RenderingShop().window)
        let second = HierarchySnapshot(try RenderingShop().window)
        #expect(first == second)

        let shop = try RenderingShop()
        let before = HierarchySnapshot(shop.window)
        shop.product.context = 43
        #expect(HierarchySnapshot(shop.window) != before)
    }

    @Test("a snapshot built by hand equals the captured one")
    func handBuilt() throws {
        let window = UIWindow(name: "Small")
        let navigation = UINavigationController(rootViewController: RenderingShop.HomeViewController(title: "Home"))
        try window.setRootViewController(navigation)
        let expected = HierarchySnapshot(
            windowName: "Small",
            root: Node(
                kind: .navigation, typeName: "UINavigationController",
                children: [Node(kind: .screen, typeName: "HomeViewController", title: "Home", isVisible: true)],
                isVisible: true
            ))
        #expect(HierarchySnapshot(window) == expected)
    }

    @Test("an empty window has no root")
    func emptyWindow() {
        let snapshot = HierarchySnapshot(UIWindow(name: "Empty"))
        #expect(snapshot.windowName == "Empty")
        #expect(snapshot.root == nil)
        #expect(snapshot.allNodes.isEmpty)
    }
}
