import PetriDish
import PetriSnapshotTesting
import StarterCatalog
import Testing

@Suite("StarterApp")
struct StarterAppTests {
    @Test("the first screen's hierarchy is the recorded one")
    func firstScreen() async throws {
        let dish = try Dish(catalog: StarterApp.catalog())
        try await dish.open("item", values: dish.entry("item").values(ofExample: "first"))
        // The tree `open item itemID=1` prints, recorded in __Snapshots__. When the hierarchy
        // changes, the test fails saying what changed, as `petri diff` does; after a change
        // you meant, record it anew: SNAPSHOT_TESTING_RECORD=failed swift test
        assertSnapshot(of: dish, as: .hierarchy)
    }

    @Test("every screen composes on screen, logged in")
    func check() async throws {
        let report = await CatalogCheck(catalog: try StarterApp.catalog()).run()
        #expect(report.succeeded, "\(report.cases.filter { !$0.passed })")
        #expect(report.cases.count == 2, "item and profile, in the one variant")
    }

    @Test("a deep link lands on its screen")
    func deepLink() throws {
        let resolution = try StarterApp.catalog().resolve(deepLink: "starter://item/7")
        #expect(resolution.entry == "item")
    }
}
