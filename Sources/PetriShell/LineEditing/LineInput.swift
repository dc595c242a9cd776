/// What one attempt to read a line produced.
package enum LineInput: Equatable, Sendable {
    /// A line the user entered, without its trailing newline.
    case line(String)
    /// The user pressed Ctrl-C: abandon the current line or question.
    case interrupted
    /// Ctrl-D on an empty line, or the input ended: stop reading.
    case endOfInput
}
