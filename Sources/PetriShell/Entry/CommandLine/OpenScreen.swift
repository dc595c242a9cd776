import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct OpenScreen: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Compose a screen in a freshly launched app and print the hierarchy.",
        discussion: "Values are given as name=value, or as the name of one of the screen's examples. Without a terminal nothing is asked: missing parameters are an error that lists them. " + variantHelp)

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
