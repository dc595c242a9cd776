/// One request for a line: what to show, whether to remember the answer, how to complete it.
package struct LineRequest {
    /// The text shown before the cursor. Readers that do not echo (see `PlainLineReader`)
    /// do not show it.
    package var prompt: String

    /// Whether a non-blank line goes into the history that Up/Down browse and that persists
    /// across runs. Commands usually should; answers to questions usually should not.
    package var addsToHistory: Bool

    /// Computes Tab completion for this line, or `nil` for none (Tab then just beeps).
    package var completion: CompletionProvider?

    /// Creates a request.
    package init(prompt: String, addsToHistory: Bool = true, completion: CompletionProvider? = nil) {
        self.prompt = prompt
        self.addsToHistory = addsToHistory
        self.completion = completion
    }
}

/// A source of input lines, read one prompt at a time.
///
/// The same reader serves the main prompt and any follow-up questions (a parameter value,
/// a confirmation): call it repeatedly with a different `LineRequest` each time.
package protocol LineReader {
    /// Shows the request's prompt and blocks until the user enters a line, presses Ctrl-C,
    /// or input ends.
    func readLine(_ request: LineRequest) -> LineInput
}

extension LineReader {
    /// Reads one line.
    ///
    /// - Parameters:
    ///   - prompt: The text shown before the cursor.
    ///   - addToHistory: Whether a non-blank answer is recorded in history.
    ///   - completion: Tab completion for this line, or `nil` for none.
    package func readLine(
        prompt: String,
        addToHistory: Bool = true,
        completion: CompletionProvider? = nil
    ) -> LineInput {
        readLine(LineRequest(prompt: prompt, addsToHistory: addToHistory, completion: completion))
    }
}
