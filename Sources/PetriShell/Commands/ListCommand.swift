import ArgumentParser
import PetriDish
import PetriSupport

/// `list`: every screen, grouped — in the REPL and as `petri list`, one declaration.
struct ListVerb: ShellVerb {
    static let name = "list"
    static let aliases = ["ls"]
    static let summary = "every screen, grouped, with the context it needs"
    static let details =
        "With a query, only the screens matching every word (as `find`), still grouped.\nScreens of other variants are marked with the variant they need."
    static let arguments = ArgumentKind.words
    static let isOnCommandLine = true

    @Argument(help: "Only screens matching every word.")
    var query: [String] = []

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run(in shell: Shell) async throws {
        let catalog = shell.dish.catalog
        var entries = catalog.sortedEntries
        if !query.isEmpty {
            let matching = Set(catalog.search(query.joined(separator: " ")).map(\.entry.id))
            entries = entries.filter { matching.contains($0.id) }
        }
        if json {
            shell.print(try DocumentEncoding.json(entries.map(ScreenDocument.init)))
            return
        }
        guard !entries.isEmpty else {
            throw ShellError.invalid(
                "no screen matches \(UserText.quoted(query.joined(separator: " "))) (`list` alone shows all \(catalog.entries.count))"
            )
        }
        shell.print(CatalogListing(styler: shell.styler, variant: shell.dish.session.variant).render(entries))
        let query = query.joined(separator: " ").lowercased()
        let flows = catalog.flows.filter { flow in
            query.isEmpty
                || query.split(separator: " ").allSatisfy {
                    "\(flow.id) \(flow.title) \(flow.summary)".lowercased().contains($0)
                }
        }
        guard !flows.isEmpty else { return }
        shell.print("")
        shell.print(shell.styler(.heading, "Flows") + shell.styler(.dim, " (`flow <id>` starts one)"))
        let width = flows.map(\.id.count).max() ?? 0
        for flow in flows {
            let marker = flow.expectation.expectsLeaks ? shell.styler(.warning, "  [expected to leak]") : ""
            shell.print(
                "  " + shell.styler(.identifier, flow.id.padding(toLength: width, withPad: " ", startingAt: 0)) + "  "
                    + UserText.oneLine(flow.title) + marker)
        }
    }
}

/// The grouped listing `list` prints: a heading per group, a line per screen with its id, title
/// and context in one line.
struct CatalogListing {
    let styler: Styler
    let variant: String

    @MainActor
    func render(_ entries: [ScreenEntry]) -> String {
        let idWidth = entries.map(\.id.count).max() ?? 0
        let titleWidth = entries.map { UserText.oneLine($0.title).count }.max() ?? 0
        var lines: [String] = []
        var group: String?
        for entry in entries {
            if entry.group != group {
                if group != nil { lines.append("") }
                group = entry.group
                lines.append(styler(.heading, UserText.oneLine(entry.group)))
            }
            var line =
                "  " + styler(.identifier, pad(entry.id, idWidth)) + "  "
                + pad(UserText.oneLine(entry.title), titleWidth)
            let context = Self.contextLine(entry.parameters)
            if !context.isEmpty { line += "  " + styler(.context, context) }
            if let reach = entry.reach {
                line += "  " + styler(.dim, reach.screenCheck == nil ? "[app code]" : "[app code, screen checked]")
            }
            if !entry.isAvailable(in: variant) {
                line += "  " + styler(.dim, "[\(entry.variants.joined(separator: ", ")) only]")
            }
            lines.append(line.trailingSpacesRemoved)
        }
        return lines.joined(separator: "\n")
    }

    /// The context a screen needs, in one line: `productID:int tab:reviews|gallery? …`.
    static func contextLine(_ parameters: [ContextParameter]) -> String {
        parameters.map(\.synopsis).joined(separator: " ")
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

extension String {
    /// The string without spaces at its end.
    var trailingSpacesRemoved: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
