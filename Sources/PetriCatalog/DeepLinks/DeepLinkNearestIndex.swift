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

    /// One pattern, as the search sees it.
    struct Pattern {
        /// The pattern's text, the tie-break and the answer.
        let text: String
        /// Its components, to fill in the link's values.
        let components: [DeepLinkPattern.Component]
        /// How many host labels it has.
        let hostCount: Int
        /// Per position (at most ``componentCount``), the number of its literal there, or -1.
        let literals: [Int]
        /// Per position, the length (in characters, capped) of its literal, or 1 for a
        /// placeholder (filled with `x` when the link has no component there).
        let lengths: [Int]
    }

    /// Per position, the distinct literals (lowercased, capped), in the order first seen.
    private var literalTexts: [[String]] = []
    /// Per position, each literal's number.
    private var literalNumbers: [[String: Int]] = []
    /// The patterns, by component count.
    private(set) var patternsByCount: [Int: [Pattern]] = [:]
    /// Every pattern, in the order added.
    private(set) var patterns: [Pattern] = []

    /// Adds a pattern whose components are `components`.
    mutating func add(text: String, components: [DeepLinkPattern.Component], hostCount: Int) {
        var literals: [Int] = []
        var lengths: [Int] = []
        for (position, component) in components.prefix(Self.componentCount).enumerated() {
            if position == literalTexts.count {
                literalTexts.append([])
                literalNumbers.append([:])
            }
            guard case .literal(let literal) = component else {
                literals.append(-1)
                lengths.append(1)
                continue
            }
            let key = String(literal.lowercased().prefix(Self.componentLength))
            let number = literalNumbers[position][key] ?? literalTexts[position].count
            if number == literalTexts[position].count {
                literalTexts[position].append(key)
                literalNumbers[position][key] = number
            }
            literals.append(number)
            lengths.append(key.count)
        }
        let pattern = Pattern(text: text, components: components, hostCount: hostCount, literals: literals, lengths: lengths)
        patterns.append(pattern)
        patternsByCount[components.count, default: []].append(pattern)
    }

    /// The (at most) `limit` patterns nearest to a link of components `inputs`, by distance
    /// then text: those with as many components as the link first, then the others.
    func nearest(to inputs: [String], limit: Int = 3) -> [Pattern] {
        let link = inputs.prefix(Self.componentCount).map { String($0.lowercased().prefix(Self.componentLength)) }
        var cache = DistanceCache(literalTexts: literalTexts, link: link)
        let sameCount = patternsByCount[inputs.count] ?? []
        var found = nearest(in: sameCount, to: link, limit: limit, cache: &cache)
        if found.count < limit {
            let others = patterns.filter { $0.components.count != inputs.count }
            found += nearest(in: others, to: link, limit: limit - found.count, cache: &cache)
        }
        return found
    }

    /// The (at most) `limit` patterns of `compared` nearest to `link`, by distance then text.
    private func nearest(in compared: [Pattern], to link: [String], limit: Int, cache: inout DistanceCache) -> [Pattern] {
        var best: [(distance: Int, pattern: Pattern)] = []
        for pattern in compared {
            // Past the `limit`th best, a pattern is abandoned as soon as its sum passes it.
            let bound = best.count < limit ? Int.max : best[limit - 1].distance
            guard let distance = distance(of: pattern, to: link, bound: bound, cache: &cache) else { continue }
            let position = best.firstIndex { (distance, pattern.text) < ($0.distance, $0.pattern.text) } ?? best.count
            guard position < limit else { continue }
            best.insert((distance, pattern), at: position)
            if best.count > limit { best.removeLast() }
        }
        return best.map(\.pattern)
    }

    /// The distance of `pattern` to `link` when it is at most `bound`, else `nil`.
    private func distance(of pattern: Pattern, to link: [String], bound: Int, cache: inout DistanceCache) -> Int? {
        var sum = 0
        for position in 0..<max(pattern.literals.count, link.count) {
            switch (position < pattern.literals.count, position < link.count) {
            case (true, true):
                let number = pattern.literals[position]
                guard number >= 0 else { continue }
                guard let edits = cache.distance(position: position, literal: number, limit: bound - sum) else { return nil }
                sum += edits
            case (true, false):
                sum += pattern.lengths[position] + 1
            case (false, true):
                sum += link[position].count + 1
            case (false, false):
                continue
            }
            if sum > bound { return nil }
        }
        return sum
    }

    /// Per position and literal, the edit distance to the link's component, computed once:
    /// exact, or known to exceed the limit it was computed with (limits only shrink as better
    /// patterns are found, so "more than n" stays true and is recomputed only when a larger
    /// limit asks).
    private struct DistanceCache {
        let literalTexts: [[String]]
        let link: [String]
        /// Per position and literal: the distance, or -(limit + 1) when it exceeded `limit`,
        /// or nil before it was measured.
        var measured: [[Int?]]

        init(literalTexts: [[String]], link: [String]) {
            self.literalTexts = literalTexts
            self.link = link
            measured = literalTexts.prefix(link.count).map { Array(repeating: nil, count: $0.count) }
        }

        mutating func distance(position: Int, literal: Int, limit: Int) -> Int? {
            guard limit >= 0 else { return nil }
            if let known = measured[position][literal] {
                if known >= 0 { return known <= limit ? known : nil }
                if -known - 1 >= limit { return nil }
            }
            let text = literalTexts[position][literal]
            let component = link[position]
            let cap = max(text.count, component.count)
            let result = NearMiss.distance(component, text, limit: min(limit, cap))
            measured[position][literal] = result ?? -(min(limit, cap) + 1)
            return result
        }
    }
}
