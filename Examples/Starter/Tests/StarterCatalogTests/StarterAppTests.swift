import PetriDish
import StarterCatalog
import Testing

@Suite("StarterApp")
struct StarterAppTests {
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
