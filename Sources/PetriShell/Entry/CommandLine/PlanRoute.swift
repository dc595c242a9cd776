import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct PlanRoute: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print what the router would do to compose a screen in a freshly launched app, changing nothing.",
        discussion: "Interceptors are predicted, not run: the plan fails when one would refuse. " + variantHelp)

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
