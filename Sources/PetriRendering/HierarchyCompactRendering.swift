extension HierarchySnapshot: CustomStringConvertible {
    /// The one-line form, ``renderCompact(style:)`` with Unicode glyphs.
    public var description: String { renderCompact() }

    /// The hierarchy on one line, for tests, traces and error messages:
    ///
    /// ```text
    /// Shop: UITabBarController[UINavigationController[HomeViewController], *UINavigationController[ProductViewController(42)]] ⇒ UINavigationController[LoginViewController]
    /// ```
    ///
    /// The window's name, then the root: each view controller by type name and context, a
    /// container's children in brackets, `*` before the selected tab, and `⇒` before what a
    /// view controller presents modally. Titles, visibility and styles are left out; an empty
    /// window reads `Shop: (empty)`. Several windows are joined with ` | `, frontmost first.
    public func renderCompact(style: HierarchyTextStyle = .unicode) -> String {
        windows.map { window in
            let prefix = style(.header, window.windowName.singleLine + ":") + " "
            guard let root = window.root else { return prefix + style(.annotation, "(empty)") }
            return prefix + root.renderCompact(style: style)
        }.joined(separator: " | ")
    }
}

extension HierarchySnapshot.Node {
    /// This node and everything below it on one line, as in
    /// ``HierarchySnapshot/renderCompact(style:)``.
    public func renderCompact(style: HierarchyTextStyle = .unicode) -> String {
        renderCompact(style: style, presentations: true)
    }

    /// The one-line form, with or without what this node and its children present; with
    /// `titles`, each view controller is named as in the tree (`Type "Title" (context)`).
    func renderCompact(style: HierarchyTextStyle, presentations: Bool, titles: Bool = false) -> String {
        var text =
            titles
            ? HierarchyDiff.Reference.treeLabel(typeName: typeName, title: title, context: context, style: style)
            : style(.typeName, typeName.singleLine) + (context.map { style(.context, "(\($0.singleLine))") } ?? "")
        if !children.isEmpty {
            let items = children.enumerated().map { index, child in
                (kind == .tabBar && index == selectedIndex ? style(.selection, "*") : "")
                    + child.renderCompact(style: style, presentations: presentations, titles: titles)
            }
            text += (titles && title != nil ? " [" : "[") + items.joined(separator: ", ") + "]"
        }
        if presentations, let presented {
            text +=
                " " + style(.presentation, style.glyphs.presents) + " "
                + presented.viewController.renderCompact(style: style)
        }
        return text
    }
}
