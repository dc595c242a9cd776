import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct OpenScreen: OneShotCommand {
    /// The REPL command's own help: one text for both.
    static let configuration = OneShotHelp.configuration(for: OpenCommand())

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Flag(name: .long, help: "Also print the router's decisions.")
    var trace = false


    @Argument(help: "The screen's id, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    @Argument(help: "name=value pairs, or an example's name.", completion: .custom(CommandLineCompletion.candidates))
    var values: [String] = []

    func execute() async throws {
        try await OneShot.run(
            "open", arguments: [screen] + values, flags: [trace ? "--trace" : nil, options.json ? "--json" : nil],
            root: root.options, options: options.values)
    }
}
