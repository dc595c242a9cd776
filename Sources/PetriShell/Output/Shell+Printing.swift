import PetriDish

extension Shell {
    /// The tree style for this output: colours only when the styler allows them.
    var treeStyle: HierarchyTextStyle {
        let styler = self.styler
        guard styler.isEnabled else { return .unicode }
        return HierarchyTextStyle(glyphs: .unicode) { role, text in
            switch role {
            case .typeName: styler(.type, text)
            case .context: styler(.context, text)
            case .title: styler(.identifier, text)
            case .branch, .annotation, .hiddenMarker, .label: styler(.dim, text)
            case .visibleMarker, .selection: styler(.marker, text)
            case .presentation: styler(.warning, text)
            case .added: styler(.added, text)
            case .removed: styler(.removed, text)
            case .changed: styler(.changed, text)
            case .header, .unchanged: text
            }
        }
    }

    /// A value capture of the current window.
    func snapshot() -> HierarchySnapshot {
        HierarchySnapshot(dish.window)
    }

    /// Prints the current hierarchy as a tree, or as JSON.
    func printTree(json: Bool = false) throws {
        let snapshot = snapshot()
        print(json ? snapshot.renderJSON() : snapshot.renderTree(style: treeStyle))
    }

    /// Prints what changed since `before`.
    func printChanges(from before: HierarchySnapshot) {
        print("")
        print(HierarchyDiff(from: before, to: snapshot()).render(style: treeStyle))
    }

    /// Prints the router's decisions.
    func printTrace(_ trace: RoutingTrace) {
        print(styler(.heading, "router:"))
        for entry in trace.entries {
            print("  " + styler(.dim, entry.description))
        }
        print("")
    }

    /// Runs a user gesture (back, dismiss, tab) and prints what changed.
    func gesture(_ invocation: Invocation, synopsis: String, _ body: () throws -> Void) throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: invocation.command, synopsis: synopsis)
        }
        let before = snapshot()
        try body()
        try printTree()
        printChanges(from: before)
    }
}
