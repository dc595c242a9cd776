import PetriSupport

/// Ranks catalog entries against a few words, for `find` and `list <query>`: every word must
/// match somewhere (id, title, group, tags, summary); exact and prefix matches on ids and titles
/// rank first, near misses (typos) count too. Ties keep group and id order, so results are
/// deterministic.
public enum CatalogSearch {
    /// One ranked result.
    public struct Match {
        /// The entry found.
        public let entry: ScreenEntry
        /// Its score; higher ranks first.
        public let score: Int
    }

    /// The entries matching every word of `query`, best first.
    @MainActor
    public static func search(_ query: String, in entries: [ScreenEntry]) -> [Match] {
        search(query, in: entries.map { ($0, Key($0)) })
    }

    /// What a search compares of one entry, lower-cased and split into words once: a catalog
    /// keeps these (``ScreenCatalog/search(_:)``), so `find` over 10,000 screens does not
    /// lower-case and split 10,000 titles and summaries for every query.
    final class Key {
        let id: String
        /// The id's bytes when it is ASCII, for a fast substring search.
        let asciiID: [UInt8]?
        let idParts: [String]
        let titleWords: [String]
        let groupWords: [String]
        let tags: [String]
        let summaryWords: [String]
        /// The words a typo is looked for among, with their lengths in characters and, when
        /// ASCII, their bytes.
        let vocabulary: [(word: String, length: Int, ascii: [UInt8]?)]

        @MainActor
        init(_ entry: ScreenEntry) {
            id = entry.id.lowercased()
            asciiID = Key.ascii(id)
            idParts = id.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" }).map(String.init)
            titleWords = CatalogSearch.words(entry.title)
            groupWords = entry.group.lowercased().split(whereSeparator: { $0 == "/" || $0.isWhitespace }).map(
                String.init)
            tags = entry.tags.map { $0.lowercased() }
            summaryWords = CatalogSearch.words(entry.summary)
            vocabulary = (idParts + titleWords + tags + groupWords).map { ($0, $0.count, Key.ascii($0)) }
        }

        static func ascii(_ text: String) -> [UInt8]? {
            text.utf8.allSatisfy { $0 < 0x80 } ? Array(text.utf8) : nil
        }
    }

    /// The entries of `keyed` matching every word of `query`, best first.
    @MainActor
    static func search(_ query: String, in keyed: [(entry: ScreenEntry, key: Key)]) -> [Match] {
        let words = query.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !words.isEmpty else { return keyed.map { Match(entry: $0.entry, score: 0) } }
        let queries = words.map(Word.init)
        let keys = keyed.map(\.key)
        var matches: [Match] = []
        for index in keys.indices {
            let key = keys[index]
            var total = 0
            var matchedAll = true
            for word in queries {
                let score = self.score(word, key)
                if score == 0 { matchedAll = false; break }
                total += score
            }
            if matchedAll { matches.append(Match(entry: keyed[index].entry, score: total)) }
        }
        return matches.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// One word of a query, prepared once for every entry.
    private struct Word {
        let text: String
        let ascii: [UInt8]?
        let length: Int
        let allowed: Int

        init(_ text: String) {
            self.text = text
            ascii = Key.ascii(text)
            length = text.count
            allowed = NearMiss.maximumDistance(forLength: length)
        }
    }

    /// Whether `needle` occurs in `hay`, byte by byte.
    private static func contains(_ hay: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard hay.count >= needle.count else { return false }
        for start in 0...(hay.count - needle.count) where hay[start] == needle[0] {
            if hay[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    private static func score(_ query: Word, _ key: Key) -> Int {
        let word = query.text
        if key.id == word { return 100 }
        if key.idParts.contains(word) || key.titleWords.contains(word) { return 60 }
        if key.idParts.contains(where: { $0.hasPrefix(word) }) || key.titleWords.contains(where: { $0.hasPrefix(word) })
        {
            return 40
        }
        if key.tags.contains(word) { return 35 }
        if key.groupWords.contains(where: { $0.hasPrefix(word) }) || key.tags.contains(where: { $0.hasPrefix(word) }) {
            return 25
        }
        if key.summaryWords.contains(where: { $0.hasPrefix(word) }) { return 15 }
        if let id = key.asciiID, let needle = query.ascii {
            if contains(id, needle) { return 10 }
        } else if key.id.contains(word) {
            return 10
        }
        // A typo: only words of about the word's length can be one, so most are never compared.
        guard query.length >= 4 else { return 0 }
        for candidate in key.vocabulary where abs(candidate.length - query.length) <= query.allowed {
            if let hay = candidate.ascii, let needle = query.ascii {
                if let distance = NearMiss.optimalAlignmentDistance(needle, hay, limit: query.allowed),
                    distance < needle.count
                {
                    return 5
                }
            } else if !NearMiss.suggestions(for: word, among: CollectionOfOne(candidate.word), limit: 1).isEmpty {
                return 5
            }
        }
        return 0
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}
