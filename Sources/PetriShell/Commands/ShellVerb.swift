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
    /// What `petri <name>` adds to the verb's options to start the session it runs in:
    /// ``SessionOptions`` (`--login`, `--set`), or ``NoSessionOptions`` for a verb that starts
    /// the sessions it runs itself (`check`, `export`, `run`: their `--set` is their own).
    associatedtype CommandLineSession: OneShotSession = SessionOptions

    /// The word that runs it.
    static var name: String { get }
    /// Other words that run it in the REPL.
    static var aliases: [String] { get }
    /// One line about what it does, a phrase (`the current hierarchy`).
    static var summary: String { get }
    /// More about it, for `help <command>` and `petri <command> --help`.
    static var details: String { get }
    /// What its positional arguments are, for completion.
    static var arguments: ArgumentKind { get }
    /// What the values of its options are (`--window`: a window's name), for completion.
    static var optionValues: [String: ArgumentKind] { get }
    /// Whether the command line runs it too (`petri tree`), not only the REPL.
    static var isOnCommandLine: Bool { get }

    /// What the shell can add when the verb's words are wrong: what it could take where it is
    /// (the events on screen for `send`). `nil` when there is nothing to add.
    @MainActor static func hint(in shell: Shell) -> String?

    /// Runs it in `shell`.
    @MainActor func run(in shell: Shell) async throws
}

extension ShellVerb {
    static var aliases: [String] { [] }
    static var details: String { "" }
    static var arguments: ArgumentKind { .none }
    static var optionValues: [String: ArgumentKind] { [:] }
    static var isOnCommandLine: Bool { false }
    @MainActor static func hint(in shell: Shell) -> String? { nil }

    /// The summary as a sentence, as ArgumentParser's help begins: `The current hierarchy.`
    static var abstract: String {
        guard let first = summary.first else { return summary }
        return first.uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
    }

    /// The details on one line, for ArgumentParser's help to wrap, byte by byte: ArgumentParser
    /// reads each subcommand's configuration before parsing, so every command's start-up pays for
    /// this (Foundation's `replacingOccurrences` bridges to `NSString` on its first call, and
    /// splitting the `String` into `Character`s cost `petri --version` a tenth of its
    /// instructions).
    static var discussion: String {
        guard details.utf8.contains(UInt8(ascii: "\n")) else { return details }
        return String(decoding: details.utf8.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}

/// What ArgumentParser says of a verb's words: its usage line, its help and its named and
/// positional arguments, read from the verb's declarations so nothing is written twice.
enum VerbUsage<Verb: ShellVerb> {
    /// A named option of the verb.
    struct Option {
        /// With its dashes: `--window`.
        var name: String
        /// Whether it takes a value.
        var takesValue: Bool
        /// Its value as the usage names it (`name`).
        var valueName: String
        /// A file or a folder, when its declaration says its value is a path (`completion:`).
        var path: ArgumentKind? = nil
    }

    /// `tree [--window <name>] [--json] [--svg <file>]`.
    static var synopsis: String {
        Usage.usageString().trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `check [<options>]`, `export --output <directory> [<options>]`: the name, the options
    /// it needs, `[<options>]` for the others and the positional arguments — the synopsis when
    /// it is too long for `help`'s list.
    static var briefSynopsis: String {
        var required: [String] = []
        var positional: [String] = []
        var hasOptional = false
        for argument in arguments where argument.shouldDisplay != false {
            let value = "<\(argument.valueName ?? "value")>" + (argument.isRepeating == true ? " ..." : "")
            if argument.kind == "positional" {
                positional.append(argument.isOptional == true ? "[\(value)]" : value)
            } else if let long = argument.names?.first(where: { $0.kind == "long" })?.name, long != "help" {
                if argument.isOptional == false {
                    required.append("--\(long)" + (argument.kind == "option" ? " " + value : ""))
                } else {
                    hasOptional = true
                }
            }
        }
        return ([Verb.name] + required + (hasOptional ? ["[<options>]"] : []) + positional).joined(separator: " ")
    }

    /// `--help`: the summary, the usage and each option's help.
    static var help: String {
        Usage.helpMessage(columns: 80).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The verb's flags and options, in the order declared, but `--help` and hidden ones.
    static var options: [Option] { declarations.options }

    /// The verb's options, and what its positional arguments are when its declaration says they
    /// are paths (`completion: .file(…)` or `.directory`: `run`'s scripts, `save`'s file), from
    /// one reading of ArgumentParser's description.
    static var declarations: (options: [Option], positionalPath: ArgumentKind?) {
        let arguments = arguments
        let options = arguments.compactMap { argument -> Option? in
            guard argument.kind != "positional", argument.shouldDisplay != false,
                let long = argument.names?.first(where: { $0.kind == "long" })?.name, long != "help"
            else { return nil }
            return Option(
                name: "--" + long, takesValue: argument.kind == "option", valueName: argument.valueName ?? "value",
                path: argument.completionKind?.path(several: false))
        }
        let positionalPath = arguments.lazy.filter { $0.kind == "positional" }.compactMap {
            $0.completionKind?.path(several: $0.isRepeating == true)
        }.first
        return (options, positionalPath)
    }

    /// Every argument of the verb, as ArgumentParser describes it.
    private static var arguments: [ToolInfo.Argument] {
        guard let data = Verb._dumpHelp().data(using: .utf8),
            let tool = try? JSONDecoder().decode(ToolInfo.self, from: data)
        else { return [] }
        return tool.command.arguments ?? []
    }

    /// A command named after the verb, for its usage line.
    private struct Usage: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: Verb.name, abstract: Verb.abstract)
        }
        @OptionGroup var verb: Verb
    }

    /// The part of ArgumentParser's description of a command that names its arguments.
    private struct ToolInfo: Decodable {
        struct Command: Decodable { var arguments: [Argument]? }
        struct Argument: Decodable {
            struct Name: Decodable { var kind: String; var name: String }
            var kind: String
            var names: [Name]?
            var valueName: String?
            var isOptional: Bool?
            var isRepeating: Bool?
            var shouldDisplay: Bool?
            var completionKind: CompletionKind?
        }
        /// How a shell completes the argument: only files and folders matter here.
        struct CompletionKind: Decodable {
            struct File: Decodable { var extensions: [String] }
            struct Folder: Decodable {}
            var file: File?
            var directory: Folder?

            func path(several: Bool) -> ArgumentKind? {
                if let file { return .file(extensions: file.extensions, several: several) }
                return directory == nil ? nil : .directory
            }
        }
        var command: Command
    }
}
