import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// A command of the command line: ``PetriMain`` runs what it names through `execute()`, on the
/// main actor, where the dish lives. ArgumentParser's `run()` is not used.
protocol OneShotCommand: ParsableCommand {
    /// Runs the command; ends by throwing ``ExitCode`` with its status.
    @MainActor func execute() async throws
}

/// `petri`: with no subcommand, the REPL; with one, a one-shot command — a verb the REPL runs
/// too (``CommandLineVerb``), or `diff`, `import`, `init` — that runs once and exits with its
/// status.
struct PetriCommand: OneShotCommand {
    /// Named after the tool that runs (``ToolIdentity``): a team's tool shows its own name in
    /// usage, help and errors.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: ToolIdentity.current.name,
            abstract:
                "A Petri dish for an app's screens: list them, compose any of them through the app's router, print the hierarchy.",
            discussion:
                "Run with no subcommand for the interactive shell (`help` lists its commands). Piped input runs the same commands without prompts; the exit status is non-zero if any command failed.",
            version: ToolIdentity.current.version,
            subcommands: ShellVerbs.all.compactMap { commandLineVerb($0) }
                + [DiffExports.self, ImportApp.self, InitPackage.self, WatchReplay.self]
        )
    }

    /// `petri <verb>` for a verb ``ShellVerb/isOnCommandLine``: the verb under the one adapter
    /// of the command line.
    private static func commandLineVerb<Verb: ShellVerb>(_: Verb.Type) -> (any ParsableCommand.Type)? {
        Verb.isOnCommandLine ? CommandLineVerb<Verb>.self : nil
    }

    /// Also the variant of a one-shot command: ArgumentParser gives `--variant` to this command
    /// wherever it appears, before or after the subcommand's name, so the subcommands read it
    /// here (see `@ParentCommand`) rather than declaring their own, which would stay empty.
    @Option(
        name: .long, help: "The navigation variant to start in (also for a one-shot command; export takes several).",
        completion: .custom(CommandLineCompletion.variants))
    var variant: [String] = []

    /// A generated catalog instead of the app's, for scale tests and benchmarks: `N` screens, or
    /// `N:seed`. Read here for every command, as `--variant` is.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Run on a generated catalog of N screens (N[:seed]) instead of the app's.", valueName: "N[:seed]"),
        transform: SyntheticCatalogSpec.init(parsing:))
    var synthetic: SyntheticCatalogSpec?

    /// What every command reads of the root command.
    struct Options: Sendable {
        var variant: [String]
        var synthetic: SyntheticCatalogSpec?

        /// The one variant named, if any.
        /// - Throws: when several are named for a command that takes one.
        func singleVariant() throws -> String? {
            guard variant.count <= 1 else {
                throw ShellError.invalid(
                    "give one --variant (only export takes several): \(variant.map(UserText.quoted).joined(separator: ", ")) were given"
                )
            }
            return variant.first
        }
    }

    var options: Options { Options(variant: variant, synthetic: synthetic) }

    /// No subcommand: the REPL.
    func execute() async throws {
        let options = options
        try await OneShot.finish(
            PetriMain.runShell(on: OneShot.catalog(options), variant: options.singleVariant(), output: OneShot.output))
    }
}

/// What every one-shot command's help says about the variant, which the root command reads.
let variantHelp =
    "--variant NAME, before or after the command, starts the app in another navigation variant (listed below)."
