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
            guard let tree = snapshot.renderTree(window: window, style: treeStyle), let alone = snapshot.window(named: window) else {
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

    /// Runs a navigation of `open` or `go` and prints its outcome as the flags ask.
    ///
    /// - Text: with `--trace` the router's decisions first — also when the navigation fails,
    ///   where they end with the failure and "hierarchy restored" — then the tree and, for
    ///   `go`, what changed; when the app's code left things as they were, a note that says
    ///   what covers the screen.
    /// - `--json`: one ``NavigationDocument`` on standard output and nothing else, whatever
    ///   happened; the error is also reported on standard error.
    func navigate(
        _ invocation: Invocation, entry: ScreenEntry, values: ContextValues, showsChanges: Bool,
        resolution: NavigationDocument.Resolution? = nil, _ body: () async throws -> Void
    ) async throws {
        let before = snapshot()
        // A script replays this navigation with its values inline, whatever was prompted.
        replayLine = "\(invocation.command) \(entry.id)" + (values.description.isEmpty ? "" : " " + values.description)
        let interaction = dish.session.interaction as? ShellInteraction
        interaction?.wasInterrupted = false
        var failure: (any Error)?
        do {
            try await body()
        } catch {
            // Ctrl-C at an interceptor's question reads like every other cancel.
            failure = interaction?.wasInterrupted == true ? ShellError.cancelled(what: invocation.command) : namingTheWayOut(error)
        }
        if let cancelled = failure as? ShellError, case .cancelled = cancelled, !invocation.has("--json") {
            throw cancelled
        }
        let after = snapshot()
        if invocation.has("--json") {
            let document = NavigationDocument(
                command: invocation.command, screen: entry.id,
                values: values,
                trace: dish.lastTrace, error: failure,
                changes: showsChanges ? HierarchyDiff(from: before, to: after) : nil, hierarchy: after, resolution: resolution)
            print(try DocumentEncoding.json(document))
        } else if invocation.has("--trace"), let trace = dish.lastTrace {
            printTrace(trace)
        }
        if let failure { throw failure }
        guard !invocation.has("--json") else { return }
        print(after.renderTree(style: treeStyle))
        if showsChanges {
            print("")
            print(HierarchyDiff(from: before, to: after).render(style: treeStyle))
        }
        for warning in dish.lastTrace?.warnings ?? [] {
            note(errorStyler(.warning, "warning:") + " " + UserText.printable(warning.description))
        }
        // The app's code left things as they were: why the screen asked for is covered.
        for decision in dish.lastTrace?.decisions ?? [] {
            if case .leftAsItWas = decision { print(styler(.dim, "note: " + UserText.printable(decision.description))) }
        }
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
    func gesture(_ invocation: Invocation, synopsis: String, _ body: () throws -> Void) throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: invocation.command, synopsis: synopsis)
        }
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
