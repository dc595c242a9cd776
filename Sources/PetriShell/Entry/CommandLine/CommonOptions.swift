import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// Options every one-shot command that composes or shows screens shares.
struct CommonOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var session: SessionOptions

    /// What was given.
    struct Values: Sendable {
        var json: Bool
        var login: Bool
        var settings: [String]
    }

    var values: Values { Values(json: json, login: session.login, settings: session.settings) }
}

/// How a one-shot command's session starts: what the REPL's `login` and `set` would have done.
struct SessionOptions: ParsableArguments {
    @Flag(name: .long, help: "Log in as the demo user first.")
    var login = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting, as the REPL's set takes it (repeat it).", valueName: "name=value"))
    var settings: [String] = []
}

/// `petri <verb>`: a ``ShellVerb`` run once from the command line, in an app launched in a
/// session set up as its options say, with the verb's own options — the one adapter every verb
/// on the command line goes through.
struct CommandLineVerb<Verb: ShellVerb>: OneShotCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Verb.name, abstract: OneShotHelp.sentence(Verb.summary),
            discussion: [OneShotHelp.oneLine(Verb.details), variantHelp].filter { !$0.isEmpty }.joined(separator: " "))
    }

    @ParentCommand var root: PetriCommand
    @OptionGroup var session: SessionOptions
    @OptionGroup var verb: Verb

    func execute() async throws {
        try await OneShot.run(verb, root: root.options, session: session)
    }
}
