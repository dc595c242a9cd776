import PetriSupport

extension HierarchyDiff {
    /// The changes, one line each, for a person:
    ///
    /// ```text
    /// - UINavigationController[LoginViewController] dismissed
    /// ~ UITabBarController: tab 0 → 1
    /// + ProductViewController(42) pushed onto UINavigationController "Catalog" in tab 1
    /// ```
    ///
    /// Lines start with `+` (appeared), `-` (disappeared) or `~` (moved or changed in place).
    /// A view controller that appeared or disappeared is shown in the one-line form with
    /// everything it contains (what it presents has a line of its own). An empty diff is the
    /// single line `no change`. No trailing newline.
    public func render(style: HierarchyTextStyle = .unicode) -> String {
        guard !changes.isEmpty else { return style(.unchanged, "no change") }
        // A view controller that appeared below others that all appeared too was pushed with
        // them (a route pushing product, then reviews), not inserted.
        var appearedInStacks: [(container: HierarchyDiff.Reference, index: Int)] = []
        for case let .appeared(_, .navigationStack(container, index, _)) in changes {
            appearedInStacks.append((container, index))
        }
        return changes.map { change in
            if case let .appeared(_, .navigationStack(container, index, count)) = change {
                let pushed = ((index + 1)..<max(index + 1, count)).allSatisfy { above in
                    appearedInStacks.contains { $0.container == container && $0.index == above }
                }
                return change.render(style: style, pushed: pushed)
            }
            return change.render(style: style)
        }.joined(separator: "\n")
    }
}

extension HierarchyDiff.Change {
    /// This change on one line, as in ``HierarchyDiff/render(style:)``.
    public func render(style: HierarchyTextStyle = .unicode) -> String {
        render(style: style, pushed: false)
    }

    /// This change on one line; `pushed` says that a view controller that appeared inside a
    /// navigation stack had only new view controllers above it.
    func render(style: HierarchyTextStyle, pushed: Bool) -> String {
        let arrow = " \(style.glyphs.arrow) "
        switch self {
        case let .appeared(node, place):
            return style(.added, "+") + " " + node.renderCompact(style: style, presentations: false, titles: true)
                + " " + place.appearance(style: style, pushed: pushed)
        case let .disappeared(node, place):
            return style(.removed, "-") + " " + node.renderCompact(style: style, presentations: false, titles: true)
                + " " + place.disappearance(style: style)
        case let .moved(reference, from, to):
            return style(.changed, "~") + " " + reference.render(style: style) + " moved from "
                + from.phrase(style: style) + " to " + to.phrase(style: style)
        case let .tabSelected(reference, from, to):
            return style(.changed, "~") + " " + reference.render(style: style) + ": tab \(from)\(arrow)\(to)"
        case let .childShown(reference, from, to):
            return style(.changed, "~") + " " + reference.render(style: style) + ": shows " + to.render(style: style)
                + " instead of " + from.render(style: style)
        case let .contextChanged(reference, from, to):
            var named = reference
            named.context = nil
            return style(.changed, "~") + " " + named.render(style: style) + ": context "
                + Self.value(from, role: .context, style: style) + arrow + Self.value(to, role: .context, style: style)
        case let .titleChanged(reference, from, to):
            var named = reference
            named.title = nil
            return style(.changed, "~") + " " + named.render(style: style) + ": title "
                + Self.value(from.map(ParameterText.quoted), role: .title, style: style) + arrow
                + Self.value(to.map(ParameterText.quoted), role: .title, style: style)
        case let .dismissibilityChanged(reference, canBeDismissed):
            return style(.changed, "~") + " " + reference.render(style: style)
                + (canBeDismissed ? ": can be dismissed again" : ": can no longer be dismissed")
        case let .windowAdded(name, level, root):
            let shown =
                root.map { " showing " + $0.renderCompact(style: style, presentations: true, titles: true) }
                ?? ", empty"
            return style(.added, "+") + " window " + ParameterText.quoted(name) + " (level \(level))" + shown
        case let .windowRemoved(name):
            return style(.removed, "-") + " window " + ParameterText.quoted(name) + " went away"
        case let .keyWindowChanged(from, to):
            return style(.changed, "~") + " key window" + (from.map { " " + ParameterText.quoted($0) } ?? "") + arrow
                + ParameterText.quoted(to)
        case let .inWindow(name, change):
            let line = change.render(style: style, pushed: pushed)
            // The sign first, then where: "+ in window "Lock": …".
            let sign = line.prefix { $0 != " " }
            return sign + " in window " + ParameterText.quoted(name) + ":" + line.dropFirst(sign.count)
        }
    }

    private static func value(_ text: String?, role: HierarchyTextStyle.Role, style: HierarchyTextStyle) -> String {
        guard let text else { return style(.annotation, "none") }
        return style(role, text.singleLine)
    }
}

extension HierarchyDiff.Place {
    /// How a view controller arrived here: `pushed onto UINavigationController "Catalog"`.
    fileprivate func appearance(style: HierarchyTextStyle, pushed: Bool) -> String {
        switch self {
        case .windowRoot:
            "set as the window's root"
        case let .navigationStack(container, index, count):
            if index == 0 {
                "set as the root of \(container.render(style: style))"
            } else if index == count - 1 || pushed {
                "pushed onto \(container.render(style: style))"
            } else {
                "inserted into \(container.render(style: style)) at position \(index)"
            }
        case let .tab(container, index):
            "added as tab \(index) of \(container.render(style: style))"
        case let .splitColumn(container, column):
            "shown in the \(column.rawValue) column of \(container.render(style: style))"
        case let .container(container, index):
            "added to \(container.render(style: style)) at position \(index)"
        case let .presented(presenter, presentationStyle):
            style(.presentation, "presented (\(presentationStyle.rawValue))") + " by \(presenter.render(style: style))"
        }
    }

    /// How a view controller left this place: `popped from UINavigationController "Catalog"`.
    fileprivate func disappearance(style: HierarchyTextStyle) -> String {
        switch self {
        case .windowRoot:
            "removed as the window's root"
        case let .navigationStack(container, index, count):
            index > 0 && index == count - 1
                ? "popped from \(container.render(style: style))"
                : "removed from \(container.render(style: style))"
        case let .tab(container, index):
            "removed from tab \(index) of \(container.render(style: style))"
        case let .splitColumn(container, column):
            "removed from the \(column.rawValue) column of \(container.render(style: style))"
        case let .container(container, _):
            "removed from \(container.render(style: style))"
        case .presented:
            style(.presentation, "dismissed")
        }
    }

    /// The place as the object of "moved from … to …": `tab 2 of UITabBarController`.
    fileprivate func phrase(style: HierarchyTextStyle) -> String {
        switch self {
        case .windowRoot:
            "the window's root"
        case let .navigationStack(container, index, _), let .container(container, index):
            "position \(index) of \(container.render(style: style))"
        case let .tab(container, index):
            "tab \(index) of \(container.render(style: style))"
        case let .splitColumn(container, column):
            "the \(column.rawValue) column of \(container.render(style: style))"
        case let .presented(presenter, presentationStyle):
            style(.presentation, "a presentation (\(presentationStyle.rawValue))")
                + " by \(presenter.render(style: style))"
        }
    }
}

extension HierarchyDiff.Reference {
    /// `UINavigationController "Catalog" in tab 1`, `ProductViewController "Product" (42)`: a view
    /// controller named as the tree names it, then where it is.
    public func render(style: HierarchyTextStyle = .unicode) -> String {
        var text = Self.treeLabel(typeName: typeName, title: title, context: context, style: style)
        switch position {
        case let .tab(index)?: text += " " + style(.label, "in tab \(index)")
        case let .column(column)?: text += " " + style(.label, "in the \(column.rawValue) column")
        case nil: break
        }
        return text
    }
}

extension HierarchyDiff.Reference {
    /// A view controller as the tree names it: `Type "Title" (context)`.
    static func treeLabel(typeName: String, title: String?, context: String?, style: HierarchyTextStyle) -> String {
        var text = style(.typeName, typeName.singleLine)
        if let title { text += " " + style(.title, ParameterText.quoted(title)) }
        if let context { text += " " + style(.context, "(\(context.singleLine))") }
        return text
    }
}
