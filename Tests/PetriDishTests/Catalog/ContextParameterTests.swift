import Foundation
import PetriDish
import Testing

private enum ReviewOrder: String, CaseIterable, ParameterChoices {
    case price, rating, newest
}

@Suite("Declaring context parameters")
struct ContextParameterTests {
    @Test("defaults, examples and presets are converted to the parameter's type")
    func conversions() throws {
        let since = ContextParameter("since", .date, default: "2024-05-01", example: "2024-05-01T09:30:00Z")
        #expect(since.defaultValue == .date(Date(timeIntervalSince1970: 1_714_521_600)))
        #expect(since.example == .date(Date(timeIntervalSince1970: 1_714_555_800)))
        #expect(since.declarationIssues.isEmpty)

        let price = ContextParameter("price", .double, default: 5)
        #expect(price.defaultValue == .double(5))

        let sort = ContextParameter("sort", .choice(["price", "rating"]), default: "Price")
        #expect(sort.defaultValue == .string("price"))

        let user = ContextParameter(
            "user", .optional(.uuid),
            presets: [
                ParameterPreset("premium", value: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", summary: "A premium member")
            ])
        let premium = try #require(UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301"))
        #expect(user.presets == [ParameterPreset("premium", value: .uuid(premium), summary: "A premium member")])
        #expect(user.presetName(for: .uuid(premium)) == "premium")
        #expect(user.presetName(for: .absent) == nil)
        #expect(user.preset(named: "PREMIUM")?.summary == "A premium member")
    }

    @Test("a parameter is required unless it is optional or has a default")
    func required() {
        #expect(ContextParameter("productID", .int).isRequired)
        #expect(!ContextParameter("productID", .int, default: 1).isRequired)
        #expect(!ContextParameter("coupon", .optional(.string)).isRequired)
        #expect(ContextParameter("productID", .int, example: 42).isRequired)
    }

    @Test("typed declarations take Swift values")
    func typed() {
        let sort = ContextParameter("sort", ReviewOrder.self, default: .rating, help: "How reviews are ordered")
        #expect(sort.type == .choice(["price", "rating", "newest"]))
        #expect(sort.defaultValue == .string("rating"))
        #expect(sort.help == "How reviews are ordered")
        #expect(ParameterType.choices(of: ReviewOrder.self) == .choice(["price", "rating", "newest"]))

        let coupon = ContextParameter("coupon", String?.self)
        #expect(coupon.type == .optional(.string))
        #expect(!coupon.isRequired)

        let productID = ContextParameter("productID", Int.self, example: 42)
        #expect(productID == ContextParameter("productID", .int, example: 42))
    }

    @Test(
        "mistakes in a declaration are reported, not crashed on",
        arguments: [
            (
                ContextParameter("productID", .int, default: "abc"),
                [#"productID: default "abc" is not an int (expected a whole number, e.g. 42)"#]
            ),
            (
                ContextParameter("productID", .int, example: true),
                ["productID: example true is a bool, not an int"]
            ),
            (
                ContextParameter("sort", .choice(["price", "rating"]), default: "cheap"),
                [#"sort: default "cheap" is not one of price, rating"#]
            ),
            (
                ContextParameter("count", .int, default: .absent),
                ["count: default is nil, but the parameter is not optional"]
            ),
            (ContextParameter("", .int), ["a parameter has an empty name"]),
            (ContextParameter("product id", .int), [#"parameter name "product id" must not contain spaces or "=""#]),
            (ContextParameter("a=b", .int), [#"parameter name "a=b" must not contain spaces or "=""#]),
            (ContextParameter("sort", .choice([])), ["sort: a choice without choices"]),
            (
                ContextParameter("sort", .choice(["a", "A", ""])),
                [#"sort: choice "A" is listed twice (choices are matched ignoring case)"#, "sort: a choice is empty"]
            ),
            (
                ContextParameter("limit", .optional(.optional(.int))),
                ["limit: an optional of an optional type; make it optional once"]
            ),
            (
                ContextParameter("n", .int, presets: [ParameterPreset("big", value: "abc")]),
                [#"n: preset "big" = "abc" is not an int (expected a whole number, e.g. 42)"#]
            ),
            (
                ContextParameter("n", .int, presets: [ParameterPreset("1", value: 2)]),
                [#"n: preset "1" is also a valid value; rename it"#]
            ),
            (
                ContextParameter("n", .optional(.int), presets: [ParameterPreset("nil", value: 2)]),
                [#"n: preset "nil" would hide the way to give no value"#]
            ),
            (
                ContextParameter(
                    "n", .int, presets: [ParameterPreset("big", value: 1000), ParameterPreset("Big", value: 2000)]),
                [#"n: preset "Big" is declared twice"#]
            ),
            (
                ContextParameter("n", .int, presets: [ParameterPreset("very big", value: 1000)]),
                [#"n: preset name "very big" must be one word"#]
            ),
        ])
    func declarationIssues(parameter: ContextParameter, expected: [String]) {
        #expect(parameter.declarationIssues == expected)
    }

    @Test("a value that does not fit is dropped, so stored values always fit the type")
    func droppedValues() {
        let parameter = ContextParameter(
            "n", .int, default: "abc", example: "x",
            presets: [
                ParameterPreset("big", value: 1000), ParameterPreset("bad", value: "zzz"),
            ])
        #expect(parameter.defaultValue == nil)
        #expect(parameter.example == nil)
        #expect(parameter.presets.map(\.name) == ["big"])
        #expect(parameter.isRequired)
    }

    @Test(
        "synopsis shows name, type and default",
        arguments: [
            (ContextParameter("productID", .int), "productID: int"),
            (
                ContextParameter("sort", .choice(["price", "rating", "newest"]), default: "price"),
                "sort: price|rating|newest = price"
            ),
            (ContextParameter("coupon", .optional(.string)), "coupon: string?"),
            (ContextParameter("title", .string, default: "Red shoes"), #"title: string = "Red shoes""#),
            (ContextParameter("sort", .optional(.choice(["price", "rating"]))), "sort: (price|rating)?"),
            (ContextParameter("since", .date, default: "2024-05-01"), "since: date = 2024-05-01"),
        ])
    func synopsis(parameter: ContextParameter, expected: String) {
        #expect(parameter.synopsis == expected)
        #expect(parameter.description == expected)
    }

    @Test(
        "the input hint says what to type",
        arguments: [
            (ContextParameter("productID", .int, example: 7), "a whole number, e.g. 7"),
            (ContextParameter("sort", .choice(["price", "rating", "newest"])), "one of price, rating, newest"),
            (
                ContextParameter(
                    "sort", .optional(.choice(["price", "rating"])),
                    presets: [ParameterPreset("cheapest", value: "price")]),
                "one of price, rating, or nil for no value, or a preset: cheapest"
            ),
            (ContextParameter("title", .string), "any text"),
            (ContextParameter("gift", .bool), "true or false; yes/no, on/off and 1/0 also work"),
        ])
    func inputHint(parameter: ContextParameter, expected: String) {
        #expect(parameter.inputHint == expected)
    }

    @Test("completions offer choices, booleans, presets and nil")
    func completions() {
        let sort = ContextParameter(
            "sort", .choice(["price", "rating", "newest"]), presets: [ParameterPreset("recent", value: "newest")])
        #expect(sort.completions(forPrefix: "") == ["price", "rating", "newest", "recent"])
        #expect(sort.completions(forPrefix: "R") == ["rating", "recent"])
        #expect(sort.completions(forPrefix: "x").isEmpty)
        #expect(ContextParameter("gift", .bool).completions(forPrefix: "") == ["true", "false"])
        let user = ContextParameter(
            "user", .optional(.uuid),
            presets: [
                ParameterPreset(
                    "premium", value: .uuid(UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)))),
                ParameterPreset("guest", value: .uuid(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)))),
            ])
        #expect(user.completions(forPrefix: "") == ["premium", "guest", "nil"])
        #expect(user.completions(forPrefix: "g") == ["guest"])
        #expect(ContextParameter("productID", .int).completions(forPrefix: "").isEmpty)
    }
}

/// Issue 13: a choice from any `CaseIterable` enum with `Int` raw values, not only `String`.
@Suite("Integer choices")
struct IntegerChoiceTests {
    enum Stars: Int, CaseIterable, ParameterChoices { case one = 1, three = 3, five = 5 }

    @Test("an Int-backed enum is a choice of its raw values, parsed and printed as text")
    func integerRawValues() throws {
        #expect(ParameterType.choices(of: Stars.self) == .choice(["1", "3", "5"]))
        let parameter = ContextParameter("stars", Stars.self, default: .three)
        let values = try ContextValues(parsing: ["stars=5"], for: [parameter])
        #expect(values.choice("stars", as: Stars.self) == .five)
        #expect(Stars.five.parameterValue == .string("5"))
        #expect(throws: (any Error).self) { try ContextValues(parsing: ["stars=4"], for: [parameter]) }
    }
}
