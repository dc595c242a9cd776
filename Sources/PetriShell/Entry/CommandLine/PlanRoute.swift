import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct PlanRoute: OneShotCommand {
    /// The REPL command's own help: one text for both.
    static let configuration = OneShotHelp.configuration(for: PlanCommand())

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Argument(help: "The screen's id, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    @Argument(help: "name=value pairs, or an example's name.", completion: .custom(CommandLineCompletion.candidates))
    var values: [String] = []

    func execute() async throws {
        try await OneShot.run("plan", arguments: [screen] + values, flags: [options.json ? "--json" : nil], root: root.options, options: options.values)
    }
}
