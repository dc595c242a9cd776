/// Computes Tab completion for a line.
///
/// - Parameters:
///   - line: The whole line being edited.
///   - cursor: The cursor position, counted in `Character`s from the start of `line`.
/// - Returns: The word before the cursor being completed and its candidates.
package typealias CompletionProvider = (_ line: String, _ cursor: Int) -> Completion

/// The answer to a Tab press: which text before the cursor is being completed, and what
/// could replace it.
///
/// Tab inserts the longest common prefix of the candidates (a single candidate is inserted
/// whole, followed by a space); pressing Tab again when that adds nothing lists them all.
package struct Completion: Equatable, Sendable {
    /// The text immediately before the cursor that a candidate replaces, typically the
    /// partial word typed so far; empty to insert at the cursor. If the line does not
    /// actually end with this text at the cursor, the completion is ignored with a beep.
    package var word: String

    /// The full replacements for `word`, in the order they should be listed. Duplicates are
    /// ignored.
    package var candidates: [String]

    /// Creates a completion replacing `word` with one of `candidates`.
    package init(word: String, candidates: [String]) {
        self.word = word
        self.candidates = candidates
    }

    /// Nothing to complete: Tab beeps.
    package static let empty = Completion(word: "", candidates: [])
}
