public import PetriDish

/// Tab completion as the REPL runs it, for the benchmarks (issue 10's suite 3: completion over
/// 10,000 screens under 2 ms at p99) without a terminal.
@_spi(Benchmarks)
@MainActor
public struct CompletionProbe {
    private let completer: Completer

    /// The completer a shell on `catalog` builds at its prompt.
    public init(catalog: ScreenCatalog) {
        completer = Completer(
            commands: ShellCommands.all.flatMap { command in
                ([command.name] + command.aliases).map { Completer.CommandInfo(name: $0, arguments: command.arguments, flags: command.flags) }
            },
            screens: Completer.ScreenDirectory(catalog: catalog),
            variants: catalog.variants.map(\.name),
            tabs: [])
    }

    /// The candidates for `line` with the cursor at its end.
    public func candidates(for line: String) -> [String] {
        completer.complete(line: line, cursor: line.count).candidates
    }
}
