/// "Did you mean …?" suggestions for a mistyped word among the words that would have been right.
///
/// Used for unknown screen ids (`shop.prodcut` → `shop.product`), commands (`opne` → `open`),
/// parameter names, enum choices, preset names and booleans.
///
/// Matching is case-insensitive and works on characters (grapheme clusters). A candidate is
/// suggested when one of these holds, and suggestions are ranked in this order:
///
/// 1. it equals the input ignoring case;
/// 2. its edit distance to the input is at most ``maximumDistance(forLength:)`` of the input's
///    length and smaller than that length (so `x` does not suggest `y`);
/// 3. the input (two characters or more) is a prefix of it (`shop.pro` → `shop.product`);
/// 4. one of its segments after a `.` or `/` is within that distance of the input
///    (`product` → `shop.product`, `Products` → `Shop/Products`).
///
/// An input longer than ``maximumInputScalars`` gets no suggestion.
///
/// Within a rank, smaller distances come first, then shorter candidates, then candidates in
/// case-insensitive and finally plain lexicographic order, so the result is deterministic.
/// The distance is the optimal-string-alignment form of Damerau–Levenshtein: insertions,
/// deletions, substitutions and transpositions of two adjacent characters each cost one.
package enum NearMiss {
    /// The candidates that `input` most likely meant, best first, at most `limit` of them.
    ///
    /// Duplicated candidates are suggested once; an empty input suggests nothing.
    /// - Parameters:
    ///   - input: what the user typed.
    ///   - candidates: the words that would have been accepted.
    ///   - limit: the most suggestions to return.
    package static func suggestions(
        for input: String,
        among candidates: some Sequence<String>,
        limit: Int = 3
    ) -> [String] {
        // Nobody mistypes an id of hundreds of scalars; comparing one (a megabyte line, a letter
        // with thousands of combining marks) against every candidate could take minutes.
        guard input.unicodeScalars.count <= maximumInputScalars else { return [] }
        guard !input.isEmpty, limit > 0 else { return [] }
        let folded = input.lowercased()
        var seen = Set<String>()
        var ranked: [(rank: Int, distance: Int, length: Int, folded: String, candidate: String)] = []
        // ASCII is compared byte by byte (ids, commands and parameter names almost always are);
        // anything else character by character.
        let asciiNeedle = folded.utf8.allSatisfy { $0 < 0x80 } ? Array(folded.utf8) : nil
        let needle = Array(folded)
        let allowed = maximumDistance(forLength: needle.count)
        for candidate in candidates where seen.insert(candidate).inserted {
            let foldedCandidate = candidate.lowercased()
            let rank: (rank: Int, distance: Int, length: Int)?
            if let asciiNeedle, foldedCandidate.utf8.allSatisfy({ $0 < 0x80 }) {
                rank = Self.rank(
                    asciiNeedle, Array(foldedCandidate.utf8), allowed: allowed,
                    separators: (UInt8(ascii: "."), UInt8(ascii: "/")))
            } else {
                rank = Self.rank(needle, Array(foldedCandidate), allowed: allowed, separators: (".", "/"))
            }
            if let rank { ranked.append((rank.rank, rank.distance, rank.length, foldedCandidate, candidate)) }
        }
        ranked.sort { lhs, rhs in
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
            if lhs.length != rhs.length { return lhs.length < rhs.length }
            if lhs.folded != rhs.folded { return lhs.folded < rhs.folded }
            return lhs.candidate < rhs.candidate
        }
        return ranked.prefix(limit).map(\.candidate)
    }

    /// The longest input, in Unicode scalars, that gets suggestions.
    package static let maximumInputScalars = 256

    /// The case-insensitive optimal-string-alignment distance between two strings: the fewest
    /// insertions, deletions, substitutions and adjacent transpositions that turn one into the other.
    package static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.lowercased())
        let right = Array(rhs.lowercased())
        return optimalAlignmentDistance(left, right, limit: max(left.count, right.count))
            ?? max(left.count, right.count)
    }

    /// The case-insensitive distance between two strings when it is at most `limit`, else
    /// `nil`: ASCII byte by byte, anything else character by character.
    package static func distance(_ lhs: String, _ rhs: String, limit: Int) -> Int? {
        let left = lhs.lowercased(), right = rhs.lowercased()
        if left.utf8.allSatisfy({ $0 < 0x80 }), right.utf8.allSatisfy({ $0 < 0x80 }) {
            return optimalAlignmentDistance(Array(left.utf8), Array(right.utf8), limit: limit)
        }
        return optimalAlignmentDistance(Array(left), Array(right), limit: limit)
    }

    /// The distance between two ASCII byte strings already lowercased when it is at most
    /// `limit`, else `nil` (for callers that keep their text as bytes).
    package static func distance(bytes lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int? {
        optimalAlignmentDistance(lhs, rhs, limit: limit)
    }

    /// How many edits a suggestion may be away from an input of `length` characters:
    /// one up to five characters, then one more for every three, at most four.
    package static func maximumDistance(forLength length: Int) -> Int {
        min(4, max(1, length / 3))
    }

    /// The ` — did you mean "a"?` suffix for an error message, or an empty string when there are
    /// no suggestions. Several read `"a" or "b"` and `"a", "b" or "c"`.
    package static func didYouMean(_ suggestions: [String]) -> String {
        guard !suggestions.isEmpty else { return "" }
        return " — did you mean \(ParameterText.list(suggestions.map(ParameterText.quoted), conjunction: "or"))?"
    }

    /// Where `hay` ranks as a suggestion for `needle` (see the type's rules), or `nil`.
    private static func rank<Element: Equatable>(
        _ needle: [Element], _ hay: [Element], allowed: Int, separators: (Element, Element)
    ) -> (rank: Int, distance: Int, length: Int)? {
        if let distance = optimalAlignmentDistance(needle, hay, limit: allowed),
            distance < needle.count || distance == 0
        {
            return (distance == 0 ? 0 : 1, distance, hay.count)
        }
        if needle.count >= 2, hay.starts(with: needle) {
            return (2, hay.count - needle.count, hay.count)
        }
        if let distance = segmentDistance(needle, hay, limit: allowed, separators: separators) {
            return (3, distance, hay.count)
        }
        return nil
    }

    /// The smallest distance between `needle` and a segment of `hay` that starts after a `.` or `/`,
    /// when it is within `limit` and smaller than the needle.
    private static func segmentDistance<Element: Equatable>(
        _ needle: [Element], _ hay: [Element], limit: Int, separators: (Element, Element)
    ) -> Int? {
        var best: Int?
        for index in hay.indices where hay[index] == separators.0 || hay[index] == separators.1 {
            let rest = hay[(index + 1)...]
            let end = rest.firstIndex { $0 == separators.0 || $0 == separators.1 } ?? rest.endIndex
            guard abs((end - rest.startIndex) - needle.count) <= limit else { continue }
            let segment = Array(rest[..<end])
            guard !segment.isEmpty,
                let distance = optimalAlignmentDistance(needle, segment, limit: limit),
                distance < needle.count || distance == 0
            else { continue }
            best = min(best ?? distance, distance)
        }
        return best
    }

    /// The optimal-string-alignment distance, or `nil` when it exceeds `limit`.
    package static func optimalAlignmentDistance<Element: Equatable>(_ lhs: [Element], _ rhs: [Element], limit: Int)
        -> Int?
    {
        alignmentDistance(lhs, rhs, limit: limit)
    }

    /// The optimal-string-alignment distance of two byte strings, or `nil` when it exceeds
    /// `limit`: the generic form specialised here, in its module. Called from another module
    /// (a catalog search compares a query with every word of every screen), the generic form
    /// runs unspecialised, through the `Equatable` witness, several times slower.
    package static func optimalAlignmentDistance(_ lhs: [UInt8], _ rhs: [UInt8], limit: Int) -> Int? {
        alignmentDistance(lhs, rhs, limit: limit)
    }

    private static func alignmentDistance<Element: Equatable>(_ lhs: [Element], _ rhs: [Element], limit: Int) -> Int? {
        if abs(lhs.count - rhs.count) > limit { return nil }
        if lhs.isEmpty { return rhs.count <= limit ? rhs.count : nil }
        if rhs.isEmpty { return lhs.count <= limit ? lhs.count : nil }
        let width = rhs.count + 1
        // Three rows in one temporary buffer: no heap allocation per comparison (search compares
        // a query with every word of every screen).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { buffer in
            var previousPrevious = 0, previous = width, current = 2 * width
            for j in 0..<width { buffer[previous + j] = j; buffer[previousPrevious + j] = 0 }
            for i in 1...lhs.count {
                buffer[current] = i
                var rowMinimum = i
                for j in 1...rhs.count {
                    let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                    var value = min(
                        buffer[previous + j] + 1, buffer[current + j - 1] + 1, buffer[previous + j - 1] + cost)
                    if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                        value = min(value, buffer[previousPrevious + j - 2] + 1)
                    }
                    buffer[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                // Every later row is at least this row's minimum minus nothing: once it passes
                // the limit, no alignment can come back under it.
                if rowMinimum > limit { return nil }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            let result = buffer[previous + rhs.count]
            return result <= limit ? result : nil
        }
    }
}
