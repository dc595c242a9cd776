import ArgumentParser
import PetriDish
import PetriSupport

/// `find`: a ranked search of the catalog.
struct FindVerb: ShellVerb {
    static let name = "find"
    static let summary = "ranked search over ids, titles, groups, tags and summaries"
    static let arguments = ArgumentKind.words

    @Argument(help: "The words to search for (after --, words that start with a dash too).")
    var words: [String]

    /// Blank words (`find ''`) are no words: refused as `find` alone is.
    func validate() throws {
        guard words.contains(where: { $0.contains { !$0.isWhitespace } }) else {
            throw ValidationError("Missing expected argument '<words> ...': the words given are blank")
        }
    }

    func run(in shell: Shell) async throws {
        let query = words.joined(separator: " ")
        let matches = shell.dish.catalog.search(query)
        guard !matches.isEmpty else {
            throw ShellError.invalid(
                "no screen matches \(UserText.quoted(query)); try fewer or shorter words, or `list`")
        }
        let idWidth = matches.map(\.entry.id.count).max() ?? 0
        for match in matches {
            let entry = match.entry
            let id = entry.id + String(repeating: " ", count: idWidth - entry.id.count)
            shell.print(
                "  " + shell.styler(.identifier, id) + "  " + UserText.oneLine(entry.title)
                    + shell.styler(.dim, " — " + UserText.oneLine(entry.summary)))
        }
    }
}
