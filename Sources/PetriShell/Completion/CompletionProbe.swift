public import PetriDish

/// Tab completion as the REPL runs it, for the completion benchmark (completion over 10,000
/// screens under 2 ms at p99) without a terminal.
@_spi(Benchmarks)
@MainActor
public struct CompletionProbe {
    private let completer: Completer

    /// The completer of `catalog`'s commands, screens and variants (CommandLineCompletion's).
    public init(catalog: ScreenCatalog) {
        completer = CommandLineCompletion.completer(for: catalog)
    }

    /// The candidates for `line` with the cursor at its end.
    public func candidates(for line: String) -> [String] {
        completer.complete(line: line, cursor: line.count).candidates
    }
}
