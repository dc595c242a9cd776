import ArgumentParser

/// The REPL's command for a ``ShellVerb``: what the shell, `help` and completion read of it,
/// and its run, which parses the words after the verb's name with the verb's own parser
/// (`--help` prints the verb's help).
///
/// The shell asks for every command's options after each line (completion) and for its usage
/// at `help`: ArgumentParser works them out each time it is asked (a few milliseconds a verb),
/// so they are read once, when first asked — a one-shot command that never asks pays nothing.
@MainActor
final class VerbCommand {
    /// The verb it runs.
    let verb: any ShellVerb.Type

    /// The word that runs it.
    var name: String { verb.name }
    /// Other words that run it.
    var aliases: [String] { verb.aliases }
    /// One line about what it does.
    var summary: String { verb.summary }
    /// More about it, for `help <command>`.
    var details: String { verb.details }
    /// What its positional arguments are, for completion: the verb's own kind, or the path its
    /// declaration names when it says they are words (`run`'s scripts).
    var arguments: ArgumentKind {
        switch verb.arguments {
        case .none, .words: options.positionalPath ?? verb.arguments
        default: verb.arguments
        }
    }

    /// Its usage, e.g. `open <screen> [<example|name=value> ...] [--trace] [--json] [--svg <file>]`.
    private(set) lazy var synopsis = Self.synopsis(of: verb)
    /// Its usage with its options as `[<options>]`, when the usage is too long for `help`'s list.
    private(set) lazy var briefSynopsis = Self.briefSynopsis(of: verb)
    /// The flags it accepts (`--json`).
    var flags: [String] { options.flags }
    /// The options it accepts that take a value (`--window NAME`).
    var valueOptions: [ValueOption] { options.valued }

    private lazy var options = Self.options(of: verb)

    /// The command that runs `verb`.
    init(_ verb: any ShellVerb.Type) {
        self.verb = verb
    }

    /// Parses `words` (what follows the command's name) with the verb's parser and runs it.
    /// - Throws: a mistake in the words, said by the parser with the usage and what the shell
    ///   can add (``ShellVerb/hint(in:)``); what the verb throws.
    func run(_ words: [String], in shell: Shell) async throws {
        let parsed: any ShellVerb
        do {
            parsed = try verb.parse(words)
        } catch {
            // `--help`: the verb's help, as `help <name>` prints it.
            if verb.exitCode(for: error) == .success {
                shell.print(Self.help(of: verb))
                return
            }
            // The parser's words as it says them; a message of several lines (the values an
            // option takes) has the usage on a line of its own.
            let message = verb.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
            let usage = (message.contains("\n") ? "\nusage: " : "; usage: ") + synopsis
            throw ShellError.invalid(
                "\(name): \(message)" + usage + (verb.hint(in: shell).map { "; " + $0 } ?? ""))
        }
        try await parsed.run(in: shell)
    }

    private static func synopsis<Verb: ShellVerb>(of _: Verb.Type) -> String { VerbUsage<Verb>.synopsis }
    private static func briefSynopsis<Verb: ShellVerb>(of _: Verb.Type) -> String { VerbUsage<Verb>.briefSynopsis }
    private static func help<Verb: ShellVerb>(of _: Verb.Type) -> String { VerbUsage<Verb>.help }

    private static func options<Verb: ShellVerb>(
        of _: Verb.Type
    ) -> (flags: [String], valued: [ValueOption], positionalPath: ArgumentKind?) {
        let (options, positionalPath) = VerbUsage<Verb>.declarations
        return (
            options.filter { !$0.takesValue }.map(\.name),
            options.filter(\.takesValue).map {
                ValueOption(
                    name: $0.name, value: Verb.optionValues[$0.name] ?? $0.path ?? .words,
                    valueDescription: $0.valueName)
            },
            positionalPath
        )
    }
}

/// An option that takes a value: `--window NAME` (or `--window=NAME`).
struct ValueOption: Equatable {
    /// The option, with its dashes: `--window`.
    var name: String
    /// What its value is, said in messages (`a window's name`) and used by completion.
    var value: ArgumentKind
    /// The value as messages name it.
    var valueDescription: String
}
