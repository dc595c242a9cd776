import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct ShowScreen: OneShotCommand {
    /// The REPL command's own help: one text for both.
    static let configuration = OneShotHelp.configuration(for: ShowCommand())

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Argument(help: "The screen's id, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    func execute() async throws {
        try await OneShot.run("show", arguments: [screen], flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}
