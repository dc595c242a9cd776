import ArgumentParser
import PetriDish

/// What `petri <verb>` adds to a verb's options to start the app it runs in (a verb's
/// ``ShellVerb/CommandLineSession``).
protocol OneShotSession: ParsableArguments {
    /// The dish a one-shot verb runs in: `catalog` launched in the session these options set
    /// up, in the variant `root` names.
    @MainActor func dish(on catalog: ScreenCatalog, root: PetriCommand.Options) throws -> Dish
}

/// How a one-shot command's session starts: what the REPL's `login` and `set` would have done.
struct SessionOptions: OneShotSession {
    @Flag(name: .long, help: "Log in as the demo user first.")
    var login = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting, as the REPL's set takes it (repeat it).", valueName: "name=value"))
    var settings: [String] = []

    /// Logged in and set before anything launches, so the variant's launch reads them.
    func dish(on catalog: ScreenCatalog, root: PetriCommand.Options) throws -> Dish {
        try Dish(
            catalog: catalog, variant: try root.singleVariant(),
            session: PetriMain.session(settings: settings, login: login))
    }
}

/// No session options: a verb that starts the sessions it runs itself (`check`'s compositions,
/// `run`'s files, `export`'s screens) says with its own options how they start, and reads the
/// variants the command line names itself.
struct NoSessionOptions: OneShotSession {
    /// The catalog launched as it is: the verb reads only the catalog of it.
    func dish(on catalog: ScreenCatalog, root: PetriCommand.Options) throws -> Dish {
        try Dish(catalog: catalog)
    }
}
