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
            { try catalog.register("deal.id", title: "Deal", group: "D", route: Self.route(IntContext.self), deepLinks: ["shop://deal/{id}"]) },
            { try catalog.register("deal.amount", title: "Deal", group: "D", route: Self.route(DoubleContext.self), deepLinks: ["shop://deal/{amount}"]) },
            { try catalog.register("deal.code", title: "Deal", group: "D", route: Self.route(StringContext.self), deepLinks: ["shop://deal/{code}"]) },
            { try catalog.register("deal.today", title: "Deal", group: "D", route: Self.route(Void.self), deepLinks: ["shop://deal/today"]) },
            { try catalog.register("deal.code.item", title: "Deal", group: "D", route: Self.route(StringContext.self), deepLinks: ["shop://deal/{code}/item"]) },
        ]
        for index in order { try register[index]() }
        return catalog
    }

    private static func route<Context>(_ type: Context.Type) -> DestinationStep<Screen, Context> {
        StepAssembly(finder: NilFinder<Screen, Context>(), factory: ClosureFactory { _ in Screen() })
            .using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()
    }

    /// What each link opens, or the message it fails with, and each entry's declaration problem.
    private func outcomes(_ catalog: ScreenCatalog) -> [String] {
        let links = ["shop://deal/5", "shop://deal/2.5", "shop://deal/today", "shop://deal/SUMMER", "shop://deal/x/item", "shop://deal", "shop://dael/5"]
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

    @Test("the link says which pattern won and which it beat, and why")
    func explainsTheWinner() throws {
        let resolution = try catalog(order: Array(0..<5)).resolve(deepLink: "shop://deal/today")
        #expect(resolution.entry == "deal.today")
        #expect(resolution.notes.contains("shop://deal/today beat shop://deal/{code} (deal.code): at component 2, a literal beats a placeholder"))
    }

    @Test("a link that matches only if its letter case is ignored says so")
    func caseOnly() throws {
        #expect(throws: DeepLinkError.caseDiffers(url: "shop://deal/x/ITEM", pattern: "shop://deal/{code}/item")) {
            try catalog(order: Array(0..<5)).resolve(deepLink: "shop://deal/x/ITEM")
        }
    }
}
