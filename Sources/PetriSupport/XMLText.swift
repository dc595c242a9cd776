/// Text for XML character data and attribute values — a JUnit report, an SVG picture.
package enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities, and what XML 1.0 cannot hold (control
    /// characters but tab and line feed, U+FFFE, U+FFFF) as U+FFFD.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(
                    scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
