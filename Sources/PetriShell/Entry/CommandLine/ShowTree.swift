import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct ShowTree: OneShotCommand {
    /// The REPL command's own help: one text for both.
    static let configuration = OneShotHelp.configuration(for: TreeCommand())

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Option(help: ArgumentHelp("Print this window alone (a lock window: Lock).", valueName: "name"))
    var window: String?

    func execute() async throws {
        try await OneShot.run(
            "tree", arguments: [], flags: [options.json ? "--json" : nil], values: window.map { ["--window": $0] } ?? [:],
            root: root.options, options: options.values)
    }
}
