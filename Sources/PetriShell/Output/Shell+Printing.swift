import PetriDish
import PetriSupport

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
        HierarchySnapshot(dish.scene)
    }

    /// Prints the current hierarchy as a tree, or as JSON; with a flow running, its
    /// coordinator tree after the hierarchy. With `window`, that window's hierarchy alone.
    /// - Throws: ``ShellError/unknownWindow(_:windows:)`` when no shown window has that name.
    func printTree(json: Bool = false, window: String? = nil) throws {
        let snapshot = snapshot()
        if let window {
            guard let tree = snapshot.renderTree(window: window, style: treeStyle),
                let alone = snapshot.window(named: window)
            else {
                throw ShellError.unknownWindow(window, windows: snapshot.windows.map(\.windowName))
            }
            print(json ? alone.renderJSON() : tree)
            return
        }
        print(json ? snapshot.renderJSON() : snapshot.renderTree(style: treeStyle))
        if !json, let flow = dish.runningFlow {
            print(flow.root.renderTree(in: dish.window))
        }
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
            for line in entry.description.split(separator: "\n") {
                print("  " + styler(.dim, String(line)))
            }
        }
        print("")
    }

    /// Runs a user gesture (back, dismiss, tab) and prints what changed.
    func gesture(_ body: () throws -> Void) throws {
        let before = snapshot()
        do {
            try body()
        } catch {
            throw namingTheWayOut(error)
        }
        try printTree()
        printChanges(from: before)
    }
}
