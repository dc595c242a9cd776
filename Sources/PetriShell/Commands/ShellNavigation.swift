import PetriDish
import PetriSupport

/// How a navigation command prints what it did: as `--trace` and `--json` ask, replayed in a
/// saved script as `command`.
struct NavigationPrinting {
    /// The command a script replays the navigation with (`open`, `go`; `link` replays as `go`),
    /// and the one `--json` names.
    var command: String
    /// Whether one JSON document is printed instead of text.
    var json: Bool
    /// Whether the router's decisions are printed before the tree.
    var trace: Bool

    /// Replayed as `command`, printed as `json` and `trace` say.
    init(command: String, json: Bool, trace: Bool) {
        self.command = command
        self.json = json
        self.trace = trace
    }
}

extension Shell {
    /// Runs a navigation of `open` or `go` and prints its outcome as the flags ask.
    ///
    /// - Text: with `--trace` the router's decisions first — also when the navigation fails,
    ///   where they end with the failure and "hierarchy restored" — then the tree and, for
    ///   `go`, what changed; when the app's code left things as they were, a note that says
    ///   what covers the screen.
    /// - `--json`: one ``NavigationDocument`` on standard output and nothing else, whatever
    ///   happened; the error is also reported on standard error.
    func navigate(
        _ printing: NavigationPrinting, entry: ScreenEntry, values: ContextValues, showsChanges: Bool,
        resolution: NavigationDocument.Resolution? = nil, _ body: () async throws -> Void
    ) async throws {
        let before = snapshot()
        // A script replays this navigation with its values inline, whatever was prompted.
        replayLine = "\(printing.command) \(entry.id)" + (values.description.isEmpty ? "" : " " + values.description)
        let interaction = dish.session.interaction as? ShellInteraction
        interaction?.wasInterrupted = false
        var failure: (any Error)?
        do {
            try await body()
        } catch let routing as PetriRoutingError where routing.kind == .superseded {
            // A link typed at an interceptor's question took over: the dish's pending link.
            failure = ShellError.superseded(what: printing.command, by: interaction?.replacement ?? routing.reason)
        } catch {
            // Ctrl-C at an interceptor's question reads like every other cancel.
            failure =
                interaction?.wasInterrupted == true
                ? ShellError.cancelled(what: printing.command) : namingTheWayOut(error)
        }
        if let ended = failure as? ShellError, !printing.json {
            switch ended {
            case .cancelled, .superseded: throw ended
            default: break
            }
        }
        let after = snapshot()
        if printing.json {
            let document = NavigationDocument(
                command: printing.command, screen: entry.id,
                values: values,
                trace: dish.lastTrace, error: failure,
                changes: showsChanges ? HierarchyDiff(from: before, to: after) : nil, hierarchy: after,
                resolution: resolution)
            print(try DocumentEncoding.json(document))
        } else if printing.trace, let trace = dish.lastTrace {
            printTrace(trace)
        }
        if let failure { throw failure }
        guard !printing.json else { return }
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

}
