import PetriRouting
import PetriCoordinators
import PetriHierarchy
import PetriSupport

extension HierarchySnapshot {
    /// The hierarchy as a tree a person reads at a glance.
    ///
    /// ```text
    /// window "Shop"
    /// ○ UITabBarController [tab bar]
    /// ├─ ○ tab 0: UINavigationController "Home" [navigation]
    /// │  └─ ○ HomeViewController "Home"
    /// ├─ ○ tab 1 (selected): UINavigationController "Catalog" [navigation]
    /// │  ├─ ○ CategoryViewController "Shoes" ("shoes")
    /// │  └─ ○ ProductViewController "Sneaker" (42)
    /// └─ ○ ⇒ presents (formSheet): UINavigationController [navigation]
    ///    └─ ● LoginViewController "Sign in"
    /// ```
    ///
    /// Each line is one view controller: a mark (`●` on the visible path, `○` off screen), where
    /// it sits in its container (`tab 1 (selected)`, `primary`, `secondary`), its type name, its
    /// title in quotes, its context in parentheses and, in brackets, its container kind and
    /// whether it cannot be dismissed. A navigation stack lists its bottom first, so its last
    /// line is the top. What a view controller presents modally comes after its children, on a
    /// line that starts with `⇒ presents (style)`.
    ///
    /// An app with several windows prints each, frontmost first, its header saying its level,
    /// which is key and which an opaque window in front covers:
    ///
    /// ```text
    /// window "Lock" · level statusBar · key
    /// ● PINViewController
    /// window "Main" · covered by "Lock"
    /// ○ UITabBarController [tab bar]
    /// ```
    ///
    /// The text has no trailing newline and depends only on the snapshot and the style.
    public func renderTree(style: HierarchyTextStyle = .unicode) -> String {
        guard !windowsInFront.isEmpty else { return renderWindowTree(style: style, annotated: false) }
        return windows.map { $0.renderWindowTree(style: style, annotated: true) }.joined(separator: "\n")
    }

    /// The tree of the window named `name` alone: exactly the lines ``renderTree(style:)``
    /// prints for it, its header annotated as there when the snapshot has several windows;
    /// `nil` when no shown window has that name (see ``window(named:)``).
    ///
    /// ```text
    /// window "Lock" · level statusBar · key
    /// ● PINViewController
    /// ```
    public func renderTree(window name: String, style: HierarchyTextStyle = .unicode) -> String? {
        window(named: name)?.renderWindowTree(style: style, annotated: !windowsInFront.isEmpty)
    }

    /// This window's tree alone; `annotated` adds its level, key and cover to the header.
    private func renderWindowTree(style: HierarchyTextStyle, annotated: Bool) -> String {
        var lines = [style(.header, windowHeader(annotated: annotated))]
        guard let root else {
            lines[0] += " " + style(.annotation, "(no root view controller)")
            return lines.joined(separator: "\n")
        }
        TreeWriter(style: style).write(root, label: [], indent: "", position: .root, into: &lines)
        return lines.joined(separator: "\n")
    }
}

extension HierarchySnapshot {
    /// The line that heads this window's tree, `window "Main"`; `annotated` adds its level, key
    /// and cover: `window "Lock" · level statusBar · key`. A picture's caption says the same.
    func windowHeader(annotated: Bool) -> String {
        var header = "window \(ParameterText.quoted(windowName))"
        if annotated {
            if level != .normal { header += " · level \(level)" }
            if isKeyWindow { header += " · key" }
            if let coveredBy { header += " · covered by \(ParameterText.quoted(coveredBy))" }
        }
        return header
    }
}

/// Writes the lines of ``HierarchySnapshot/renderTree(style:)``.
private struct TreeWriter {
    let style: HierarchyTextStyle

    /// Where a line sits among its siblings, which decides its branch glyph.
    enum Position { case root, middle, last }

    /// Writes `node` on one line after `indent` and its branch, then its children and
    /// presentation below it.
    func write(
        _ node: HierarchySnapshot.Node, label: [String], indent: String, position: Position, into lines: inout [String]
    ) {
        let glyphs = style.glyphs
        let (branch, childIndent) =
            switch position {
            case .root: ("", indent)
            case .middle: (glyphs.branch, indent + glyphs.continuation)
            case .last: (glyphs.lastBranch, indent + glyphs.gap)
            }
        lines.append(style(.branch, indent + branch) + line(for: node, label: label))

        var entries: [(node: HierarchySnapshot.Node, label: [String])] = node.children.enumerated().map {
            index, child in
            (child, childLabel(index: index, in: node))
        }
        if let presentation = node.presented {
            let text = "\(style.glyphs.presents) presents (\(presentation.style.rawValue)):"
            entries.append((presentation.viewController, [style(.presentation, text)]))
        }
        for (offset, entry) in entries.enumerated() {
            write(
                entry.node, label: entry.label, indent: childIndent,
                position: offset == entries.count - 1 ? .last : .middle, into: &lines)
        }
    }

    /// `● tab 1 (selected): UINavigationController "Catalog" ("c") [navigation]`
    private func line(for node: HierarchySnapshot.Node, label: [String]) -> String {
        var parts = [
            node.isVisible
                ? style(.visibleMarker, style.glyphs.visibleMarker)
                : style(.hiddenMarker, style.glyphs.hiddenMarker)
        ]
        parts += label
        parts.append(style(.typeName, node.typeName.singleLine))
        if let title = node.title {
            parts.append(style(.title, ParameterText.quoted(title)))
        }
        if let context = node.context {
            parts.append(style(.context, "(\(context.singleLine))"))
        }
        var annotations: [String] = []
        if let kind = node.kind.annotation { annotations.append(kind) }
        if !node.canBeDismissed { annotations.append("not dismissible") }
        if !annotations.isEmpty {
            parts.append(style(.annotation, "[\(annotations.joined(separator: ", "))]"))
        }
        return parts.joined(separator: " ")
    }

    /// Where the child at `index` sits in `parent`, as the pieces of its label.
    private func childLabel(index: Int, in parent: HierarchySnapshot.Node) -> [String] {
        switch parent.kind {
        case .tabBar:
            guard index == parent.selectedIndex else { return [style(.label, "tab \(index):")] }
            return [style(.label, "tab \(index)") + " " + style(.selection, "(selected)") + style(.label, ":")]
        case .split:
            return [style(.label, index == 0 ? "primary:" : "secondary:")]
        case .screen, .navigation, .container:
            return []
        }
    }
}

extension HierarchySnapshot.Node.Kind {
    /// The bracketed note printed after a container's name; `nil` for screens.
    var annotation: String? {
        switch self {
        case .screen: nil
        case .navigation: "navigation"
        case .tabBar: "tab bar"
        case .split: "split"
        case .container: "container"
        }
    }
}
