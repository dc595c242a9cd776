import Foundation
import Testing
@testable import PetriSupport

/// Encoding straight into a JSON value gives what `JSONEncoder`'s text, read back, gave.
@Suite("Encoding straight into JSON values")
struct JSONValueEncoderTests {
    private enum Kind: String, Codable { case screen, flow }

    private struct Nested: Codable, Equatable {
        let name: String
        let tags: [String]
        let kind: Kind?
    }

    private struct Everything: Codable {
        var text = "café \"quoted\" \n 日本 👍"
        var whole = 42
        var negative = -7
        var small: Int8 = -128
        var unsigned: UInt16 = 65_535
        var huge: UInt64 = .max
        var big: Int64 = .min
        var fraction = 59.9
        var wholeDouble = 2.0
        var tiny = 1e-300
        var large = 1e300
        var single: Float = 0.1
        var flag = true
        var missing: String?
        var present: String? = "here"
        var explicitNull: String?
        var url = URL(string: "https://example.com/a b?q=1")!
        var data = Data([0, 1, 2, 250, 255])
        var date = Date(timeIntervalSinceReferenceDate: 123.5)
        var decimal = Decimal(string: "12.25")!
        var list: [Nested] = [
            Nested(name: "a", tags: [], kind: .screen), Nested(name: "b", tags: ["x", "y"], kind: nil),
        ]
        var byName: [String: Int] = ["b": 2, "a": 1]
        var byNumber: [Int: String] = [2: "two", 10: "ten"]
        var matrix: [[Double]] = [[1, 2.5], [], [-0.0]]
        var empty: [String: String] = [:]

        enum CodingKeys: String, CodingKey {
            case text, whole, negative, small, unsigned, huge, big, fraction, wholeDouble, tiny, large, single, flag
            case missing, present, explicitNull, url, data, date, decimal, list, byName, byNumber, matrix, empty
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(whole, forKey: .whole)
            try container.encode(negative, forKey: .negative)
            try container.encode(small, forKey: .small)
            try container.encode(unsigned, forKey: .unsigned)
            try container.encode(huge, forKey: .huge)
            try container.encode(big, forKey: .big)
            try container.encode(fraction, forKey: .fraction)
            try container.encode(wholeDouble, forKey: .wholeDouble)
            try container.encode(tiny, forKey: .tiny)
            try container.encode(large, forKey: .large)
            try container.encode(single, forKey: .single)
            try container.encode(flag, forKey: .flag)
            try container.encodeIfPresent(missing, forKey: .missing)
            try container.encodeIfPresent(present, forKey: .present)
            try container.encode(explicitNull, forKey: .explicitNull)
            try container.encode(url, forKey: .url)
            try container.encode(data, forKey: .data)
            try container.encode(date, forKey: .date)
            try container.encode(decimal, forKey: .decimal)
            try container.encode(list, forKey: .list)
            try container.encode(byName, forKey: .byName)
            try container.encode(byNumber, forKey: .byNumber)
            try container.encode(matrix, forKey: .matrix)
            try container.encode(empty, forKey: .empty)
        }
    }

    private func throughText<Value: Encodable>(_ value: Value) throws -> JSONValue {
        try JSONValue(parsing: JSONEncoder().encode(value))
    }

    @Test(
        "Every kind of field: strings, integers of every width, fractions, optionals, URL, Data, Date, Decimal, nested lists and dictionaries"
    )
    func everything() throws {
        let value = Everything()
        let direct = try JSONValueEncoder().encode(value)
        #expect(direct == (try throughText(value)))
        #expect(direct.prettyPrinted == (try throughText(value)).prettyPrinted)
    }

    @Test("Top-level values of every shape")
    func topLevel() throws {
        #expect(try JSONValueEncoder().encode("text") == throughText("text"))
        #expect(try JSONValueEncoder().encode(3.0) == .int(3))
        #expect(try JSONValueEncoder().encode([1, 2]) == throughText([1, 2]))
        #expect(try JSONValueEncoder().encode([String]()) == .array([]))
        #expect(try JSONValueEncoder().encode(Optional<Int>.none) == throughText(Optional<Int>.none))
        #expect(try JSONValueEncoder().encode(Kind.flow) == .string("flow"))
    }

    @Test("A number JSON cannot hold is an error naming where it is, as JSONEncoder's is")
    func nonFinite() {
        struct Ratio: Encodable { let values: [Double] }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(Ratio(values: [1, .infinity])) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(Ratio(values: [1, .infinity])) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(Float.nan) }
    }
}
