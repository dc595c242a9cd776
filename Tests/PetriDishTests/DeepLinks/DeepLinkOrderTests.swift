import PetriDish
import PetriSynthetic
import Testing

/// Issue 20, item 2: the same patterns give the same winner and the same messages in any
/// registration order.
@MainActor
@Suite("Deep links: order-free matching")
struct DeepLinkOrderTests {
    final class Screen: UIViewController {}

    struct IntContext: Decodable, Sendable { var id: Int }
    struct DoubleContext: Decodable, Sendable { var amount: Double }
    struct StringContext: Decodable, Sendable { var code: String }

    /// Overlapping and nearly overlapping patterns, registered in `order`.
    private func catalog(order: [Int]) throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Deals")
        let register: [() throws -> Void] = [
            {
                try catalog.register(
                    "deal.id", title: "Deal", group: "D", route: Self.route(IntContext.self),
                    deepLinks: ["shop://deal/{id}"])
            },
            {
                try catalog.register(
                    "deal.amount", title: "Deal", group: "D", route: Self.route(DoubleContext.self),
                    deepLinks: ["shop://deal/{amount}"])
            },
            {
                try catalog.register(
                    "deal.code", title: "Deal", group: "D", route: Self.route(StringContext.self),
                    deepLinks: ["shop://deal/{code}"])
            },
            {
                try catalog.register(
                    "deal.today", title: "Deal", group: "D", route: Self.route(Void.self),
                    deepLinks: ["shop://deal/today"])
            },
            {
                try catalog.register(
                    "deal.code.item", title: "Deal", group: "D", route: Self.route(StringContext.self),
                    deepLinks: ["shop://deal/{code}/item"])
            },
        ]
        for index in order { try register[index]() }
        return catalog
    }

    private static func route<Context>(_ type: Context.Type) -> PetriDestinationStep<Screen, Context> {
        PetriStepAssembly(finder: PetriNilFinder<Screen, Context>(), factory: ClosureFactory { _ in Screen() })
            .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble()
    }

    /// What each link opens, or the message it fails with, and each entry's declaration problem.
    private func outcomes(_ catalog: ScreenCatalog) -> [String] {
        let links = [
            "shop://deal/5", "shop://deal/2.5", "shop://deal/today", "shop://deal/SUMMER", "shop://deal/x/item",
            "shop://deal", "shop://dael/5",
        ]
        let resolved = links.map { link in
            do {
                let resolution = try catalog.resolve(deepLink: link)
                return "\(link) → \(resolution.entry) \(resolution.values)"
            } catch {
                return "\(link) ✗ \(error)"
            }
        }
        let problems = catalog.sortedEntries.map { "\($0.id): \(catalog.problem(of: $0).map { "\($0)" } ?? "ok")" }
        return resolved + problems
    }

    @Test("any registration order gives the same winners, refusals and messages", arguments: 1...16)
    func orderFree(seed: UInt64) throws {
        var random = SyntheticCatalog.Generator(seed: seed)
        let reference = outcomes(try catalog(order: Array(0..<5)))
        let shuffled = outcomes(try catalog(order: Array(0..<5).shuffled(using: &random)))
        #expect(shuffled == reference)
    }

    struct CountContext: Decodable, Sendable { var count: Int }

    @Test("a pattern that overlaps several is refused naming every entry involved, each with a URL both match")
    func overlapsNameEveryEntry() throws {
        let catalog = try catalog(order: Array(0..<5))
        try catalog.register(
            "deal.count", title: "Deal", group: "D", route: Self.route(CountContext.self),
            deepLinks: ["shop://deal/{count}"])
        let problem = try catalog.problem(of: catalog.entry("deal.id")).map { "\($0)" } ?? ""
        #expect(problem.contains("shop://deal/{amount} (deal.amount, "), "\(problem)")
        #expect(problem.contains("shop://deal/{count} (deal.count, "), "\(problem)")
        #expect(problem.contains("both matching shop://deal/1"), "\(problem)")
    }

    @Test("the link says which pattern won and which it beat, and why")
    func explainsTheWinner() throws {
        let resolution = try catalog(order: Array(0..<5)).resolve(deepLink: "shop://deal/today")
        #expect(resolution.entry == "deal.today")
        #expect(
            resolution.notes.contains(
                "shop://deal/today beat shop://deal/{code} (deal.code): at component 2, a literal beats a placeholder"))
    }

    @Test("a link that matches only if its letter case is ignored says so")
    func caseOnly() throws {
        #expect(throws: DeepLinkError.caseDiffers(url: "shop://deal/x/ITEM", pattern: "shop://deal/{code}/item")) {
            try catalog(order: Array(0..<5)).resolve(deepLink: "shop://deal/x/ITEM")
        }
    }
}

/// Issue 20's property test: random pattern sets, registered in random orders.
@MainActor
@Suite("Deep links: random pattern sets")
struct DeepLinkPropertyTests {
    final class Screen: UIViewController {}
    struct IDContext: Decodable, Sendable { var id: Int }
    struct NameContext: Decodable, Sendable { var name: String }
    struct Both: Decodable, Sendable { var id: Int; var name: String }

    /// A random pattern of one to three components after the host: literals from a small
    /// alphabet, an int placeholder, a text placeholder.
    private static func pattern(_ random: inout SyntheticCatalog.Generator) -> (text: String, kind: Int) {
        var components: [String] = []
        var usesID = false, usesName = false
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !usesID: components.append("{id}"); usesID = true
            case 1 where !usesName: components.append("{name}"); usesName = true
            default: components.append(["a", "b", "c"].randomElement(using: &random)!)
            }
        }
        let kind = usesID && usesName ? 3 : usesID ? 1 : usesName ? 2 : 0
        return ("shop://x/" + components.joined(separator: "/"), kind)
    }

    private static func route<Context>(_ type: Context.Type) -> PetriDestinationStep<Screen, Context> {
        PetriStepAssembly(finder: PetriNilFinder<Screen, Context>(), factory: ClosureFactory { _ in Screen() })
            .using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble()
    }

    private static func catalog(_ patterns: [(text: String, kind: Int)], order: [Int]) throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Random")
        for index in order {
            let (text, kind) = patterns[index]
            let id = "e\(index)"
            switch kind {
            case 1:
                try catalog.register(
                    id, title: id, group: "G", route: route(IDContext.self),
                    examples: [ScreenExample("x", ["id": "7"])], deepLinks: [text])
            case 2:
                try catalog.register(
                    id, title: id, group: "G", route: route(NameContext.self),
                    examples: [ScreenExample("x", ["name": "zz"])], deepLinks: [text])
            case 3:
                try catalog.register(
                    id, title: id, group: "G", route: route(Both.self),
                    examples: [ScreenExample("x", ["id": "7", "name": "zz"])], deepLinks: [text])
            default: try catalog.register(id, title: id, group: "G", route: route(Void.self), deepLinks: [text])
            }
        }
        return catalog
    }

    @Test(
        "resolution does not depend on registration order, and each example's URL resolves back to its entry",
        arguments: 1...24)
    func randomSets(seed: UInt64) throws {
        var random = SyntheticCatalog.Generator(seed: seed)
        var patterns: [(text: String, kind: Int)] = []
        for _ in 0..<Int.random(in: 3...8, using: &random) {
            let candidate = Self.pattern(&random)
            if !patterns.contains(where: { $0.text == candidate.text }) { patterns.append(candidate) }
        }
        let inOrder = try Self.catalog(patterns, order: Array(patterns.indices))
        let shuffled = try Self.catalog(patterns, order: Array(patterns.indices).shuffled(using: &random))
        for entry in inOrder.sortedEntries {
            let text = entry.deepLinks[0]
            let pattern = try DeepLinkPattern(text)
            let values =
                try entry.examples.first.map { try entry.values(ofExample: $0.name) } ?? ContextValues(entries: [])
            let url = try #require(pattern.url(for: values), "seed \(seed): \(text)")
            func outcome(_ catalog: ScreenCatalog) -> String {
                do {
                    let resolution = try catalog.resolve(deepLink: url)
                    return "\(resolution.entry) \(resolution.values)"
                } catch {
                    return "\(error)"
                }
            }
            let first = outcome(inOrder)
            #expect(first == outcome(shuffled), "seed \(seed): \(url)")
            #expect(
                inOrder.problem(of: entry).map { "\($0)" }
                    == (try? shuffled.entry(entry.id)).flatMap { shuffled.problem(of: $0) }.map { "\($0)" },
                "seed \(seed): \(entry.id)")
            // An entry whose pattern was refused as overlapping is broken, not resolved.
            guard inOrder.problem(of: entry) == nil else { continue }
            #expect(
                (try? inOrder.resolve(deepLink: url))?.entry == entry.id, "seed \(seed): \(url) of \(text) → \(first)")
        }
    }
}
