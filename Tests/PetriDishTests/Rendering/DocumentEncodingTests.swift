import Foundation
import Testing
import PetriDish
@testable import PetriSupport
@testable import PetriRendering

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
        #expect(
            try DocumentEncoding.json(Sample()) == """
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

@Suite("JSONValue reads JSON text itself")
struct JSONValueParsingTests {
    @Test("it reads what JSONDecoder reads, value for value: escapes, surrogate pairs, numbers, nesting")
    func agreesWithJSONDecoder() throws {
        let documents = [
            #"{"a": [1, -2, 3.5, 1e3, -0.25, 9223372036854775807], "b": {"c": null, "d": true, "e": false}, "f": []}"#,
            #"["\"quoted\" \\ \/ \b\f\n\r\t", "\u00e9\u4e2d\ud83d\ude00", "plain ünïcödé 😀", {}]"#,
            #"  "just a string"  "#,
            "[[[[[]]]]]",
        ]
        for text in documents {
            let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            let parsed = try JSONValue(parsing: Array(text.utf8))
            #expect(parsed == decoded, "\(text): \(parsed.prettyPrinted) vs \(decoded.prettyPrinted)")
        }
    }

    @Test(
        "malformed text is an error that says where, never a crash",
        arguments: [
            "", "{", "[1,]", #"{"a" 1}"#, #""unterminated"#, #""\x""#, #""\ud83d""#, "tru", "1 2", "-",
            String(repeating: "[", count: 10_000),
        ])
    func malformed(_ text: String) {
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: Array(text.utf8)) }
    }
}
