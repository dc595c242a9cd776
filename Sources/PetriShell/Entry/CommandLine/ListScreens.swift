import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct ListScreens: OneShotCommand {
    /// The REPL command's own help: one text for both.
    static let configuration = OneShotHelp.configuration(for: ListCommand())

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Argument(help: "Only screens matching every word.")
    var query: [String] = []

    func execute() async throws {
        try await OneShot.run("list", arguments: query, flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}
