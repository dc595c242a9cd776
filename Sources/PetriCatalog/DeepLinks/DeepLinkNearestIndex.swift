import PetriSupport

/// What the nearest-pattern search of one scheme compares, laid out so a miss measures each
/// distinct literal once rather than once per pattern.
///
/// A pattern is its components (host labels, then path components). At each position the
/// index numbers the distinct literals, and each pattern keeps, per position, the number of
/// its literal there (or none for a placeholder). A miss then computes the edit distance of
/// the link's component to each distinct literal of a position once, lazily and capped by the
/// best distances found so far, and adds the distances up per pattern with array lookups: at
/// 10,000 patterns that share their literals (`g0`…`g99`, `s0`…`s99`) it measures 200 strings,
/// not 10,000 URLs.
///
/// The distance of a pattern to a link is the sum, component by component, of the edits
/// between the link's component and the pattern's literal (a placeholder takes the link's
/// component: no edit); a component one has and the other lacks costs its length and its
/// separator. Each component counts for its first ``componentLength`` characters and a link
/// for its first ``componentCount`` components, so a miss costs the same for a 2 MB link as
/// for its first characters. The patterns with as many components as the link come first;
/// the others fill the list when they are fewer than asked.
struct DeepLinkNearestIndex {
    /// How many characters of a component count.
    static let componentLength = 32
    /// How many components of a link count.
    static let componentCount = 12

    /// One pattern, as the search answers it.
    struct Pattern {
        /// The pattern's text, the tie-break and the answer.
        let text: String
        /// Its components, to fill in the link's values.
        let components: [DeepLinkPattern.Component]
        /// How many host labels it has.
        let hostCount: Int
    }

    /// Per position, the distinct literals (lowercased, capped), in the order first seen.
    private var literalTexts: [[String]] = []
    /// Per position, each literal's bytes when it is ASCII.
    private var literalBytes: [[[UInt8]?]] = []
    /// Per position, each literal's number.
    private var literalNumbers: [[String: Int]] = []
    /// Every pattern, in the order added.
    private(set) var patterns: [Pattern] = []
    /// The patterns' numbers, by component count.
    private var patternsByCount: [Int: [Int]] = [:]
    /// Per pattern, from `slotStart[pattern]` for `slotCount[pattern]` positions (at most
    /// ``componentCount``): the number of its literal there or -1 for a placeholder, and the
    /// literal's length (capped) or 1 for a placeholder (filled with `x` when the link has no
    /// component there). Flat, so a scan touches no reference count.
    private var slotLiterals: [Int] = []
    private var slotLengths: [Int] = []
    private var slotStart: [Int] = []
    private var slotCount: [Int] = []

    /// Adds a pattern whose components are `components`.
    mutating func add(text: String, components: [DeepLinkPattern.Component], hostCount: Int) {
        slotStart.append(slotLiterals.count)
        for (position, component) in components.prefix(Self.componentCount).enumerated() {
            if position == literalTexts.count {
                literalTexts.append([])
                literalBytes.append([])
                literalNumbers.append([:])
            }
            guard case .literal(let literal) = component else {
                slotLiterals.append(-1)
                slotLengths.append(1)
                continue
            }
            let key = String(literal.lowercased().prefix(Self.componentLength))
            let number = literalNumbers[position][key] ?? literalTexts[position].count
            if number == literalTexts[position].count {
                literalTexts[position].append(key)
                literalBytes[position].append(key.utf8.allSatisfy { $0 < 0x80 } ? Array(key.utf8) : nil)
                literalNumbers[position][key] = number
            }
            slotLiterals.append(number)
            slotLengths.append(key.count)
        }
        slotCount.append(slotLiterals.count - slotStart[slotStart.count - 1])
        patternsByCount[components.count, default: []].append(patterns.count)
        patterns.append(Pattern(text: text, components: components, hostCount: hostCount))
    }

    /// The (at most) `limit` patterns nearest to a link of components `inputs`, by distance
    /// then text: those with as many components as the link first, then the others.
    func nearest(to inputs: [String], limit: Int = 3) -> [Pattern] {
        // Lowercased after a cut, not before: a long component's characters are not all read
        // (twice the length counted, as lowercasing can change a character's length).
        let link = inputs.prefix(Self.componentCount).map {
            String(String($0.prefix(2 * Self.componentLength)).lowercased().prefix(Self.componentLength))
        }
        var cache = DistanceCache(literalTexts: literalTexts, literalBytes: literalBytes, link: link)
        let sameCount = patternsByCount[inputs.count] ?? []
        var found = nearest(in: sameCount, to: link, limit: limit, cache: &cache)
        if found.count < limit {
            let others = patterns.indices.filter { patterns[$0].components.count != inputs.count }
            found += nearest(in: others, to: link, limit: limit - found.count, cache: &cache)
        }
        return found.map { patterns[$0] }
    }

    /// The (at most) `limit` patterns of `compared` nearest to `link`, by distance then text.
    private func nearest(in compared: [Int], to link: [String], limit: Int, cache: inout DistanceCache) -> [Int] {
        var best: [(distance: Int, pattern: Int)] = []
        for pattern in compared {
            // Past the `limit`th best, a pattern is abandoned as soon as its sum passes it.
            let bound = best.count < limit ? Int.max : best[limit - 1].distance
            guard let distance = distance(of: pattern, to: link, bound: bound, cache: &cache) else { continue }
            let text = patterns[pattern].text
            let position = best.firstIndex { (distance, text) < ($0.distance, patterns[$0.pattern].text) } ?? best.count
            guard position < limit else { continue }
            best.insert((distance, pattern), at: position)
            if best.count > limit { best.removeLast() }
        }
        return best.map(\.pattern)
    }

    /// The distance of pattern number `pattern` to `link` when it is at most `bound`, else `nil`.
    private func distance(of pattern: Int, to link: [String], bound: Int, cache: inout DistanceCache) -> Int? {
        let start = slotStart[pattern], count = slotCount[pattern]
        var sum = 0
        for position in 0..<max(count, link.count) {
            if position < count, position < link.count {
                let number = slotLiterals[start + position]
                guard number >= 0 else { continue }
                guard let edits = cache.distance(position: position, literal: number, limit: bound - sum) else {
                    return nil
                }
                sum += edits
            } else if position < count {
                sum += slotLengths[start + position] + 1
            } else {
                sum += cache.linkLengths[position] + 1
            }
            if sum > bound { return nil }
        }
        return sum
    }

    /// Per position and literal, the edit distance to the link's component, computed once:
    /// exact, or known to exceed the limit it was computed with (limits only shrink as better
    /// patterns are found, so "more than n" stays true and is recomputed only when a larger
    /// limit asks). ASCII text is compared byte by byte, anything else character by character.
    private struct DistanceCache {
        let literalTexts: [[String]]
        let literalBytes: [[[UInt8]?]]
        let link: [String]
        /// The link's components as bytes, when ASCII.
        let linkBytes: [[UInt8]?]
        /// The length of each of the link's components.
        let linkLengths: [Int]
        /// Per position and literal: the distance, or -(limit + 1) when it exceeded `limit`,
        /// or nil before it was measured.
        var measured: [[Int?]]

        init(literalTexts: [[String]], literalBytes: [[[UInt8]?]], link: [String]) {
            self.literalTexts = literalTexts
            self.literalBytes = literalBytes
            self.link = link
            linkBytes = link.map { $0.utf8.allSatisfy { $0 < 0x80 } ? Array($0.utf8) : nil }
            linkLengths = link.map(\.count)
            measured = literalTexts.prefix(link.count).map { Array(repeating: nil, count: $0.count) }
        }

        mutating func distance(position: Int, literal: Int, limit: Int) -> Int? {
            guard limit >= 0 else { return nil }
            if let known = measured[position][literal] {
                if known >= 0 { return known <= limit ? known : nil }
                if -known - 1 >= limit { return nil }
            }
            let text = literalTexts[position][literal]
            let result: Int?
            if let bytes = linkBytes[position], let literalBytes = literalBytes[position][literal] {
                let cap = min(limit, max(literalBytes.count, bytes.count))
                result = NearMiss.distance(bytes: literalBytes, bytes, limit: cap)
                measured[position][literal] = result ?? -(cap + 1)
                return result
            }
            let cap = min(limit, max(text.count, linkLengths[position]))
            result = NearMiss.distance(link[position], text, limit: cap)
            measured[position][literal] = result ?? -(cap + 1)
            return result
        }
    }
}
