/// Small text helpers shared by the parameter messages, so every message quotes and lists the
/// same way.
package enum ParameterText {
    /// `text` in double quotes, with backslashes, quotes and control characters escaped, so an
    /// input with spaces, quotes or newlines stays readable on one line (``UserText/quoted(_:)``).
    package static func quoted(_ text: String) -> String {
        UserText.quoted(text)
    }

    /// `text` as is when it can be typed back as one `name=value` word, quoted otherwise (empty,
    /// or containing whitespace, quotes or backslashes).
    package static func word(_ text: String) -> String {
        let needsQuotes =
            text.isEmpty
            || text.unicodeScalars.contains {
                $0 == "\"" || $0 == "'" || $0 == "\\" || $0.properties.isWhitespace || $0.value < 0x20
            }
        return needsQuotes ? quoted(text) : text
    }

    /// `a`, `a or b`, `a, b or c` (with `conjunction` in place of "or").
    package static func list(_ items: [String], conjunction: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }
}
