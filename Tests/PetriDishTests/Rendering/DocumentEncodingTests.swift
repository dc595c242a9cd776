import Testing
@testable import PetriDish

@Suite("DocumentEncoding prints documents like the hierarchy's JSON")
struct DocumentEncodingTests {
    struct Sample: Encodable {
        var name = "shop.product"
        var required = true
        var count = 3
        var empty: [String] = []
        var missing: String?
        var nested = ["b": "2", "a": "1"]
    }

    @Test("sorted keys, two spaces, empty lists inline, absent optionals left out")
    func format() throws {
        #expect(try DocumentEncoding.json(Sample()) == """
            {
              "count": 3,
              "empty": [],
              "name": "shop.product",
              "nested": {
                "a": "1",
                "b": "2"
              },
              "required": true
            }
            """)
    }

    @Test("the same document prints the same bytes every time")
    func deterministic() throws {
        #expect(try DocumentEncoding.json(Sample()) == DocumentEncoding.json(Sample()))
    }
}
