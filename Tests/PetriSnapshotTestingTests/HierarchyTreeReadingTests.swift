import PetriDish
import ShopCatalog
import Testing

/// A failed `.hierarchy` snapshot reads both trees back to say what changed in petri diff's
/// words: the reading must give back what was printed, for every hierarchy petri prints.
@Suite("Reading a printed tree back")
@MainActor
struct HierarchyTreeReadingTests {
    /// Every hierarchy the demo catalog composes: each entry with each example, in each variant it
    /// exists in, logged in.
    static func demoHierarchies() async throws -> [HierarchySnapshot] {
        let catalog = try ShopCatalog.make()
        var snapshots: [HierarchySnapshot] = []
        for variant in catalog.variants.map(\.name) {
            let dish = try Dish(catalog: catalog, variant: variant)
            try dish.session.logIn(as: "demo")
            for entry in catalog.sortedEntries where entry.variants.isEmpty || entry.variants.contains(variant) {
                for example in entry.examples {
                    guard let values = try? entry.values(ofExample: example.name),
                        (try? await dish.open(entry.id, values: values)) != nil
                    else { continue }
                    snapshots.append(HierarchySnapshot(dish.scene))
                }
            }
        }
        return snapshots
    }

    /// `node` with each custom container's shown child as a tree marks it: the last of its
    /// children on screen, none when the container is not (under a presentation, another tab).
    static func asTheTreeMarks(_ node: HierarchySnapshot.Node) -> HierarchySnapshot.Node {
        var node = node
        node.children = node.children.map(asTheTreeMarks)
        if node.kind == .container { node.selectedIndex = node.children.lastIndex(where: \.isVisible) }
        if let presented = node.presented {
            node.presented = .init(style: presented.style, viewController: asTheTreeMarks(presented.viewController))
        }
        return node
    }

    /// `snapshot` with each window's custom containers as the tree marks them.
    static func asTheTreeMarks(_ snapshot: HierarchySnapshot) -> HierarchySnapshot {
        var snapshot = snapshot
        snapshot.root = snapshot.root.map(asTheTreeMarks)
        snapshot.windowsInFront = snapshot.windowsInFront.map(asTheTreeMarks)
        return snapshot
    }

    @Test(
        "every hierarchy the demo composes reads back as the tree it prints, and diffs as its JSON document does (but for a covered custom container's shown child, which the tree does not print)"
    )
    func demoReadsBack() async throws {
        let snapshots = try await Self.demoHierarchies()
        #expect(snapshots.count > 50, "the demo composed only \(snapshots.count) hierarchies")
        var previous: (tree: HierarchySnapshot, json: HierarchySnapshot)?
        for snapshot in snapshots {
            let tree = try HierarchySnapshot(tree: snapshot.renderTree())
            #expect(tree.renderTree() == snapshot.renderTree())
            let json = Self.asTheTreeMarks(try HierarchySnapshot(json: snapshot.renderJSON()))
            if let previous {
                #expect(
                    HierarchyDiff(from: previous.tree, to: tree).render()
                        == HierarchyDiff(from: previous.json, to: json).render(),
                    "from:\n\(previous.tree.renderTree())\nto:\n\(tree.renderTree())")
            }
            previous = (tree, json)
        }
    }

    @Test(
        "several windows, a presentation, tabs, split columns, escapes and a title cut at the display limit read back")
    func everyShapeReadsBack() throws {
        let snapshot = Self.everyShape(title: String(repeating: "Very long title ", count: 6))
        #expect(snapshot.renderTree().contains("…\" (96 characters)"), "the long title is printed cut")
        #expect(try HierarchySnapshot(tree: snapshot.renderTree()).renderTree() == snapshot.renderTree())
        // What a tree prints in full reads back as the hierarchy it was printed from.
        let short = Self.everyShape(title: "Short")
        #expect(try HierarchySnapshot(tree: short.renderTree()) == short)

        let empty = HierarchySnapshot(windowName: "Empty", root: nil)
        #expect(try HierarchySnapshot(tree: empty.renderTree() + "\n\n") == empty)
    }

    /// A lock window in front of a tab bar that presents a side menu, with a split view in a tab,
    /// and a home screen titled `title`.
    static func everyShape(title longTitle: String) -> HierarchySnapshot {
        typealias Node = HierarchySnapshot.Node
        let tabs = Node(
            kind: .tabBar, typeName: "UITabBarController",
            children: [
                Node(
                    kind: .navigation, typeName: "UINavigationController", title: "Home",
                    children: [
                        Node(kind: .screen, typeName: "HomeViewController", title: longTitle)
                    ]),
                Node(
                    kind: .split, typeName: "UISplitViewController",
                    children: [
                        Node(kind: .screen, typeName: "ListViewController", context: "(a) [b]", isVisible: true),
                        Node(kind: .screen, typeName: "Box<Int, String>", title: "Tab\t\"quoted\"\n", isVisible: true),
                    ], isVisible: true),
            ],
            selectedIndex: 1, isVisible: true,
            presented: .init(
                style: .formSheet,
                viewController: Node(
                    kind: .container, typeName: "SideMenu",
                    children: [
                        Node(kind: .screen, typeName: "MenuViewController"),
                        Node(kind: .screen, typeName: "PageViewController", isVisible: true, canBeDismissed: false),
                    ], selectedIndex: 1, isVisible: true, canBeDismissed: false)))
        let lock = HierarchySnapshot(
            windowName: "Lock", root: Node(kind: .screen, typeName: "PINViewController", isVisible: true),
            level: .statusBar + 1, isKeyWindow: true)
        return HierarchySnapshot(
            windowName: "Main", root: tabs, isKeyWindow: false, coveredBy: "Lock", windowsInFront: [lock])
    }

    @Test(
        "a text that is not a printed tree is refused, naming its first line that is not",
        arguments: [
            ("", 1, "the text is empty, where a tree starts with `window \"Name\"`"),
            ("● HomeViewController", 1, "a tree starts with `window \"Name\"`, not this line"),
            ("window Main", 1, "expected a quoted text"),
            ("window \"Main\" · level high", 1, "\"high\" is not a window level"),
            ("window \"Main\"\n● A\n● B", 3, "a window has one root view controller"),
            ("window \"Main\"\n● A\n   └─ ● B", 3, "indented deeper than the line above"),
            ("window \"Main\"\n* A", 2, "expected ●, ○, or ├─ or └─ before a contained view controller"),
            ("window \"Main\"\n● A [navigation]\n└─ * B", 3, "expected ● (on screen) or ○ (off screen)"),
            ("window \"Main\"\n● A\n└─ ● ⇒ presents (sideways): B", 3, "\"sideways\" is not a presentation style"),
            ("window \"Main\"\n● A [tab bar]\n└─ ● tab 1: B", 3, "tab 1 is not the next tab, 0"),
            (
                "window \"Main\"\n● A [navigation]\n└─ ● B\n└─ ● C", 3,
                "it does not read back as petri prints a tree (edited, or another style?)"
            ),
        ])
    func refusals(text: String, line: Int, reason: String) {
        #expect(throws: HierarchyTreeError(line: line, reason: reason)) { try HierarchySnapshot(tree: text) }
    }
}
