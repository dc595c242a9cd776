import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct ListScreens: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every screen, grouped, with the context it needs.", discussion: variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Argument(help: "Only screens matching every word.")
    var query: [String] = []

    func execute() async throws {
        try await OneShot.run("list", arguments: query, flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}
