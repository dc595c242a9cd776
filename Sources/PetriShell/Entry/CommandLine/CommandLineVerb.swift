import ArgumentParser
import PetriDish

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
