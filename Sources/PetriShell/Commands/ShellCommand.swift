/// One REPL command. The same implementation serves the REPL and the one-shot command line.
@MainActor
protocol ShellCommand {
    /// The word that runs it.
    nonisolated var name: String { get }
    /// Other words that run it.
    var aliases: [String] { get }
    /// Its form, e.g. `open <screen> [name=value ...] [--trace]`.
    nonisolated var synopsis: String { get }
    /// One line about what it does.
    nonisolated var summary: String { get }
    /// More about it, for `help <command>`.
    nonisolated var details: String { get }
    /// The flags it accepts (`--json`).
    var flags: [String] { get }
    /// The options it accepts that take a value (`--window NAME`).
    var valueOptions: [ValueOption] { get }
    /// What its positional arguments are, for completion.
    var arguments: ArgumentKind { get }
    /// Whether it reads its words itself, with the one-shot command's options (`check`,
    /// `export`, `run`): flags then take values, and are not checked against ``flags``.
    var parsesOwnWords: Bool { get }

    /// Runs it.
    func run(_ invocation: Invocation, in shell: Shell) async throws
}

extension ShellCommand {
    var parsesOwnWords: Bool { false }
    var aliases: [String] { [] }
    var flags: [String] { [] }
    var valueOptions: [ValueOption] { [] }
    nonisolated var details: String { "" }
}

/// What a command's positional arguments are, so Tab can complete them.
enum ArgumentKind {
    /// No arguments.
    case none
    /// A screen id, then `name=value` parameters or an example name.
    case screenWithValues
    /// A screen id.
    case screen
    /// A command name.
    case command
    /// A variant name.
    case variant
    /// A tab of the visible tab bar.
    case tab
    /// `name=value` settings.
    case settings
    /// Free words.
    case words
    /// A coordinator flow's id.
    case flow
    /// An event a visible screen sends.
    case event
    /// A lifecycle event of the app (`background`, `didBecomeActive`).
    case lifecycle
    /// The name of a shown window (`Window`, `Lock`).
    case window
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

/// A command's words after its name: flags (`--json`) apart from the positional arguments.
struct Invocation {
    var command: String
    var arguments: [String]
    var flags: Set<String>
    /// The words after the command's name, as given.
    var words: [String] = []

    /// Separates flags from arguments and checks the flags against `accepted`.
    /// - Throws: ``ShellError/unknownFlag(_:command:accepted:)`` with a near miss.
    @MainActor
    static func parse(_ words: [String], command: any ShellCommand) throws -> Invocation {
        if command.parsesOwnWords {
            return Invocation(command: command.name, arguments: words, flags: [], words: words)
        }
        var arguments: [String] = []
        var flags: Set<String> = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            guard isFlag(word) else {
                arguments.append(word)
                continue
            }
            guard command.flags.contains(word) else {
                throw ShellError.unknownFlag(word, command: command.name, accepted: command.flags)
            }
            flags.insert(word)
        }
        return Invocation(command: command.name, arguments: arguments, flags: flags, words: words)
    }

    /// Whether `word` is a flag or an option (`--json`, `--window`), not an argument.
    private static func isFlag(_ word: String) -> Bool {
        word.hasPrefix("--") && word.count > 2
    }

    /// Whether `flag` was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
