import PetriDish
import PetriSupport

struct FindCommand: ShellCommand {
    let name = "find"
    let synopsis = "find <words>"
    let summary = "ranked search over ids, titles, groups, tags and summaries"
    let arguments = ArgumentKind.words

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard invocation.arguments.contains(where: { $0.contains { !$0.isWhitespace } }) else {
            throw ShellError.missingArgument(command: name, what: "words to search for", synopsis: synopsis)
        }
        let query = invocation.arguments.joined(separator: " ")
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
