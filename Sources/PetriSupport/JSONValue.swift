/// A JSON document and its pretty-printed text.
///
/// petri writes its JSON itself rather than through `JSONEncoder`, so the bytes are the same on
/// every platform and Foundation version: two-space indentation, `"key": value`, keys sorted by
/// their UTF-8 bytes, `[]` and `{}` for empty containers, only the characters JSON requires
/// escaped, and no trailing newline.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number with a fraction, written in Swift's shortest form that reads back the same
    /// (`59.9`); infinity and NaN, which JSON cannot hold, are written as `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The pretty-printed text.
    package var prettyPrinted: String {
        prettyPrinted(indent: "")
    }

    /// The pretty-printed text of a value nested `indent` deep in a larger document: its
    /// inner lines start with `indent` plus two spaces, its closing bracket with `indent`.
    package func prettyPrinted(indent: String) -> String {
        var text = ""
        write(into: &text, indent: indent)
        return text
    }

    private func write(into text: inout String, indent: String) {
        switch self {
        case .null:
            text += "null"
        case let .bool(value):
            text += value ? "true" : "false"
        case let .int(value):
            text += String(value)
        case let .double(value):
            text += value.isFinite ? String(describing: value) : "null"
        case let .string(value):
            Self.writeString(value, into: &text)
        case let .array(elements):
            guard !elements.isEmpty else { text += "[]"; return }
            let inner = indent + "  "
            text += "[\n"
            for (offset, element) in elements.enumerated() {
                text += inner
                element.write(into: &text, indent: inner)
                text += offset == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case let .object(members):
            guard !members.isEmpty else { text += "{}"; return }
            let inner = indent + "  "
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            text += "{\n"
            for (offset, key) in keys.enumerated() {
                text += inner
                Self.writeString(key, into: &text)
                text += ": "
                members[key, default: .null].write(into: &text, indent: inner)
                text += offset == keys.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// Writes `value` as a JSON string: quotes, backslashes and control characters escaped,
    /// everything else as is.
    private static func writeString(_ value: String, into text: inout String) {
        text += "\""
        // Most strings need no escape: appended whole, not a scalar at a time.
        guard value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
