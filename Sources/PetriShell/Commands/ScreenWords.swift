import ArgumentParser
import PetriDish

/// The words that name a screen and give its values — `shop.product productID=42`, or an
/// example's name — as `open`, `go` and `plan` take them.
struct ScreenWords: ParsableArguments {
    @Argument(help: "The screen's id, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String

    @Argument(
        help: ArgumentHelp("An example's name, and name=value pairs.", valueName: "example|name=value"),
        completion: .custom(CommandLineCompletion.candidates))
    var values: [String] = []

    /// The entry, its values (an example's, `name=value`, then prompts at a terminal) and the
    /// example named, for `command`.
    @MainActor
    func resolve(in shell: Shell, for command: String) throws -> (
        entry: ScreenEntry, values: ContextValues, example: ScreenExample?
    ) {
        try ParameterCollector(shell: shell).screenValuesAndExample(screen, words: values, command: command)
    }
}

/// How a navigation prints, as `--trace` and `--json` ask: `open`, `go`, `link` and `notify`.
struct NavigationFlags: ParsableArguments {
    @Flag(help: "Also print the router's decisions.")
    var trace = false

    @Flag(help: "Print one JSON document instead of text.")
    var json = false
}

/// An entry point's flags (`link`, `notify`): `--plan` instead of navigating, and how the
/// navigation prints.
struct EntryPointFlags: ParsableArguments {
    @Flag(help: "Print the router's plan instead of navigating.")
    var plan = false

    @OptionGroup var printing: NavigationFlags
}

extension NavigationPrinting {
    /// Replayed as `command`, printed as `flags` ask.
    init(command: String, _ flags: NavigationFlags) {
        self.init(command: command, json: flags.json, trace: flags.trace)
    }
}

extension Shell {
    /// `open` and `go`: the screen `words` name, shown with its example's settings, navigated to
    /// by `body` and printed as `flags` say — the whole tree, or (`showsChanges`) what changed too.
    func navigate(
        _ words: ScreenWords, as command: String, flags: NavigationFlags, showsChanges: Bool,
        _ body: @escaping (_ id: String, _ values: ContextValues) async throws -> Void
    ) async throws {
        let (entry, values, example) = try words.resolve(in: self, for: command)
        try await showing(example, keepingThem: true) {
            try await navigate(
                NavigationPrinting(command: command, flags), entry: entry, values: values,
                showsChanges: showsChanges
            ) { try await body(entry.id, values) }
        }
    }
}
