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
        let words = query.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !words.isEmpty else { return entries.map { Match(entry: $0, score: 0) } }
        var matches: [Match] = []
        for entry in entries {
            var total = 0
            var matchedAll = true
            for word in words {
                let score = self.score(word, entry)
                if score == 0 { matchedAll = false; break }
                total += score
            }
            if matchedAll { matches.append(Match(entry: entry, score: total)) }
        }
        return matches.enumerated().sorted { lhs, rhs in
            lhs.element.score != rhs.element.score ? lhs.element.score > rhs.element.score : lhs.offset < rhs.offset
        }.map(\.element)
    }

    @MainActor
    private static func score(_ word: String, _ entry: ScreenEntry) -> Int {
        let id = entry.id.lowercased()
        let idParts = id.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" }).map(String.init)
        let titleWords = words(entry.title)
        let groupWords = entry.group.lowercased().split(whereSeparator: { $0 == "/" || $0.isWhitespace }).map(String.init)
        let tags = entry.tags.map { $0.lowercased() }
        let summaryWords = words(entry.summary)
        if id == word { return 100 }
        if idParts.contains(word) || titleWords.contains(word) { return 60 }
        if idParts.contains(where: { $0.hasPrefix(word) }) || titleWords.contains(where: { $0.hasPrefix(word) }) { return 40 }
        if tags.contains(word) { return 35 }
        if groupWords.contains(where: { $0.hasPrefix(word) }) || tags.contains(where: { $0.hasPrefix(word) }) { return 25 }
        if summaryWords.contains(where: { $0.hasPrefix(word) }) { return 15 }
        if id.contains(word) { return 10 }
        let vocabulary = idParts + titleWords + tags + groupWords
        if word.count >= 4, !NearMiss.suggestions(for: word, among: vocabulary, limit: 1).isEmpty { return 5 }
        return 0
    }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}
