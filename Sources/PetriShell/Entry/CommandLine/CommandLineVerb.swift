import ArgumentParser
import PetriDish

/// `petri <verb>`: a ``ShellVerb`` run once from the command line, in an app launched as its
/// ``ShellVerb/CommandLineSession`` options say, with the verb's own options — the one adapter
/// every verb on the command line goes through.
struct CommandLineVerb<Verb: ShellVerb>: OneShotCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Verb.name, abstract: Verb.abstract,
            discussion: [Verb.discussion, variantHelp].filter { !$0.isEmpty }.joined(separator: " "))
    }

    @ParentCommand var root: PetriCommand
    @OptionGroup var session: Verb.CommandLineSession
    @OptionGroup var verb: Verb

    func execute() async throws {
        try await OneShot.run(verb, root: root.options, session: session)
    }
}
