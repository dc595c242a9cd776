import PetriDish
import StarterCatalog
import Testing

@Suite("Bookshelf")
struct BookshelfTests {
    @Test("every screen composes on screen in every variant it exists in, logged in")
    func check() async throws {
        let report = await CatalogCheck(catalog: try Bookshelf.make()).run()
        #expect(report.succeeded, "\(report.cases.filter { !$0.passed })")
        #expect(report.cases.count == 12, "8 screens: 4 in both variants, 4 in tabs only")
    }

    @Test("a deep link lands on its screen")
    func deepLink() throws {
        let resolution = try Bookshelf.make().resolve(deepLink: "bookshelf://read/1?page=40")
        #expect(resolution.entry == "reader")
    }
}
