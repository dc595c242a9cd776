/// How every message quotes what a user, a script or a link typed: in double quotes, with
/// control characters made visible (an escape sequence in an unknown command must never reach
/// the terminal as one), and cut to a readable length.
package enum UserText {
    /// The most characters of an input a message shows.
    package static let displayLimit = 60

    /// `text` in double quotes: `"`, `\` and control characters escaped (`\n`, `\u{1B}`), and,
    /// past ``displayLimit`` characters, cut with `…` and the full length named:
    /// `"aaaa…" (1048576 characters)`.
    /// A character made of thousands of combining marks counts as one: the cut also stops
    /// after `4 × displayLimit` Unicode scalars, so a quote is bounded whatever the input.
    package static func quoted(_ text: String) -> String {
        var end = text.startIndex
        var characters = 0
        var scalars = 0
        while end < text.endIndex, characters < displayLimit {
            let next = text.index(after: end)
            scalars += text.unicodeScalars[end..<next].count
            guard scalars <= 4 * displayLimit else { break }
            characters += 1
            end = next
        }
        guard end < text.endIndex else { return escaped(text) }
        let count = text.count
        return escaped(String(text[..<end])).dropLast() + "…\" (\(count) character\(count == 1 ? "" : "s"))"
    }

    /// `text` in double quotes with `"`, `\` and control characters escaped; never cut.
    package static func escaped(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` with every control character but the newline made visible, for a whole message
    /// about to be printed: the last line of defence when some message forgot to quote.
    package static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) && scalar != "\n" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` on one line with every control character, line breaks included, made visible
    /// (`\u{A}`): for a catalog's own text — a title, a summary, a group — printed in a line of a
    /// listing, where a line break would break the table and an escape would reach the terminal.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls and DEL: what a terminal may act on. Unicode's general category
    /// Control (Cc), a set its stability policy fixes, told by value rather than by looking the
    /// category up.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
