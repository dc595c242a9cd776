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
        let expected =
            #"Shop: UITabBarController[UINavigationController[HomeViewController], *UINavigationController[CategoryViewController("shoes"), ProductViewController(42)], UISplitViewController[InboxViewController, MessageViewController(7)], SideMenuController[MenuViewController, AccountViewController("ada")]] ⇒ UINavigationController[LoginViewController] ⇒ TwoFactorViewController("sms")"#
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
        #expect(
            snapshot.renderCompact(style: .ascii)
                == #"W: UINavigationController[HomeViewController] => LoginViewController("x")"#)
        #expect(snapshot.root?.children.first?.renderCompact() == "HomeViewController")
    }

    @Test(
        "control characters in a window's name are written as escapes, C1 and DEL included; other characters as they are"
    )
    func controlCharacters() {
        let name = "A\tB\u{1B}[31m\u{7F}\u{85}\u{9F}\u{A0}é日"
        #expect(
            HierarchySnapshot(UIWindow(name: name)).renderCompact()
                == "A\\tB\\u{1b}[31m\\u{7f}\\u{85}\\u{9f}\u{A0}é日: (empty)")
    }

    @Test("an empty window")
    func empty() {
        #expect(HierarchySnapshot(UIWindow(name: "W")).renderCompact() == "W: (empty)")
    }
}
