import Testing
import PetriDish
@testable import PetriSynthetic

/// Issue 10's generated catalog: deterministic, every screen composes, routes stay within depth.
@MainActor
@Suite("Synthetic catalog")
struct SyntheticCatalogTests {
    private func fingerprint(_ catalog: ScreenCatalog) -> [String] {
        catalog.entries.map { entry in
            ([
                entry.id, entry.summary, entry.parameters.map(\.name).joined(separator: ","),
                entry.deepLinks.joined(separator: " "),
            ]
                + entry.steps.map(\.description)).joined(separator: "|")
        }
    }

    @Test("The same size and seed give the same catalog; another seed another one")
    func deterministic() throws {
        let first = try SyntheticCatalog.make(screens: 300, seed: 7)
        let again = try SyntheticCatalog.make(screens: 300, seed: 7)
        let other = try SyntheticCatalog.make(screens: 300, seed: 8)
        #expect(first.entries.count == 300)
        #expect(fingerprint(first) == fingerprint(again))
        #expect(fingerprint(first) != fingerprint(other))
        #expect(Set(first.entries.map(\.group)).count == 3)
    }

    @Test(
        "Routes mix pushes, presented navigation controllers, tab bars, split views and a custom pager, never deeper than 12 steps"
    )
    func routeShapes() throws {
        let catalog = try SyntheticCatalog.make(screens: 500, seed: 1)
        let depths = catalog.entries.map(\.steps.count)
        #expect(depths.max() ?? 0 <= SyntheticCatalog.maximumDepth)
        #expect(depths.min() == 2)
        #expect(depths.max() == SyntheticCatalog.maximumDepth)
        let actions = Set(
            catalog.entries.flatMap { $0.steps.map(\.description) }.compactMap { step in
                ["Push", "PresentModally", "AddTab", "ShowDetail", "SetAsPrimary", "AddPage"].first {
                    step.contains($0)
                }
            })
        #expect(actions == ["Push", "PresentModally", "AddTab", "ShowDetail", "SetAsPrimary", "AddPage"])
        let types = Set(catalog.entries.flatMap { $0.parameters.map { $0.type.description } })
        #expect(types.isSuperset(of: ["int", "string", "bool", "int?", "double?"]), "\(types)")
    }

    @Test("Screens are of up to 1,000 view-controller types, and each group has a coordinator flow")
    func typesAndFlows() async throws {
        let catalog = try SyntheticCatalog.make(screens: 2_000, seed: 3)
        let types = Set(catalog.entries.compactMap { $0.steps.first?.viewController })
        #expect(types.count == 1_000, "\(types.count) distinct destination types")
        #expect(catalog.flows.count == 20)
        let dish = try Dish(catalog: catalog)
        try dish.startFlow("synthetic.flow.g4")
        try dish.play(.send("open"))
        #expect(dish.leaks().isEmpty)
        try dish.play(.back)
        #expect(dish.leaks().isEmpty)
    }

    @Test("Every example of every screen composes on screen, and its deep link lands on it")
    func everythingComposes() async throws {
        let catalog = try SyntheticCatalog.make(screens: 120, seed: 3)
        let report = await CatalogCheck(catalog: catalog).run()
        #expect(
            report.succeeded,
            "\(report.cases.filter { !$0.passed }.prefix(3)) \(report.lints.filter { $0.severity == .error }.prefix(3))"
        )
        #expect(report.cases.count >= 120)

        let item = try #require(catalog.entries.first { $0.tags.contains("item") })
        let index = try #require(Int(item.id.split(separator: "s").last ?? ""))
        let link = try catalog.resolve(deepLink: "synthetic://g\(index / 100)/s\(index)/5")
        #expect(link.entry == item.id)
    }
}
