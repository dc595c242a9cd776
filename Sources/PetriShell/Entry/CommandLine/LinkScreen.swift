import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct LinkScreen: OneShotCommand {
    /// The REPL command's own help: one text for both.
    static let configuration = OneShotHelp.configuration(for: LinkCommand())

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
