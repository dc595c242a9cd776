import PetriDish
import PetriSynthetic
import Testing

/// Issue 20, items 3 and 4: a miss names the nearest patterns, each with the URL it would take,
/// found by an indexed search that gives what comparing every pattern would.
@MainActor
@Suite("Deep links: the nearest patterns of a miss")
struct DeepLinkNearestTests {
    final class Screen: UIViewController {}
    struct IDContext: Decodable, Sendable { var id: String }

    private static func route<Context>(_ type: Context.Type) -> PetriDestinationStep<Screen, Context> {
        PetriStepAssembly(finder: PetriNilFinder<Screen, Context>(), factory: ClosureFactory { _ in Screen() })
            .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble()
    }

    /// A catalog with one entry per pattern; a pattern with `{id}` takes a string.
    private static func catalog(_ patterns: [String]) throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Nearest")
        for (index, pattern) in patterns.enumerated() {
            if pattern.contains("{id}") {
                try catalog.register(
                    "e\(index)", title: "E", group: "G", route: route(IDContext.self), deepLinks: [pattern])
            } else {
                try catalog.register("e\(index)", title: "E", group: "G", route: route(Void.self), deepLinks: [pattern])
            }
        }
        return catalog
    }

    private static func nearest(_ catalog: ScreenCatalog, _ link: String) -> [String]? {
        do {
            _ = try catalog.resolve(deepLink: link)
            return nil
        } catch let DeepLinkError.noMatch(_, nearest) {
            return nearest
        } catch {
            return nil
        }
    }

    @Test(
        "each nearest pattern comes with the URL it would take (the link's values in its placeholders, the link's query); as many components as the link first"
    )
    func filledURLs() throws {
        let catalog = try Self.catalog(["shop://product/{id}", "shop://product/{id}/reviews", "shop://cart"])
        #expect(
            Self.nearest(catalog, "shop://prodct/42?ref=chat") == [
                "shop://product/{id} (as shop://product/42?ref=chat)",
                "shop://cart (as shop://cart?ref=chat)",
                "shop://product/{id}/reviews (as shop://product/42/reviews?ref=chat)",
            ])
        // A placeholder the link has no component for leaves the pattern unfilled.
        #expect(Self.nearest(catalog, "shop://produc")?.first == "shop://cart (as shop://cart)")
        #expect(Self.nearest(catalog, "shop://produc")?.contains("shop://product/{id}") == true)
    }

    @Test("equally near patterns come in the order of their text, whatever the registration order")
    func tiesByText() throws {
        let patterns = ["shop://b/x", "shop://a/x", "shop://c/x", "shop://d/x"]
        let expected = ["shop://a/x (as shop://a/x)", "shop://b/x (as shop://b/x)", "shop://c/x (as shop://c/x)"]
        #expect(Self.nearest(try Self.catalog(patterns), "shop://z/x") == expected)
        #expect(Self.nearest(try Self.catalog(patterns.reversed()), "shop://z/x") == expected)
    }

    // MARK: The index against a plain search

    /// The documented distance, computed plainly: per component, the optimal-alignment edits
    /// between the first 32 characters (lowercased), a placeholder taking the link's
    /// component; a component only one side has costs its length and a separator.
    private static func plainDistance(pattern: [String], link: [String]) -> Int {
        let pattern = Array(pattern.prefix(12)),
            link = Array(link.prefix(12)).map { String($0.lowercased().prefix(32)) }
        var sum = 0
        for position in 0..<max(pattern.count, link.count) {
            if position < pattern.count, position < link.count {
                if pattern[position] != "{id}" {
                    sum += edits(String(pattern[position].lowercased().prefix(32)), link[position])
                }
            } else if position < pattern.count {
                sum += (pattern[position] == "{id}" ? 1 : min(32, pattern[position].count)) + 1
            } else {
                sum += link[position].count + 1
            }
        }
        return sum
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps.
    private static func edits(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    private static func word(_ random: inout SyntheticCatalog.Generator) -> String {
        let letters = Array("abcde")
        return String((0..<Int.random(in: 1...6, using: &random)).map { _ in letters.randomElement(using: &random)! })
    }

    @Test("the indexed search names what comparing every pattern by the documented distance names", arguments: 1...40)
    func indexAgainstPlainSearch(seed: UInt64) throws {
        var random = SyntheticCatalog.Generator(seed: seed)
        var patterns: [[String]] = []
        for _ in 0..<Int.random(in: 5...60, using: &random) {
            var components = [Self.word(&random)]
            var hasID = false
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                if !hasID, Int.random(in: 0..<4, using: &random) == 0 {
                    components.append("{id}")
                    hasID = true
                } else {
                    components.append(Self.word(&random))
                }
            }
            // Patterns that would overlap (same literals, a placeholder at the same place) are
            // refused by the catalog; keep the set free of them.
            let shape = components.map { $0 == "{id}" ? "{}" : $0 }
            if !patterns.contains(where: { $0.map { $0 == "{id}" ? "{}" : $0 } == shape }) {
                patterns.append(components)
            }
        }
        let texts = patterns.map { "t://" + $0[0] + $0.dropFirst().map { "/" + $0 }.joined() }
        let catalog = try Self.catalog(texts)
        for _ in 0..<10 {
            let link = (0..<Int.random(in: 1...5, using: &random)).map { _ in Self.word(&random) }
            let url = "t://" + link[0] + link.dropFirst().map { "/" + $0 }.joined()
            guard let found = Self.nearest(catalog, url) else { continue }
            func ranked(_ indices: [Int]) -> [String] {
                indices.map { (distance: Self.plainDistance(pattern: patterns[$0], link: link), text: texts[$0]) }
                    .sorted { ($0.distance, $0.text) < ($1.distance, $1.text) }
                    .map(\.text)
            }
            // As many components as the link first, then the others.
            let sameCount = ranked(patterns.indices.filter { patterns[$0].count == link.count }).prefix(3)
            let expected =
                sameCount
                + ranked(patterns.indices.filter { patterns[$0].count != link.count }).prefix(3 - sameCount.count)
            #expect(found.map { String($0.prefix { $0 != " " }) } == Array(expected), "seed \(seed): \(url)")
        }
    }
}
