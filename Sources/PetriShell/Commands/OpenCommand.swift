import ArgumentParser
import PetriDish

/// `open`: a screen composed in a freshly launched app — in the REPL and as `petri open`, one
/// declaration.
struct OpenVerb: ShellVerb {
    static let name = "open"
    static let summary = "compose a screen in a freshly launched app and print the hierarchy"
    static let details = """
        The app is launched afresh (in the current variant), then the router composes the screen.
        Values come from an example's name, from name=value words, and at a terminal from prompts for
        what is still missing (Enter takes the default, Ctrl-C cancels). An example that declares
        session settings is shown with them: they are set, with a note. On failure nothing changes.
        --trace also prints the router's decisions, also when the route fails; --json prints
        one JSON document instead: the values, the trace, the error if any, and the hierarchy.
        """
    static let arguments = ArgumentKind.screenWithValues
    static let isOnCommandLine = true

    @Argument(help: "The screen's id, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    @Argument(
        help: ArgumentHelp("An example's name, and name=value pairs.", valueName: "example|name=value"),
        completion: .custom(CommandLineCompletion.candidates))
    var values: [String] = []

    @Flag(help: "Also print the router's decisions.")
    var trace = false

    @Flag(help: "Print one JSON document instead of text.")
    var json = false

    func run(in shell: Shell) async throws {
        let (entry, values, example) = try ParameterCollector(shell: shell).screenValuesAndExample(
            screen, words: values, command: Self.name)
        try await shell.showing(example, keepingThem: true) {
            try await shell.navigate(
                NavigationPrinting(command: Self.name, json: json, trace: trace), entry: entry, values: values,
                showsChanges: false
            ) {
                _ = try await shell.dish.open(entry.id, values: values)
            }
        }
    }
}
