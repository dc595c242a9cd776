/// Reading JSON text into a ``JSONValue`` directly, byte by byte: what ``DocumentEncoding``
/// does with every document `JSONEncoder` writes. Decoding through `Decodable` instead tries
/// each type in turn and builds an error, with its coding path, for every miss; at 10,000
/// screens that made the export quadratic-looking and most of its time.
extension JSONValue {
    /// A mistake in the JSON text: where, and what was expected.
    package struct ParseError: Error, CustomStringConvertible {
        let offset: Int
        let expected: String
        package var description: String { "invalid JSON at byte \(offset): expected \(expected)" }
    }

    /// The value `bytes` hold: whole numbers (`42`, `1e3`, `2.0`) as ``int(_:)``, others as
    /// ``double(_:)``.
    package init<Bytes: Collection<UInt8>>(parsing bytes: Bytes) throws(ParseError) {
        var parser = Parser(bytes: Array(bytes))
        parser.skipWhitespace()
        self = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else {
            throw ParseError(offset: parser.offset, expected: "the end of the document")
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var offset = 0
        /// Deeper documents are refused rather than overflowing the stack.
        static let maximumDepth = 512

        init(bytes: [UInt8]) { self.bytes = bytes }

        private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
        }

        private mutating func expect(_ byte: UInt8, _ what: String) throws(ParseError) {
            guard current == byte else { throw ParseError(offset: offset, expected: what) }
            offset += 1
        }

        private mutating func literal(_ text: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
            for byte in text.utf8 { try expect(byte, text) }
            return value
        }

        mutating func value(depth: Int) throws(ParseError) -> JSONValue {
            guard depth < Self.maximumDepth else {
                throw ParseError(offset: offset, expected: "at most \(Self.maximumDepth) levels of nesting")
            }
            switch current {
            case UInt8(ascii: "n"): return try literal("null", .null)
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "["):
                offset += 1
                var elements: [JSONValue] = []
                skipWhitespace()
                if current == UInt8(ascii: "]") { offset += 1; return .array(elements) }
                while true {
                    skipWhitespace()
                    elements.append(try value(depth: depth + 1))
                    skipWhitespace()
                    if current == UInt8(ascii: ",") { offset += 1; continue }
                    try expect(UInt8(ascii: "]"), "',' or ']'")
                    return .array(elements)
                }
            case UInt8(ascii: "{"):
                offset += 1
                var members: [String: JSONValue] = [:]
                skipWhitespace()
                if current == UInt8(ascii: "}") { offset += 1; return .object(members) }
                while true {
                    skipWhitespace()
                    guard current == UInt8(ascii: "\"") else { throw ParseError(offset: offset, expected: "a key") }
                    let key = try string()
                    skipWhitespace()
                    try expect(UInt8(ascii: ":"), "':'")
                    skipWhitespace()
                    members[key] = try value(depth: depth + 1)
                    skipWhitespace()
                    if current == UInt8(ascii: ",") { offset += 1; continue }
                    try expect(UInt8(ascii: "}"), "',' or '}'")
                    return .object(members)
                }
            case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
                return try number()
            default:
                throw ParseError(offset: offset, expected: "a value")
            }
        }

        private mutating func number() throws(ParseError) -> JSONValue {
            let start = offset
            var isWhole = true
            scan: while let byte = current {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): offset += 1
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): isWhole = false; offset += 1
                default: break scan
                }
            }
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            if isWhole, let integer = Int(text) { return .int(integer) }
            guard let double = Double(text), double.isFinite else {
                throw ParseError(offset: start, expected: "a number")
            }
            // As JSONDecoder reads them: 1e3 and 2.0 are whole numbers.
            if double == double.rounded(), let integer = Int(exactly: double) { return .int(integer) }
            return .double(double)
        }

        private mutating func string() throws(ParseError) -> String {
            offset += 1  // the opening quote
            var utf8: [UInt8] = []
            while true {
                guard let byte = current else { throw ParseError(offset: offset, expected: "a closing '\"'") }
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: utf8, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { throw ParseError(offset: offset, expected: "an escape") }
                    offset += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800..<0xDC00).contains(scalar) {
                            // A high surrogate: its low half follows as another \u escape.
                            try expect(UInt8(ascii: "\\"), "the low half of a surrogate pair")
                            try expect(UInt8(ascii: "u"), "the low half of a surrogate pair")
                            let low = try hex4()
                            guard (0xDC00..<0xE000).contains(low) else {
                                throw ParseError(offset: offset, expected: "a low surrogate")
                            }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                        utf8.append(contentsOf: Array(String(character).utf8))
                    default:
                        throw ParseError(offset: offset - 1, expected: "a valid escape")
                    }
                default:
                    utf8.append(byte)
                }
            }
        }

        private mutating func hex4() throws(ParseError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Self.hexDigit(byte) else {
                    throw ParseError(offset: offset, expected: "four hex digits")
                }
                value = value << 4 | digit
                offset += 1
            }
            return value
        }

        private static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
