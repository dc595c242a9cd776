import Testing
import PetriDish

@MainActor
@Suite("renderTree draws the hierarchy")
struct HierarchyTreeRenderingTests {
    @Test("golden: every container kind, contexts and a modal chain of two styles")
    func goldenUnicode() throws {
        let shop = try RenderingShop()
        try shop.presentLogin()
        let expected = """
            window "Shop"
            ○ UITabBarController [tab bar]
            ├─ ○ tab 0: UINavigationController "Home" [navigation]
            │  └─ ○ HomeViewController "Home"
            ├─ ○ tab 1 (selected): UINavigationController "Catalog" [navigation]
            │  ├─ ○ CategoryViewController "Shoes" ("shoes")
            │  └─ ○ ProductViewController "Sneaker" (42)
            ├─ ○ tab 2: UISplitViewController "Mail" [split]
            │  ├─ ○ primary: InboxViewController "Inbox"
            │  └─ ○ secondary: MessageViewController (7)
            ├─ ○ tab 3: SideMenuController [container]
            │  ├─ ○ MenuViewController
            │  └─ ○ AccountViewController ("ada")
            └─ ○ ⇒ presents (formSheet): UINavigationController [navigation]
               ├─ ○ LoginViewController "Sign in"
               └─ ● ⇒ presents (fullScreen): TwoFactorViewController ("sms") [not dismissible]
            """
        #expect(HierarchySnapshot(shop.window).renderTree() == expected)
    }

    @Test("golden, ASCII: the visible path runs through the selected tab to the top of its stack")
    func goldenASCII() throws {
        let shop = try RenderingShop()
        let expected = """
            window "Shop"
            * UITabBarController [tab bar]
            |- o tab 0: UINavigationController "Home" [navigation]
            |  `- o HomeViewController "Home"
            |- * tab 1 (selected): UINavigationController "Catalog" [navigation]
            |  |- o CategoryViewController "Shoes" ("shoes")
            |  `- * ProductViewController "Sneaker" (42)
            |- o tab 2: UISplitViewController "Mail" [split]
            |  |- o primary: InboxViewController "Inbox"
            |  `- o secondary: MessageViewController (7)
            `- o tab 3: SideMenuController [container]
               |- o MenuViewController
               `- o AccountViewController ("ada")
            """
        #expect(HierarchySnapshot(shop.window).renderTree(style: .ascii) == expected)
    }

    @Test("both columns of a split view and an open side menu are visible")
    func visibleContainers() throws {
        let shop = try RenderingShop()
        try shop.tabs.select(index: 2)
        #expect(
            HierarchySnapshot(shop.window).renderTree().split(separator: "\n")[8...9] == [
                "│  ├─ ● primary: InboxViewController \"Inbox\"",
                "│  └─ ● secondary: MessageViewController (7)",
            ])
        try shop.tabs.select(index: 3)
        try shop.sideMenu.makeVisible(shop.menu, animated: false)
        #expect(
            HierarchySnapshot(shop.window).renderTree().split(separator: "\n").suffix(3) == [
                "└─ ● tab 3 (selected): SideMenuController [container]",
                "   ├─ ● MenuViewController",
                "   └─ ● AccountViewController (\"ada\")",
            ])
    }

    @Test("deterministic: rendering twice, or another build of the same hierarchy, gives the same bytes")
    func deterministic() throws {
        let first = try RenderingShop()
        try first.presentLogin()
        let second = try RenderingShop()
        try second.presentLogin()
        let text = HierarchySnapshot(first.window).renderTree()
        #expect(HierarchySnapshot(first.window).renderTree() == text)
        #expect(HierarchySnapshot(second.window).renderTree() == text)
        #expect(!text.hasSuffix("\n"))
    }

    @Test("the style hook decorates each piece by its role, and nothing else")
    func styleHook() throws {
        let window = UIWindow(name: "W")
        let tabs = UITabBarController()
        let navigation = UINavigationController(
            rootViewController: RenderingShop.ProductViewController(title: "P", context: 1))
        tabs.setViewControllers([navigation], animated: false)
        try window.setRootViewController(tabs)
        let modal = RenderingShop.LoginViewController()
        modal.isModalInPresentation = true
        tabs.present(modal, animated: false)

        let tagged = HierarchyTextStyle(glyphs: .ascii) { role, text in "<\(role.rawValue)>\(text)</>" }
        let expected = """
            <header>window "W"</>
            <hiddenMarker>o</> <typeName>UITabBarController</> <annotation>[tab bar]</>
            <branch>|- </><hiddenMarker>o</> <label>tab 0</> <selection>(selected)</><label>:</> <typeName>UINavigationController</> <annotation>[navigation]</>
            <branch>|  `- </><hiddenMarker>o</> <typeName>ProductViewController</> <title>"P"</> <context>(1)</>
            <branch>`- </><visibleMarker>*</> <presentation>=> presents (automatic):</> <typeName>LoginViewController</> <annotation>[not dismissible]</>
            """
        let snapshot = HierarchySnapshot(window)
        #expect(snapshot.renderTree(style: tagged) == expected)
        #expect(
            snapshot.renderTree(style: HierarchyTextStyle(glyphs: .ascii) { _, text in text })
                == snapshot.renderTree(style: .ascii))
    }

    @Test("an empty window says so")
    func emptyWindow() {
        #expect(HierarchySnapshot(UIWindow(name: "Main")).renderTree() == #"window "Main" (no root view controller)"#)
    }

    @Test("titles and contexts with line breaks stay on their line")
    func controlCharacters() throws {
        let window = UIWindow()
        try window.setRootViewController(
            RenderingShop.MessageViewController(title: "Two\nlines", context: Note(text: "a\tb\nc")))
        #expect(
            HierarchySnapshot(window).renderTree() == #"""
                window "Window"
                ● MessageViewController "Two\nlines" (a\tb\nc)
                """#)
    }

    private struct Note: CustomStringConvertible {
        let text: String
        var description: String { text }
    }
}
