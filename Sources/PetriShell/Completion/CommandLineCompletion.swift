import ArgumentParser
import Foundation
import PetriDish

/// The shell completion scripts' custom completions (`petri --generate-completion-script
/// bash|zsh|fish`): screen ids, `name=` parameters, values and examples, and variants, from the
/// same ``Completer`` as the REPL's Tab.
enum CommandLineCompletion {
    /// Builds the catalog when a completion script asks; set by ``PetriMain/run(catalog:arguments:)``.
    nonisolated(unsafe) static var makeCatalog: (() throws -> ScreenCatalog)?

    /// The candidates for the word being typed: the one-shot's words read as a REPL line.
    /// - Parameters:
    ///   - words: the command line's words, the program's name first.
    ///   - index: the index of the word being completed.
    ///   - prefix: what is typed of it.
    static func candidates(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        MainActor.assumeIsolated {
            guard let make = makeCatalog, let catalog = try? make() else { return [] }
            // The REPL line: the subcommand and its words up to the one being completed,
            // without options (they take no part in the REPL's grammar).
            let before = words.prefix(index).dropFirst().filter { !$0.hasPrefix("-") }
            let line = (Array(before) + [prefix]).map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
            let completion = completer(for: catalog).complete(line: line, cursor: line.count)
            return completion.candidates
        }
    }

    /// The variants' names starting with `prefix`.
    static func variants(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        MainActor.assumeIsolated {
            guard let make = makeCatalog, let catalog = try? make() else { return [] }
            return catalog.variants.map(\.name).filter { $0.hasPrefix(prefix) }
        }
    }

    /// The completer for `catalog`, as the REPL's prompt and the benchmarks' probe use it.
    @MainActor
    static func completer(for catalog: ScreenCatalog) -> Completer {
        Completer(
            commands: ShellVerbs.commands.flatMap { command in
                ([command.name] + command.aliases).map {
                    Completer.CommandInfo(
                        name: $0, arguments: command.arguments, flags: command.flags, valueOptions: command.valueOptions
                    )
                }
            },
            screens: Completer.ScreenDirectory(catalog: catalog),
            variants: catalog.variants.map(\.name),
            tabs: [])
    }
}
