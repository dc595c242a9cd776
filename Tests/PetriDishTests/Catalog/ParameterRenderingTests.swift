import Foundation
import PetriDish
import Testing

@Suite("Dates and canonical strings")
struct ParameterRenderingTests {
    @Test(
        "ISO 8601 dates and date-times denote the right instant",
        arguments: [
            ("2024-05-01", 1_714_521_600.0),
            ("2024-05-01T08:30:00Z", 1_714_552_200),
            ("2024-05-01t08:30:00z", 1_714_552_200),
            ("2024-05-01T10:30:00+02:00", 1_714_552_200),
            ("2024-05-01T10:30:00+0200", 1_714_552_200),
            ("2024-05-01T10:30+02", 1_714_552_200),
            ("2024-05-01T03:00:00-05:30", 1_714_552_200),
            ("2024-05-01T08:30:00.250Z", 1_714_552_200.25),
            ("1969-12-31T23:59:59Z", -1),
            ("2000-02-29", 951_782_400),
            ("1900-03-01", -2_203_891_200),
            ("2025-01-01T00:15:00+01:00", 1_735_686_900),
        ])
    func dates(input: String, seconds: Double) throws {
        #expect(try ContextParameter("since", .date).parse(input) == .date(Date(timeIntervalSince1970: seconds)))
    }

    @Test(
        "values render canonically",
        arguments: [
            (ParameterValue.string("Red shoes"), "Red shoes"),
            (.string(""), ""),
            (.int(-7), "-7"),
            (.double(3), "3.0"),
            (.double(0.1), "0.1"),
            (.double(1e-5), "1e-05"),
            (.double(-2.5), "-2.5"),
            (.bool(true), "true"),
            (.bool(false), "false"),
            (.date(Date(timeIntervalSince1970: 1_714_521_600)), "2024-05-01"),
            (.date(Date(timeIntervalSince1970: 1_714_552_200)), "2024-05-01T08:30:00Z"),
            (.date(Date(timeIntervalSince1970: 1_714_552_200.25)), "2024-05-01T08:30:00.250Z"),
            (.date(Date(timeIntervalSince1970: -1)), "1969-12-31T23:59:59Z"),
            (.date(Date(timeIntervalSince1970: -0.5)), "1969-12-31T23:59:59.500Z"),
            (.date(Date(timeIntervalSince1970: -2_203_891_200)), "1900-03-01"),
            (.absent, "nil"),
        ])
    func canonical(value: ParameterValue, expected: String) {
        #expect(value.canonicalString == expected)
        #expect(value.description == expected)
    }

    @Test("UUIDs render in upper case and URLs as their absolute string")
    func foundationValues() throws {
        let uuid = try #require(UUID(uuidString: "3f2504e0-4f89-41d3-9a0c-0305e82c3301"))
        #expect(ParameterValue.uuid(uuid).canonicalString == "3F2504E0-4F89-41D3-9A0C-0305E82C3301")
        let url = try #require(URL(string: "shop://product/42?ref=home"))
        #expect(ParameterValue.url(url).canonicalString == "shop://product/42?ref=home")
    }

    @Test(
        "parsing, rendering and parsing again gives the same value and text",
        arguments: [
            (ParameterType.string, "Red shoes"),
            (.int, "+0042"),
            (.int, "-9223372036854775808"),
            (.double, "9.99"),
            (.double, "1e-3"),
            (.double, "12345678.875"),
            (.bool, "YES"),
            (.bool, "off"),
            (.uuid, "3f2504e0-4f89-41d3-9a0c-0305e82c3301"),
            (.url, "https://example.com/item/42?color=red#reviews"),
            (.date, "2024-05-01"),
            (.date, "2024-05-01T10:30:00+02:00"),
            (.date, "2024-05-01T10:30:00.125-01:00"),
            (.date, "0001-01-01T00:00:01Z"),
            (.date, "9999-12-31T23:59:59.999Z"),
            (.choice(["price", "rating"]), "RATING"),
            (.optional(.int), "nil"),
            (.optional(.int), "17"),
            (.optional(.string), "nil"),
        ])
    func roundTrip(type: ParameterType, input: String) throws {
        let parameter = ContextParameter("value", type)
        let value = try parameter.parse(input)
        let text = value.canonicalString
        let again = try parameter.parse(text)
        #expect(again == value)
        #expect(again.canonicalString == text)
    }

    @Test(
        "types describe themselves compactly",
        arguments: [
            (ParameterType.string, "string"), (.int, "int"), (.double, "double"), (.bool, "bool"),
            (.uuid, "uuid"), (.url, "url"), (.date, "date"),
            (.choice(["price", "rating", "newest"]), "price|rating|newest"),
            (.optional(.int), "int?"),
            (.optional(.choice(["price", "rating"])), "(price|rating)?"),
        ])
    func typeDescriptions(type: ParameterType, expected: String) {
        #expect(type.description == expected)
    }

    @Test("types accept exactly their own values")
    func accepts() throws {
        #expect(ParameterType.int.accepts(.int(1)))
        #expect(!ParameterType.int.accepts(.double(1)))
        #expect(!ParameterType.int.accepts(.absent))
        #expect(ParameterType.optional(.int).accepts(.absent))
        #expect(ParameterType.optional(.int).accepts(.int(3)))
        #expect(ParameterType.choice(["a", "b"]).accepts(.string("a")))
        #expect(!ParameterType.choice(["a", "b"]).accepts(.string("A")))
        #expect(ParameterType.optional(.choice(["a"])).choices == ["a"])
        #expect(ParameterType.optional(.optional(.uuid)).base == .uuid)
        #expect(ParameterType.optional(.url).isOptional)
        #expect(!ParameterType.url.isOptional)
    }

    @Test("literals make values")
    func literals() {
        let values: [ParameterValue] = ["text", 42, 2.5, true]
        #expect(values == [.string("text"), .int(42), .double(2.5), .bool(true)])
    }
}
