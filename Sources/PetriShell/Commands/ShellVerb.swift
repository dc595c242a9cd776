import ArgumentParser
import Foundation

/// One of petri's verbs, written once: its words are parsed by ArgumentParser — from a line
/// typed in the REPL and from the tool's command line alike — and it runs in a ``Shell``.
///
/// ```swift
/// struct TreeVerb: ShellVerb {
///     static let name = "tree"
///     static let summary = "the current hierarchy"
///     @Flag(help: "Print the versioned JSON.") var json = false
///     func run(in shell: Shell) async throws { try shell.printTree(json: json, window: nil) }
/// }
/// ```
///
/// The REPL runs it through ``VerbCommand`` (a name's prefix, `help`, completion, history);
/// `petri <name>` through ``CommandLineVerb`` when ``isOnCommandLine``. Nothing is written
/// twice: the options, their help and the usage come from the verb's own declarations.
protocol ShellVerb: ParsableArguments {
    /// The word that runs it.
    static var name: String { get }
    /// Other words that run it in the REPL.
    static var aliases: [String] { get }
    /// One line about what it does.
    static var summary: String { get }
    /// More about it, for `help <command>` and `petri <command> --help`.
    static var details: String { get }
    /// What its positional arguments are, for completion.
    static var arguments: ArgumentKind { get }
    /// What the values of its options are (`--window`: a window's name), for completion.
    static var optionValues: [String: ArgumentKind] { get }
    /// Whether the command line runs it too (`petri tree`), not only the REPL.
    static var isOnCommandLine: Bool { get }

    /// Runs it in `shell`.
    @MainActor func run(in shell: Shell) async throws
}

extension ShellVerb {
    static var aliases: [String] { [] }
    static var details: String { "" }
    static var arguments: ArgumentKind { .none }
    static var optionValues: [String: ArgumentKind] { [:] }
    static var isOnCommandLine: Bool { false }
}

/// The REPL's command for a verb: it parses the words after the verb's name with the verb's
/// own parser; `--help` prints the verb's help.
struct VerbCommand<Verb: ShellVerb>: ShellCommand {
    nonisolated var name: String { Verb.name }
    var aliases: [String] { Verb.aliases }
    nonisolated let synopsis: String
    nonisolated var summary: String { Verb.summary }
    nonisolated var details: String { Verb.details }
    let flags: [String]
    let valueOptions: [ValueOption]
    var arguments: ArgumentKind { Verb.arguments }
    let parsesOwnWords = true

    /// Reads the usage and the options from the verb's declarations once: ArgumentParser
    /// works them out each time it is asked (a few milliseconds), and the shell asks for every
    /// command's after each line.
    init() {
        synopsis = VerbUsage<Verb>.synopsis
        let options = VerbUsage<Verb>.options
        flags = options.filter { !$0.takesValue }.map(\.name)
        valueOptions = options.filter(\.takesValue).map {
            ValueOption(name: $0.name, value: Verb.optionValues[$0.name] ?? .words, valueDescription: $0.valueName)
        }
    }

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let verb: Verb
        do {
            verb = try Verb.parse(invocation.words)
        } catch {
            // `--help`: the verb's help, as `help <name>` prints it.
            if Verb.exitCode(for: error) == .success {
                shell.print(VerbUsage<Verb>.help)
                return
            }
            throw ShellError.invalid("\(Verb.name): \(Verb.message(for: error)); usage: \(synopsis)")
        }
        try await verb.run(in: shell)
    }
}

/// What ArgumentParser says of a verb's words: its usage line and its options, read from the
/// verb's declarations so nothing is written twice.
enum VerbUsage<Verb: ShellVerb> {
    /// A named option of the verb.
    struct Option {
        /// With its dashes: `--window`.
        var name: String
        /// Whether it takes a value.
        var takesValue: Bool
        /// Its value as the usage names it (`name`).
        var valueName: String
    }

    /// `tree [--json] [--window <name>]`.
    static var synopsis: String {
        Usage.usageString().trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `--help`: the summary, the usage and each option's help.
    static var help: String {
        Usage.helpMessage(columns: 80).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The verb's flags and options, in the order declared, but `--help`.
    static var options: [Option] {
        guard let data = Verb._dumpHelp().data(using: .utf8),
            let tool = try? JSONDecoder().decode(ToolInfo.self, from: data)
        else { return [] }
        return (tool.command.arguments ?? []).compactMap { argument in
            guard argument.kind != "positional",
                let long = argument.names?.first(where: { $0.kind == "long" })?.name, long != "help"
            else { return nil }
            return Option(
                name: "--" + long, takesValue: argument.kind == "option", valueName: argument.valueName ?? "value")
        }
    }

    /// A command named after the verb, for its usage line.
    private struct Usage: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: Verb.name, abstract: OneShotHelp.sentence(Verb.summary))
        }
        @OptionGroup var verb: Verb
    }

    /// The part of ArgumentParser's description of a command that names its options.
    private struct ToolInfo: Decodable {
        struct Command: Decodable { var arguments: [Argument]? }
        struct Argument: Decodable {
            struct Name: Decodable { var kind: String; var name: String }
            var kind: String
            var names: [Name]?
            var valueName: String?
        }
        var command: Command
    }
}
