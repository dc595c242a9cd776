import ArgumentParser
import PetriDish
import PetriSupport

/// `tab`: the user's tap on a tab of the visible tab bar.
struct TabVerb: ShellVerb {
    static let name = "tab"
    static let summary = "tap a tab of the visible tab bar, by its index in the tree or its title"
    static let arguments = ArgumentKind.tab

    @Argument(help: ArgumentHelp("The tab's index in the tree, or its title.", valueName: "index|title"))
    var tab: String

    static func hint(in shell: Shell) -> String? {
        let names = tabNames(in: shell)
        return names.isEmpty ? nil : "tabs: \(names.joined(separator: ", "))"
    }

    func run(in shell: Shell) async throws {
        let tabs = shell.dish.visibleTabs
        let index: Int
        if let number = Int(tab) {
            index = number
        } else if let found = tabs.firstIndex(where: { Self.names(of: $0).contains(tab.lowercased()) }) {
            index = found
        } else {
            let names = Self.tabNames(in: shell)
            throw ShellError.invalid(
                "no visible tab is called \(UserText.quoted(tab))"
                    + NearMiss.didYouMean(NearMiss.suggestions(for: tab.lowercased(), among: names))
                    + (names.isEmpty ? "" : " (tabs: \(names.joined(separator: ", ")))"))
        }
        try shell.gesture { try shell.dish.play(.tab(index)) }
    }

    /// The names a tab answers to: its title, its first child's title, its type.
    @MainActor
    static func names(of tab: UIViewController) -> [String] {
        [tab.title, tab.children.first?.title, tab.typeName].compactMap { $0?.lowercased() }
    }

    /// The visible tabs, each by the first name it answers to.
    @MainActor
    private static func tabNames(in shell: Shell) -> [String] {
        shell.dish.visibleTabs.compactMap { names(of: $0).first }
    }
}
