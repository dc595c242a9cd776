import Testing
import PetriDish

@MainActor
@Suite("renderCompact writes the hierarchy on one line")
struct HierarchyCompactRenderingTests {
    @Test("golden: containers in brackets, the selected tab starred, presentations after ⇒")
    func golden() throws {
        let shop = try RenderingShop()
        try shop.presentLogin()
        let snapshot = HierarchySnapshot(shop.window)
        let expected = #"Shop: UITabBarController[UINavigationController[HomeViewController], *UINavigationController[CategoryViewController("shoes"), ProductViewController(42)], UISplitViewController[InboxViewController, MessageViewController(7)], SideMenuController[MenuViewController, AccountViewController("ada")]] ⇒ UINavigationController[LoginViewController] ⇒ TwoFactorViewController("sms")"#
        #expect(snapshot.renderCompact() == expected)
        #expect(snapshot.description == expected)
    }

    @Test("ASCII glyphs and a single node")
    func asciiAndNode() throws {
        let window = UIWindow(name: "W")
        let navigation = UINavigationController(rootViewController: RenderingShop.HomeViewController())
        try window.setRootViewController(navigation)
        navigation.present(RenderingShop.LoginViewController(context: "x"), animated: false)
        let snapshot = HierarchySnapshot(window)
        #expect(snapshot.renderCompact(style: .ascii) == #"W: UINavigationController[HomeViewController] => LoginViewController("x")"#)
        #expect(snapshot.root?.children.first?.renderCompact() == "HomeViewController")
    }

    @Test("an empty window")
    func empty() {
        #expect(HierarchySnapshot(UIWindow(name: "W")).renderCompact() == "W: (empty)")
    }
}
