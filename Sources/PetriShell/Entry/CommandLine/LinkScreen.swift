import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct LinkScreen: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Open a deep link in a freshly launched app: resolve it to a screen and its values, then compose it.",
        discussion: "Interceptors apply: a link behind login needs --login in a script. " + variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Flag(name: .long, help: "Print the router's plan instead of navigating.")
    var plan = false

    @Flag(name: .long, help: "Also print the router's decisions.")
    var trace = false


    @Argument(help: "The deep link, such as shop://product/42.")
    var url: String

    func execute() async throws {
        try await OneShot.run(
            "link", arguments: [url], flags: [plan ? "--plan" : nil, trace ? "--trace" : nil, options.json ? "--json" : nil],
            root: root.options, options: options.values)
    }
}
