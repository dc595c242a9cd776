/// Searching and replacing ASCII characters and markers in text, on its UTF-8 bytes: what the
/// exports do to every screen's text (escaping for HTML, DOT and Markdown, cutting a rendered
/// page at markers petri wrote itself).
///
/// Foundation's `replacingOccurrences(of:with:)` and `range(of:)` do the same on Linux by
/// bridging the whole text to `NSString` and its UTF-16 units: a tenth of an export's time. An
/// ASCII byte is never part of another character's UTF-8 encoding, so working on the bytes
/// replaces and finds exactly the Unicode scalars asked for, a `<` followed by a combining mark
/// included (which an HTML parser also reads as `<`).
package enum ASCIIText {
    /// `text` with each of `replacements`' ASCII characters replaced by its text, in one pass:
    /// a replacement's text is not searched again. A text with none of them is returned as it is.
    package static func replacing(_ text: String, _ replacements: [(Unicode.Scalar, String)]) -> String {
        let targets = replacements.map { scalar, _ in
            precondition(scalar.isASCII, "ASCIIText replaces ASCII characters only")
            return UInt8(scalar.value)
        }
        guard text.utf8.contains(where: targets.contains) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let index = targets.firstIndex(of: byte) {
                result.append(contentsOf: replacements[index].1.utf8)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The first range of the ASCII `marker` in `text`, or `nil`.
    package static func firstRange(of marker: String, in text: Substring) -> Range<String.Index>? {
        search(marker, in: text) { bytes, needle in
            guard bytes.count >= needle.count else { return nil }
            return (0...(bytes.count - needle.count)).first { matches(needle, in: bytes, at: $0) }
        }
    }

    /// The last range of the ASCII `marker` in `text`, or `nil`.
    package static func lastRange(of marker: String, in text: Substring) -> Range<String.Index>? {
        search(marker, in: text) { bytes, needle in
            guard bytes.count >= needle.count else { return nil }
            return (0...(bytes.count - needle.count)).reversed().first { matches(needle, in: bytes, at: $0) }
        }
    }

    private static func search(
        _ marker: String, in text: Substring,
        _ find: (UnsafeBufferPointer<UInt8>, [UInt8]) -> Int?
    ) -> Range<String.Index>? {
        let needle = Array(marker.utf8)
        precondition(needle.allSatisfy { $0 < 0x80 }, "ASCIIText finds ASCII markers only")
        let offset =
            text.utf8.withContiguousStorageIfAvailable { find($0, needle) }
            ?? Array(text.utf8).withUnsafeBufferPointer { find($0, needle) }
        guard let offset else { return nil }
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return start..<text.utf8.index(start, offsetBy: needle.count)
    }

    private static func matches(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        for index in needle.indices where bytes[offset + index] != needle[index] { return false }
        return true
    }
}
