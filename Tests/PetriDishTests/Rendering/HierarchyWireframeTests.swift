import Foundation
import PetriDish
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The picture of a hierarchy: what each drawing rule draws, and what the SVG is.
@MainActor
@Suite("HierarchyWireframe draws what the device shows")
struct HierarchyWireframeTests {
    typealias Node = HierarchySnapshot.Node

    // MARK: - Reading the SVG

    /// The text of every `<text>` element whose class is `role`, in drawing order.
    static func texts(_ svg: String, role: String) -> [String] {
        let marker = "<text class=\"\(role)\""
        return svg.components(separatedBy: marker).dropFirst().compactMap { rest in
            guard let start = rest.firstIndex(of: ">"), let end = rest.range(of: "</text>") else { return nil }
            return String(rest[rest.index(after: start)..<end.lowerBound])
        }
    }

    /// The markup of the first group whose class is `role` (its nested groups included).
    static func group(_ svg: String, role: String) -> String? {
        guard let start = svg.range(of: "<g class=\"\(role)\"") else { return nil }
        var depth = 0
        var index = start.lowerBound
        while index < svg.endIndex {
            if svg[index...].hasPrefix("<g") {
                depth += 1
            } else if svg[index...].hasPrefix("</g>") {
                depth -= 1
                if depth == 0 { return String(svg[start.lowerBound..<svg.index(index, offsetBy: 4)]) }
            }
            index = svg.index(after: index)
        }
        return nil
    }

    /// The picture of a window whose root is `root`.
    static func picture(_ root: Node, windowName: String = "Window") -> String {
        HierarchySnapshot(windowName: windowName, root: root).renderSVG()
    }

    static func screen(_ type: String, title: String? = nil, context: String? = nil) -> Node {
        Node(kind: .screen, typeName: type, title: title, context: context)
    }

    static func navigation(_ children: [Node]) -> Node {
        Node(kind: .navigation, typeName: "UINavigationController", children: children)
    }

    // MARK: - The document

    @Test("The picture is standalone SVG 1.1 that parses as XML: xmlns, version, width, height and viewBox")
    func standaloneSVG() throws {
        let shop = try RenderingShop()
        try shop.presentLogin()
        let picture = HierarchyWireframe(HierarchySnapshot(shop.window))
        let svg = picture.renderSVG()
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="454" height="928""#))
        #expect(svg.contains(#"viewBox="0 0 454 928""#))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect((picture.width, picture.height) == (454, 928))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    }

    @Test("The same hierarchy gives byte-identical pictures, its numbers with at most one decimal")
    func deterministic() throws {
        let first = try RenderingShop()
        try first.presentLogin()
        let second = try RenderingShop()
        try second.presentLogin()
        let svg = HierarchySnapshot(first.window).renderSVG()
        #expect(svg == HierarchySnapshot(second.window).renderSVG())
        let numbers = svg.matches(of: /="(-?[0-9.]+)"/).map { String($0.1) }
        #expect(!numbers.isEmpty)
        for number in numbers {
            #expect(number.wholeMatch(of: /-?[0-9]+(\.[0-9])?/) != nil, "\(number)")
        }
    }

    @Test("The ids of clip paths start with the prefix given, made a valid XML name")
    func idPrefix() {
        let snapshot = HierarchySnapshot(windowName: "Window", root: Self.screen("HomeViewController"))
        let svg = HierarchyWireframe(snapshot, idPrefix: "shop.product 1-").renderSVG()
        #expect(svg.contains(#"<clipPath id="shop.product-1-clip-1">"#))
        #expect(svg.contains(#"clip-path="url(#shop.product-1-clip-1)""#))
        let digits = HierarchyWireframe(snapshot, idPrefix: "42-").renderSVG()
        #expect(digits.contains(#"<clipPath id="p42-clip-1">"#))
    }

    // MARK: - The drawing rules

    @Test("A screen's box is labelled with the containers around it, its type name, title and context")
    func screenLabels() {
        let tabs = Node(
            kind: .tabBar, typeName: "ShopTabBarController",
            children: [
                Self.navigation([Self.screen("ProductViewController", title: "Product", context: "productID: 42")])
            ], selectedIndex: 0)
        let svg = Self.picture(tabs)
        #expect(Self.texts(svg, role: "crumb") == ["ShopTabBarController", "UINavigationController"])
        #expect(Self.texts(svg, role: "name") == ["ProductViewController"])
        #expect(Self.texts(svg, role: "context") == ["(productID: 42)"])
        // The navigation bar shows the title, so the box does not repeat it.
        #expect(Self.texts(svg, role: "screen-title").isEmpty)
        #expect(
            Self.texts(Self.picture(Self.screen("GalleryViewController", title: "Photos")), role: "screen-title") == [
                "&quot;Photos&quot;"
            ])
    }

    @Test("The back button is titled with the previous screen's title, or Back when it has none; a root has none")
    func backButtonTitle() throws {
        func backTitle(_ stack: [Node]) -> String? {
            guard let button = Self.group(Self.picture(Self.navigation(stack)), role: "back-button") else { return nil }
            return button.firstMatch(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.1) }
        }
        let categories = Self.screen("CategoriesViewController", title: "Categories")
        let product = Self.screen("ProductViewController", title: "Product", context: "42")
        #expect(backTitle([categories, product]) == "Categories")
        #expect(backTitle([Self.screen("CategoriesViewController"), product]) == "Back")
        #expect(backTitle([categories]) == nil)
        let svg = Self.picture(Self.navigation([categories, product]))
        #expect(Self.texts(svg, role: "title") == ["Product"])
        // Only the top of the stack is drawn.
        #expect(Self.texts(svg, role: "name") == ["ProductViewController"])
    }

    @Test("The tab bar shows every tab's title and highlights the selected one; only the selected tab is drawn")
    func selectedTab() {
        let titles = ["Home", "Catalog", "Cart"]
        let tabs = Node(
            kind: .tabBar, typeName: "UITabBarController",
            children: titles.map { Self.screen($0 + "ViewController", title: $0) }, selectedIndex: 1)
        let svg = Self.picture(tabs)
        #expect(Self.texts(svg, role: "tab selected") == ["Catalog"])
        #expect(Self.texts(svg, role: "tab") == ["Home", "Cart"])
        #expect(Self.texts(svg, role: "name") == ["CatalogViewController"])
    }

    @Test("Past five tabs the tab bar shows four and More, selected when the selected tab is behind it")
    func moreTab() {
        let tabs = Node(
            kind: .tabBar, typeName: "UITabBarController",
            children: (0..<7).map { Self.screen("Tab\($0)ViewController", title: "Tab \($0)") }, selectedIndex: 5)
        let svg = Self.picture(tabs)
        #expect(Self.texts(svg, role: "tab") == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
        #expect(Self.texts(svg, role: "tab selected") == ["More"])
        #expect(Self.texts(svg, role: "name") == ["Tab5ViewController"])
    }

    @Test("A sheet is a card over its presenter, drawn pushed back and dimmed; a full-screen cover hides it")
    func sheetDimsItsPresenter() throws {
        let product = Self.navigation([Self.screen("ProductViewController", title: "Product", context: "42")])
        var sheet = product
        sheet.presented = .init(
            style: .pageSheet, viewController: Self.navigation([Self.screen("FiltersViewController", title: "Filters")])
        )
        let svg = Self.picture(sheet)
        let presenter = try #require(Self.group(svg, role: "presenter"))
        #expect(presenter.contains(">ProductViewController</text>"))
        #expect(svg.contains(#"<rect class="dimming""#))
        #expect(svg.contains(#"fill-opacity="0.4""#))
        let card = Self.group(svg, role: "sheet pageSheet")
        #expect(card?.contains(">FiltersViewController</text>") == true)
        #expect(Self.texts(svg, role: "crumb").contains("⇒ pageSheet"))
        // The card comes after the dimming: it is drawn over it.
        let dimming = svg.range(of: "class=\"dimming\"")!.lowerBound
        #expect(dimming < svg.range(of: "class=\"sheet pageSheet\"")!.lowerBound)

        var cover = product
        cover.presented = .init(style: .fullScreen, viewController: Self.screen("GalleryViewController"))
        let covered = Self.picture(cover)
        #expect(Self.texts(covered, role: "name") == ["GalleryViewController"])
        #expect(!covered.contains("class=\"dimming\""))
    }

    @Test("An over-full-screen presentation is drawn see-through over its presenter, which is not dimmed")
    func overFullScreen() {
        var home = Self.screen("HomeViewController")
        home.presented = .init(style: .overFullScreen, viewController: Self.screen("LiveChatViewController"))
        let svg = Self.picture(home)
        #expect(Self.texts(svg, role: "name") == ["HomeViewController", "LiveChatViewController"])
        let overlay = Self.group(svg, role: "overlay overFullScreen")
        #expect(overlay?.contains(#"fill-opacity="0.8""#) == true)
        #expect(!svg.contains("class=\"dimming\""))
    }

    @Test("A popover is a bubble with an arrow over its presenter, which is not dimmed")
    func popover() {
        var home = Self.screen("HomeViewController")
        home.presented = .init(style: .popover, viewController: Self.screen("LiveChatViewController"))
        let svg = Self.picture(home)
        #expect(Self.group(svg, role: "popover")?.contains(">LiveChatViewController</text>") == true)
        #expect(svg.contains(#"class="popover-outline""#))
        #expect(Self.texts(svg, role: "name") == ["HomeViewController", "LiveChatViewController"])
        #expect(!svg.contains("class=\"dimming\""))
    }

    @Test("An alert is a box with its title in the middle of its dimmed presenter")
    func alert() {
        var chat = Self.screen("LiveChatViewController")
        chat.presented = .init(
            style: .custom, viewController: Self.screen("UIAlertController", title: "Email the transcript?"))
        let svg = Self.picture(chat)
        let alert = Self.group(svg, role: "alert")
        #expect(alert?.contains(">Email the transcript?</text>") == true)
        #expect(svg.contains("class=\"dimming\""))
    }

    @Test("A split view draws its columns side by side; a custom container the child it shows")
    func splitAndContainer() {
        let split = Node(
            kind: .split, typeName: "UISplitViewController",
            children: [Self.screen("InboxView"), Self.screen("MessageView", context: "7")])
        let svg = Self.picture(split)
        #expect(Self.texts(svg, role: "name") == ["InboxView", "MessageView"])
        let xs = svg.matches(of: /<text class="name" x="([0-9.]+)"/).map { Double($0.1)! }
        #expect(xs.count == 2 && xs[0] < xs[1])

        let menu = Node(
            kind: .container, typeName: "SideMenuController",
            children: [Self.screen("MenuViewController"), Self.screen("AccountViewController")], selectedIndex: 1)
        let shown = Self.picture(menu)
        #expect(Self.texts(shown, role: "name") == ["AccountViewController"])
        #expect(Self.texts(shown, role: "crumb") == ["SideMenuController"])
    }

    @Test(
        "Several windows stand side by side, frontmost first, captioned as the tree heads them; a covered one is faded")
    func windows() {
        let back = HierarchySnapshot(
            windowName: "Main", root: Self.screen("HomeViewController"), isKeyWindow: false, coveredBy: "Lock",
            windowsInFront: [
                HierarchySnapshot(windowName: "Lock", root: Self.screen("PINViewController"), level: .statusBar)
            ])
        let picture = HierarchyWireframe(back)
        let svg = picture.renderSVG()
        #expect(
            Self.texts(svg, role: "caption") == [
                "window &quot;Lock&quot; · level statusBar · key",
                "window &quot;Main&quot; · covered by &quot;Lock&quot;",
            ])
        #expect(Self.texts(svg, role: "name") == ["PINViewController", "HomeViewController"])
        #expect(svg.contains(#"<g class="window" opacity="0.4""#))
        #expect(picture.width == 892)
    }

    @Test("A name too long for its box is cut with an ellipsis; one that fits is whole")
    func truncation() throws {
        let long = "ProductRecommendationsCarouselContainerViewController"
        let svg = Self.picture(Self.screen(long, context: String(repeating: "x", count: 500)))
        let name = try #require(Self.texts(svg, role: "name").first)
        #expect(name.hasSuffix("…"))
        #expect(long.hasPrefix(String(name.dropLast())))
        #expect(name.count < long.count)
        #expect(Self.texts(svg, role: "context").first?.count ?? 0 < 100)
        #expect(Self.texts(Self.picture(Self.screen("HomeViewController")), role: "name") == ["HomeViewController"])
    }

    @Test("Text from the app is escaped for XML: markup, quotes and control characters never become markup")
    func escaping() {
        let hostile = Self.screen(
            "Screen<script>", title: "\"Tom & Jerry's\" </text>", context: "a\u{1}b\nc")
        let svg = Self.picture(hostile)
        #expect(!svg.contains("<script>"))
        #expect(!svg.contains("\u{1}"))
        #expect(Self.texts(svg, role: "name") == ["Screen&lt;script&gt;"])
        #expect(
            Self.texts(svg, role: "screen-title") == [
                #"&quot;\&quot;Tom &amp; Jerry&apos;s\&quot; &lt;/text&gt;&quot;"#
            ])
        #expect(Self.texts(svg, role: "context") == [#"(a\u{1}b\nc)"#])
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }

    @Test("An empty window says it has no root view controller")
    func emptyWindow() {
        let svg = HierarchySnapshot(windowName: "Window", root: nil).renderSVG()
        #expect(Self.texts(svg, role: "name") == ["(no root view controller)"])
    }
}
