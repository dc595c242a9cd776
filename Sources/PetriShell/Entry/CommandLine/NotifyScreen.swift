import ArgumentParser
import PetriDish

struct NotifyScreen: OneShotCommand {
    /// The REPL command's own help: one text for both.
    static let configuration = OneShotHelp.configuration(for: NotifyCommand())

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: CommonOptions

    @Flag(name: .long, help: "Print the plan instead of navigating.")
    var plan = false

    @Flag(name: .long, help: "Also print the router's decisions.")
    var trace = false

    @Argument(help: #"The notification's userInfo as a JSON object, such as '{"type": "chat.message", "chatID": 7}'."#)
    var payload: String

    func execute() async throws {
        try await OneShot.run(
            "notify", arguments: [payload], flags: [plan ? "--plan" : nil, trace ? "--trace" : nil, options.json ? "--json" : nil],
            root: root.options, options: options.values)
    }
}
