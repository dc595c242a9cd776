/// A link's text read on its UTF-8 bytes: its percent escapes checked, its path cut into
/// components and decoded.
///
/// A link can be megabytes (a link pasted with a whole document in it), and reading one is
/// linear with a small constant: one pass over the bytes per step, and a component without
/// escapes copied as it is. Foundation's `removingPercentEncoding`, `trimmingCharacters(in:)`
/// and `range(of:)` bridge the whole text to UTF-16 on Linux, and `split` on a `String` finds
/// grapheme clusters: together they were 95% of a 2 MB link's resolution (Benchmarks/README.md).
enum DeepLinkText {
    /// Why the escapes of a link cannot be read: a `%` that is not followed by two hex digits, or
    /// escapes whose bytes are not UTF-8.
    enum EscapeProblem: Equatable {
        /// The `%` at this byte offset is not followed by two hex digits.
        case notAnEscape(byte: Int)
        /// The escapes from this byte offset, `byteCount` bytes of text long, spell bytes that are
        /// not UTF-8: a byte no character starts with (`%FF`), or a character cut short
        /// (`%C3` followed by anything but a continuation byte).
        case notUTF8(byte: Int, byteCount: Int)
    }

    /// The first problem with `text`'s escapes, or `nil` when every `%` starts an escape and the
    /// escapes spell UTF-8 (each run of them, with the text around it, decodes to characters).
    static func escapeProblem(in text: String) -> EscapeProblem? {
        var text = text
        return text.withUTF8(escapeProblem(in:))
    }

    private static func escapeProblem(in bytes: UnsafeBufferPointer<UInt8>) -> EscapeProblem? {
        // The UTF-8 sequence the escapes are in: where it started, how many continuation bytes
        // it still needs, and the range the next one must be in (RFC 3629: no overlong forms,
        // no surrogates, nothing past U+10FFFF).
        var sequenceStart = 0
        var needed = 0
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                // A character of the text itself cannot continue a sequence an escape began.
                if needed > 0 { return .notUTF8(byte: sequenceStart, byteCount: index - sequenceStart) }
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else {
                return .notAnEscape(byte: index)
            }
            let byte = high << 4 | low
            if needed > 0 {
                guard (lower...upper).contains(byte) else {
                    return .notUTF8(byte: sequenceStart, byteCount: index + 3 - sequenceStart)
                }
                needed -= 1
                (lower, upper) = (0x80, 0xBF)
            } else {
                sequenceStart = index
                switch byte {
                case 0x00...0x7F: needed = 0
                case 0xC2...0xDF: needed = 1
                case 0xE0: (needed, lower) = (2, 0xA0)
                case 0xED: (needed, upper) = (2, 0x9F)
                case 0xE1...0xEF: needed = 2
                case 0xF0: (needed, lower) = (3, 0x90)
                case 0xF1...0xF3: needed = 3
                case 0xF4: (needed, upper) = (3, 0x8F)
                default: return .notUTF8(byte: index, byteCount: 3)
                }
            }
            index += 3
        }
        return needed > 0 ? .notUTF8(byte: sequenceStart, byteCount: bytes.count - sequenceStart) : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The components of a percent-encoded path, decoded, its empty ones kept: `/user//orders/`
    /// is `user`, ``, `orders`, `` (the slash that starts the path separates it from the host and
    /// is not a component). The path's escapes must have been checked (``escapeProblem(in:)``).
    static func components(ofPath path: String) -> [String] {
        var path = path
        return path.withUTF8 { bytes in
            guard !bytes.isEmpty else { return [] }
            var components: [String] = []
            var start = bytes[0] == UInt8(ascii: "/") ? 1 : 0
            var escaped = false
            for index in start...bytes.count {
                guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else {
                    if bytes[index] == UInt8(ascii: "%") { escaped = true }
                    continue
                }
                let component = UnsafeBufferPointer(rebasing: bytes[start..<index])
                components.append(escaped ? decoded(component) : String(decoding: component, as: UTF8.self))
                start = index + 1
                escaped = false
            }
            return components
        }
    }

    /// `component` with its escapes decoded.
    private static func decoded(_ component: UnsafeBufferPointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(component.count)
        var index = 0
        while index < component.count {
            if component[index] == UInt8(ascii: "%"), index + 2 < component.count,
                let high = hexValue(component[index + 1]), let low = hexValue(component[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(component[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` has the ASCII character `byte`, found on its bytes.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(byte) }
    }

    /// Whether `text` has whitespace or a newline at either end (a typed value padded with
    /// `%20`), found without looking at its middle.
    static func hasSurroundingWhitespace(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        return first.properties.isWhitespace || last.properties.isWhitespace
    }

    /// Whether `text` has a letter that lowercasing changes; ASCII byte by byte.
    static func hasUppercase(_ text: String) -> Bool {
        var copy = text
        let ascii = copy.withUTF8 { bytes -> Bool? in
            var ascii = true
            for byte in bytes {
                if byte >= 0x80 { ascii = false } else if byte &- UInt8(ascii: "A") < 26 { return true }
            }
            return ascii ? false : nil
        }
        return ascii ?? text.unicodeScalars.contains { $0.properties.changesWhenLowercased }
    }
}
