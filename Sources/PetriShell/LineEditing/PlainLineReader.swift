/// Reads lines from a pipe or file: no prompt, no echo, no editing, no history.
///
/// Used when standard input or output is not a terminal, so that scripted sessions
/// (`petri < commands.txt`, `… | petri | tee log`) produce only the program's own output.
/// Ctrl-C keeps its default meaning (the process ends), so `.interrupted` never occurs.
package struct PlainLineReader: LineReader {
    private let nextLine: () -> String?

    /// Creates a reader of standard input.
    package init() {
        self.init(nextLine: { Swift.readLine(strippingNewline: true) })
    }

    /// Creates a reader that takes its lines from `nextLine`, which returns `nil` at the
    /// end of input. Lines must not include their newline.
    package init(nextLine: @escaping () -> String?) {
        self.nextLine = nextLine
    }

    /// Returns the next line, ignoring the prompt, history and completion.
    package func readLine(_ request: LineRequest) -> LineInput {
        nextLine().map(LineInput.line) ?? .endOfInput
    }
}
