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
/// Within a rank, smaller distances come first, then shorter candidates, then candidates in
/// case-insensitive and finally plain lexicographic order, so the result is deterministic.
/// The distance is the optimal-string-alignment form of Damerau–Levenshtein: insertions,
/// deletions, substitutions and transpositions of two adjacent characters each cost one.
public enum NearMiss {
    /// The candidates that `input` most likely meant, best first, at most `limit` of them.
    ///
    /// Duplicated candidates are suggested once; an empty input suggests nothing.
    /// - Parameters:
    ///   - input: what the user typed.
    ///   - candidates: the words that would have been accepted.
    ///   - limit: the most suggestions to return.
    public static func suggestions(
        for input: String,
        among candidates: some Sequence<String>,
        limit: Int = 3
    ) -> [String] {
        let needle = Array(input.lowercased())
        guard !needle.isEmpty, limit > 0 else { return [] }
        let allowed = maximumDistance(forLength: needle.count)
        var seen = Set<String>()
        var ranked: [(rank: Int, distance: Int, length: Int, folded: String, candidate: String)] = []
        for candidate in candidates where seen.insert(candidate).inserted {
            let folded = candidate.lowercased()
            let hay = Array(folded)
            if let distance = optimalAlignmentDistance(needle, hay, limit: allowed), distance < needle.count || distance == 0 {
                ranked.append((distance == 0 ? 0 : 1, distance, hay.count, folded, candidate))
            } else if needle.count >= 2, hay.starts(with: needle) {
                ranked.append((2, hay.count - needle.count, hay.count, folded, candidate))
            } else if let distance = segmentDistance(needle, hay, limit: allowed) {
                ranked.append((3, distance, hay.count, folded, candidate))
            }
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

    /// The case-insensitive optimal-string-alignment distance between two strings: the fewest
    /// insertions, deletions, substitutions and adjacent transpositions that turn one into the other.
    public static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs.lowercased())
        let right = Array(rhs.lowercased())
        return optimalAlignmentDistance(left, right, limit: max(left.count, right.count)) ?? max(left.count, right.count)
    }

    /// How many edits a suggestion may be away from an input of `length` characters:
    /// one up to five characters, then one more for every three, at most four.
    public static func maximumDistance(forLength length: Int) -> Int {
        min(4, max(1, length / 3))
    }

    /// The ` — did you mean "a"?` suffix for an error message, or an empty string when there are
    /// no suggestions. Several read `"a" or "b"` and `"a", "b" or "c"`.
    public static func didYouMean(_ suggestions: [String]) -> String {
        guard !suggestions.isEmpty else { return "" }
        return " — did you mean \(ParameterText.list(suggestions.map(ParameterText.quoted), conjunction: "or"))?"
    }

    /// The smallest distance between `needle` and a segment of `hay` that starts after a `.` or `/`,
    /// when it is within `limit` and smaller than the needle.
    private static func segmentDistance(_ needle: [Character], _ hay: [Character], limit: Int) -> Int? {
        var best: Int?
        for index in hay.indices where hay[index] == "." || hay[index] == "/" {
            let segment = Array(hay[(index + 1)...].prefix { $0 != "." && $0 != "/" })
            guard !segment.isEmpty,
                  let distance = optimalAlignmentDistance(needle, segment, limit: limit),
                  distance < needle.count || distance == 0
            else { continue }
            best = min(best ?? distance, distance)
        }
        return best
    }

    /// The optimal-string-alignment distance, or `nil` when it exceeds `limit`.
    static func optimalAlignmentDistance(_ lhs: [Character], _ rhs: [Character], limit: Int) -> Int? {
        if abs(lhs.count - rhs.count) > limit { return nil }
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        let width = rhs.count + 1
        var previousPrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            swap(&previousPrevious, &previous)
            swap(&previous, &current)
        }
        let result = previous[rhs.count]
        return result <= limit ? result : nil
    }
}
