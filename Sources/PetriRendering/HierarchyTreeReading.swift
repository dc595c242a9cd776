import PetriHierarchy
import PetriSupport

extension HierarchySnapshot {
    /// Reads back a tree as ``renderTree(style:)`` prints it with the Unicode glyphs and no
    /// decoration (what `petri tree` prints without colours), so two printed trees can be
    /// compared with ``HierarchyDiff``.
    ///
    /// The text is read as printed: a quoted title or window name cut at the display limit
    /// (`"…" (75 characters)`) is read as a text of that length that prints the same, and a
    /// custom container's shown child is its last child marked on screen. The snapshot has no
    /// instance identities (``HierarchyDiff`` then matches view controllers by place and type) and
    /// no typed contexts. What is read always prints back exactly as the text: a text that would
    /// print otherwise (hand-edited, cut, or printed with other glyphs) is refused.
    /// - Throws: ``HierarchyTreeError``, naming the first line that cannot be read.
    package init(tree text: String) throws(HierarchyTreeError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else {
            throw HierarchyTreeError(line: 1, reason: "the text is empty, where a tree starts with `window \"Name\"`")
        }
        var windows: [TreeReader] = []
        for (offset, line) in lines.enumerated() {
            if line.hasPrefix("window ") {
                windows.append(try TreeReader(header: line, line: offset + 1))
            } else if windows.isEmpty {
                throw HierarchyTreeError(
                    line: offset + 1, reason: "a tree starts with `window \"Name\"`, not this line")
            } else {
                try windows[windows.count - 1].read(line, line: offset + 1)
            }
        }
        // Several windows print frontmost first, the app's own (the backmost) last.
        let snapshots = windows.map { $0.snapshot(alone: windows.count == 1) }
        var snapshot = snapshots[snapshots.count - 1]
        snapshot.windowsInFront = Array(snapshots.dropLast())

        let printed = snapshot.renderTree().split(separator: "\n", omittingEmptySubsequences: false)
        if printed != lines {
            let first = lines.indices.first { $0 >= printed.count || printed[$0] != lines[$0] } ?? lines.count
            throw HierarchyTreeError(
                line: first + 1, reason: "it does not read back as petri prints a tree (edited, or another style?)")
        }
        self = snapshot
    }
}

/// Why a text is not a tree ``HierarchySnapshot/renderTree(style:)`` printed.
package struct HierarchyTreeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line that cannot be read, from 1.
    package var line: Int
    /// What is wrong with it.
    package var reason: String

    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line 3: …`
    package var description: String { "line \(line): \(reason)" }
}

/// Reads one window of a printed tree: its header, then its lines, one view controller each.
private struct TreeReader {
    /// A view controller read from a line, with its place among the others.
    struct ParsedNode {
        var node: HierarchySnapshot.Node
        var children: [Int] = []
        var presented: (style: ModalPresentationStyle, index: Int)?
    }

    var name: String
    var level: UIWindow.Level = .normal
    var isKeyWindow = false
    var coveredBy: String?
    var isEmpty = false
    var nodes: [ParsedNode] = []
    /// The index in `nodes` of the last view controller read at each depth, the root first.
    var path: [Int] = []

    /// Reads `window "Main" · level statusBar · key · covered by "Lock"`, each annotation optional,
    /// or `window "Main" (no root view controller)`.
    init(header: Substring, line: Int) throws(HierarchyTreeError) {
        var rest = header.dropFirst("window ".count)
        name = try Self.quoted(&rest, line: line)
        while rest.hasPrefix(" · ") {
            rest = rest.dropFirst(3)
            if rest.hasPrefix("level ") {
                rest = rest.dropFirst("level ".count)
                let word = rest.prefix { $0 != " " }
                guard let level = UIWindow.Level(name: String(word)) else {
                    throw HierarchyTreeError(
                        line: line, reason: "\(UserText.quoted(String(word))) is not a window level")
                }
                self.level = level
                rest = rest.dropFirst(word.count)
            } else if rest.hasPrefix("key") {
                isKeyWindow = true
                rest = rest.dropFirst("key".count)
            } else if rest.hasPrefix("covered by ") {
                rest = rest.dropFirst("covered by ".count)
                coveredBy = try Self.quoted(&rest, line: line)
            } else {
                throw HierarchyTreeError(line: line, reason: "expected level, key or covered by after ·")
            }
        }
        if rest == " (no root view controller)" {
            isEmpty = true
        } else if !rest.isEmpty {
            throw HierarchyTreeError(line: line, reason: "unexpected \(UserText.quoted(String(rest))) after the window")
        }
    }

    /// Reads one view controller's line:
    /// `│  ├─ ● tab 1 (selected): UINavigationController "Catalog" (42) [navigation, not dismissible]`.
    mutating func read(_ text: Substring, line: Int) throws(HierarchyTreeError) {
        func refuse(_ reason: String) -> HierarchyTreeError { HierarchyTreeError(line: line, reason: reason) }
        guard !isEmpty else { throw refuse("a window with no root view controller has no lines below it") }
        var rest = text
        var depth = 0
        if !rest.hasPrefix("●") && !rest.hasPrefix("○") {
            while rest.hasPrefix("│  ") || rest.hasPrefix("   ") {
                rest = rest.dropFirst(3)
                depth += 1
            }
            guard rest.hasPrefix("├─ ") || rest.hasPrefix("└─ ") else {
                throw refuse("expected ●, ○, or ├─ or └─ before a contained view controller")
            }
            rest = rest.dropFirst(3)
            depth += 1
        }
        guard depth <= path.count, depth > 0 || nodes.isEmpty else {
            throw refuse(depth == 0 ? "a window has one root view controller" : "indented deeper than the line above")
        }
        guard let marker = rest.first, marker == "●" || marker == "○", rest.dropFirst().first == " " else {
            throw refuse("expected ● (on screen) or ○ (off screen)")
        }
        rest = rest.dropFirst(2)

        let parent = depth > 0 ? path[depth - 1] : nil
        var presentation: ModalPresentationStyle?
        var tab: (index: Int, selected: Bool)?
        if rest.hasPrefix("⇒ presents (") {
            rest = rest.dropFirst("⇒ presents (".count)
            let word = rest.prefix { $0 != ")" }
            guard let style = ModalPresentationStyle(rawValue: String(word)),
                rest.dropFirst(word.count).hasPrefix("): ")
            else { throw refuse("\(UserText.quoted(String(word))) is not a presentation style") }
            presentation = style
            rest = rest.dropFirst(word.count + 3)
        } else if let parent, nodes[parent].node.kind == .tabBar {
            tab = try Self.tabLabel(&rest, line: line)
        } else if let parent, nodes[parent].node.kind == .split {
            if rest.hasPrefix("primary: ") {
                rest = rest.dropFirst("primary: ".count)
            } else if rest.hasPrefix("secondary: ") {
                rest = rest.dropFirst("secondary: ".count)
            }
        }
        if let parent {
            guard nodes[parent].presented == nil else { throw refuse("nothing follows a presentation in its parent") }
            guard
                presentation != nil || nodes[parent].node.kind != .tabBar || tab?.index == nodes[parent].children.count
            else { throw refuse("tab \(tab?.index ?? -1) is not the next tab, \(nodes[parent].children.count)") }
        } else if presentation != nil {
            throw refuse("the window's root is not presented")
        }

        var node = try Self.node(rest, line: line)
        node.isVisible = marker == "●"
        let index = nodes.count
        nodes.append(ParsedNode(node: node))
        if let parent {
            if let presentation {
                nodes[parent].presented = (presentation, index)
            } else {
                nodes[parent].children.append(index)
            }
            if let tab, tab.selected { nodes[parent].node.selectedIndex = tab.index }
        }
        path = Array(path.prefix(depth)) + [index]
    }

    /// Reads `tab 0: ` or `tab 1 (selected): `.
    private static func tabLabel(_ rest: inout Substring, line: Int) throws(HierarchyTreeError) -> (Int, Bool) {
        guard rest.hasPrefix("tab ") else { throw HierarchyTreeError(line: line, reason: "expected a tab's label") }
        let digits = rest.dropFirst("tab ".count).prefix(while: \.isNumber)
        guard let index = Int(digits) else { throw HierarchyTreeError(line: line, reason: "expected a tab's number") }
        rest = rest.dropFirst("tab ".count + digits.count)
        let selected = rest.hasPrefix(" (selected)")
        if selected { rest = rest.dropFirst(" (selected)".count) }
        guard rest.hasPrefix(": ") else { throw HierarchyTreeError(line: line, reason: "expected : after the tab") }
        rest = rest.dropFirst(2)
        return (index, selected)
    }

    /// The annotations a line may end with, in brackets.
    private static let kinds: [String: HierarchySnapshot.Node.Kind] = [
        "navigation": .navigation, "tab bar": .tabBar, "split": .split, "container": .container,
    ]

    /// Reads `TypeName "Title" (context) [kind, not dismissible]`, each part after the type
    /// name optional.
    private static func node(_ text: Substring, line: Int) throws(HierarchyTreeError) -> HierarchySnapshot.Node {
        var rest = text
        var kind = HierarchySnapshot.Node.Kind.screen
        var canBeDismissed = true
        if rest.hasSuffix("]"), let open = rest.lastIndex(of: "["), open > rest.startIndex,
            rest[rest.index(before: open)] == " "
        {
            let words = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
                .split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
            if words.allSatisfy({ kinds[$0] != nil || $0 == "not dismissible" }) {
                kind = words.compactMap { kinds[$0] }.first ?? .screen
                canBeDismissed = !words.contains("not dismissible")
                rest = rest[..<rest.index(before: open)]
            }
        }
        let quote = rest.firstRange(of: " \"")?.lowerBound
        let parenthesis = rest.firstRange(of: " (")?.lowerBound
        let end = [quote, parenthesis].compactMap { $0 }.min() ?? rest.endIndex
        let typeName = String(rest[..<end])
        guard !typeName.isEmpty else { throw HierarchyTreeError(line: line, reason: "expected a type name") }
        rest = rest[end...]
        var title: String?
        if let quote, quote == end {
            rest = rest.dropFirst()
            title = try quoted(&rest, line: line)
        }
        var context: String?
        if !rest.isEmpty {
            guard rest.hasPrefix(" ("), rest.hasSuffix(")") else {
                throw HierarchyTreeError(line: line, reason: "expected (context) after the title")
            }
            context = String(rest.dropFirst(2).dropLast())
        }
        return HierarchySnapshot.Node(
            kind: kind, typeName: typeName, title: title, context: context, canBeDismissed: canBeDismissed)
    }

    /// Reads a text in double quotes, as ``UserText/quoted(_:)`` writes it, from the start of
    /// `rest`, and drops it: its escapes undone, and a cut text (`"abc…" (75 characters)`) read as
    /// a text of that length that is quoted the same.
    static func quoted(_ rest: inout Substring, line: Int) throws(HierarchyTreeError) -> String {
        let scalars = rest.unicodeScalars
        guard scalars.first == "\"" else { throw HierarchyTreeError(line: line, reason: "expected a quoted text") }
        var value = String.UnicodeScalarView()
        var index = scalars.index(after: scalars.startIndex)
        var closed = false
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if scalar == "\"" {
                closed = true
                break
            }
            guard scalar == "\\", index < scalars.endIndex else {
                value.append(scalar)
                continue
            }
            let escaped = scalars[index]
            index = scalars.index(after: index)
            switch escaped {
            case "n": value.append("\n")
            case "r": value.append("\r")
            case "t": value.append("\t")
            case "u":
                let code = scalars[index...]
                guard code.first == "{", let close = code.firstIndex(of: "}"),
                    let number = UInt32(String(Substring(code[code.index(after: index)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(number)
                else { throw HierarchyTreeError(line: line, reason: "a \\u escape is not \\u{hex}") }
                value.append(decoded)
                index = scalars.index(after: close)
            default: value.append(escaped)
            }
        }
        guard closed else { throw HierarchyTreeError(line: line, reason: "a quoted text is not closed") }
        rest = Substring(scalars[index...])
        var text = String(value)
        // `"abc…" (75 characters)`: cut at the display limit.
        if text.hasSuffix("…"), rest.hasPrefix(" (") {
            let digits = rest.dropFirst(2).prefix(while: \.isNumber)
            let after = rest.dropFirst(2 + digits.count)
            let unit =
                after.hasPrefix(" characters)") ? " characters)" : after.hasPrefix(" character)") ? " character)" : nil
            if let unit, let count = Int(digits), count > text.count - 1 {
                let shown = text.dropLast()
                text = shown + String(repeating: "…", count: count - shown.count)
                rest = after.dropFirst(unit.count)
            }
        }
        return text
    }

    /// The window as a snapshot; `alone` when it is the only window of the text, whose header
    /// prints no annotations (it is the key window).
    func snapshot(alone: Bool) -> HierarchySnapshot {
        HierarchySnapshot(
            windowName: name, root: nodes.isEmpty ? nil : node(at: 0), level: level,
            isKeyWindow: alone || isKeyWindow, coveredBy: coveredBy)
    }

    /// The node at `index`, with what it contains and presents.
    private func node(at index: Int) -> HierarchySnapshot.Node {
        let parsed = nodes[index]
        var node = parsed.node
        node.children = parsed.children.map(node(at:))
        // A custom container shows the last of its children on screen.
        if node.kind == .container { node.selectedIndex = node.children.lastIndex(where: \.isVisible) }
        node.presented = parsed.presented.map {
            HierarchySnapshot.Presentation(style: $0.style, viewController: self.node(at: $0.index))
        }
        return node
    }
}
