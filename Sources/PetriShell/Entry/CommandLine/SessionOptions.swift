import ArgumentParser

/// How a one-shot command's session starts: what the REPL's `login` and `set` would have done.
struct SessionOptions: ParsableArguments {
    @Flag(name: .long, help: "Log in as the demo user first.")
    var login = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting, as the REPL's set takes it (repeat it).", valueName: "name=value"))
    var settings: [String] = []
}
