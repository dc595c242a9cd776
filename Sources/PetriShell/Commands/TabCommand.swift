import PetriDish
import PetriSupport

struct TabCommand: ShellCommand {
    let name = "tab"
    let synopsis = "tab <index|title>"
    let summary = "tap a tab of the visible tab bar, by its index in the tree or its title"
    let arguments = ArgumentKind.tab

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard invocation.arguments.count == 1, let word = invocation.arguments.first else {
            throw ShellError.missingArgument(command: name, what: "one tab", synopsis: synopsis)
        }
        let tabs = shell.dish.visibleTabs
        let index: Int
        if let number = Int(word) {
            index = number
        } else if let found = tabs.firstIndex(where: { Self.names(of: $0).contains(word.lowercased()) }) {
            index = found
        } else {
            let names = tabs.compactMap { Self.names(of: $0).first }
            throw ShellError.invalid(
                "no visible tab is called \(UserText.quoted(word))"
                    + NearMiss.didYouMean(NearMiss.suggestions(for: word.lowercased(), among: names))
                    + (names.isEmpty ? "" : " (tabs: \(names.joined(separator: ", ")))"))
        }
        try shell.gesture(Invocation(command: name, arguments: [], flags: []), synopsis: synopsis) {
            try shell.dish.play(.tab(index))
        }
    }

    /// The names a tab answers to: its title, its first child's title, its type.
    @MainActor
    static func names(of tab: UIViewController) -> [String] {
        [tab.title, tab.children.first?.title, tab.typeName].compactMap { $0?.lowercased() }
    }
}
