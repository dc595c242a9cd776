import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct ShowTree: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print the hierarchy of the freshly launched app.",
        discussion: variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    func execute() async throws {
        try await OneShot.run("tree", arguments: [], flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}
