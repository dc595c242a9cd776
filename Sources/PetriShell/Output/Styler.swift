/// Adds ANSI colours to text when, and only when, they are wanted: on a terminal and without
/// `NO_COLOR` in the environment (https://no-color.org).
struct Styler: Sendable {
    /// A semantic role, mapped to one colour.
    enum Role: Sendable {
        case heading, identifier, type, context, marker, dim, error, warning, success, added, removed, changed
    }

    /// Whether colours are emitted.
    let isEnabled: Bool

    /// Decides from the environment whether `isTerminal` output gets colours.
    static func forOutput(isTerminal: Bool, environment: [String: String]) -> Styler {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return Styler(isEnabled: isTerminal && !noColor && !dumb)
    }

    /// `text` in the colour of `role`.
    func callAsFunction(_ role: Role, _ text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        let code =
            switch role {
            case .heading: "1"
            case .identifier: "36"
            case .type: "1"
            case .context: "33"
            case .marker: "32"
            case .dim: "2"
            case .error: "31"
            case .warning: "33"
            case .success, .added: "32"
            case .removed: "31"
            case .changed: "33"
            }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
