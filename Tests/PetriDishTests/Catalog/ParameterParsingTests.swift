import Foundation
import PetriDish
import Testing

/// The error message `parameter` gives for `input`, or `nil` when the input is valid.
private func message(_ parameter: ContextParameter, _ input: String) -> String? {
    do {
        _ = try parameter.parse(input)
        return nil
    } catch {
        return error.description
    }
}

private let premiumID = "3F2504E0-4F89-41D3-9A0C-0305E82C3301"

@Suite("Parsing parameter values")
struct ParameterParsingTests {
    // MARK: string

    @Test("a string takes any text verbatim", arguments: ["Red shoes", "", "  padded  ", "nil", "42", "ünïcødé 🛍"])
    func string(input: String) throws {
        let parameter = ContextParameter("title", .string)
        #expect(try parameter.parse(input) == .string(input))
    }

    // MARK: int

    @Test(
        "an int takes whole numbers with an optional sign",
        arguments: [
            ("42", 42), ("-7", -7), ("+3", 3), (" 12 ", 12), ("0", 0), ("007", 7),
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ])
    func intValid(input: String, expected: Int) throws {
        #expect(try ContextParameter("productID", .int).parse(input) == .int(expected))
    }

    @Test(
        "an int rejects what is not a whole number",
        arguments: [
            ("4x2", #"productID: "4x2" is not an int (expected a whole number, e.g. 42)"#),
            ("", #"productID: "" is not an int (expected a whole number, e.g. 42)"#),
            ("4.5", #"productID: "4.5" is not an int (expected a whole number, e.g. 42)"#),
            ("1_000", #"productID: "1_000" is not an int (expected a whole number, e.g. 42)"#),
            ("--1", #"productID: "--1" is not an int (expected a whole number, e.g. 42)"#),
            (
                "99999999999999999999",
                #"productID: "99999999999999999999" is out of range for an int (expected a whole number from -9223372036854775808 to 9223372036854775807)"#
            ),
            (
                "-99999999999999999999",
                #"productID: "-99999999999999999999" is out of range for an int (expected a whole number from -9223372036854775808 to 9223372036854775807)"#
            ),
        ])
    func intInvalid(input: String, expected: String) {
        #expect(message(ContextParameter("productID", .int), input) == expected)
    }

    @Test("the expected form shows the parameter's own example")
    func exampleInMessage() {
        #expect(
            message(ContextParameter("productID", .int, example: 7), "x")
                == #"productID: "x" is not an int (expected a whole number, e.g. 7)"#)
        #expect(
            message(ContextParameter("since", .date, example: "2024-05-01T09:30:00Z"), "x")
                == #"since: "x" is not a date (expected ISO 8601, e.g. 2024-05-01T09:30:00Z)"#)
    }

    // MARK: double

    @Test(
        "a double takes decimal numbers",
        arguments: [
            ("9.99", 9.99), ("3", 3.0), ("-0.5", -0.5), ("1e-3", 0.001), (" 2.5 ", 2.5), (".5", 0.5), ("1E3", 1000.0),
        ])
    func doubleValid(input: String, expected: Double) throws {
        #expect(try ContextParameter("price", .double).parse(input) == .double(expected))
    }

    @Test(
        "a double rejects what is not a finite decimal number",
        arguments: [
            ("abc", #"price: "abc" is not a double (expected a number, e.g. 9.99)"#),
            ("nan", #"price: "nan" is not a double (expected a number, e.g. 9.99)"#),
            ("inf", #"price: "inf" is not a double (expected a number, e.g. 9.99)"#),
            ("1,5", #"price: "1,5" is not a double (expected a number, e.g. 9.99)"#),
            ("0x1p3", #"price: "0x1p3" is not a double (expected a number, e.g. 9.99)"#),
            ("", #"price: "" is not a double (expected a number, e.g. 9.99)"#),
            (
                "1e999",
                #"price: "1e999" is out of range for a double (expected a number between -1.7976931348623157e+308 and 1.7976931348623157e+308)"#
            ),
        ])
    func doubleInvalid(input: String, expected: String) {
        #expect(message(ContextParameter("price", .double), input) == expected)
    }

    // MARK: bool

    @Test(
        "a bool takes true/false, yes/no, on/off and 1/0 in any case",
        arguments: [
            ("true", true), ("TRUE", true), ("yes", true), ("On", true), ("1", true), (" true ", true),
            ("false", false), ("No", false), ("off", false), ("0", false), ("FALSE", false),
        ])
    func boolValid(input: String, expected: Bool) throws {
        #expect(try ContextParameter("gift", .bool).parse(input) == .bool(expected))
    }

    @Test(
        "a bool rejects other words, suggesting near misses",
        arguments: [
            (
                "ture",
                #"gift: "ture" is not a bool (expected true or false; yes/no, on/off and 1/0 also work) — did you mean "true"?"#
            ),
            (
                "flase",
                #"gift: "flase" is not a bool (expected true or false; yes/no, on/off and 1/0 also work) — did you mean "false"?"#
            ),
            ("maybe", #"gift: "maybe" is not a bool (expected true or false; yes/no, on/off and 1/0 also work)"#),
            ("2", #"gift: "2" is not a bool (expected true or false; yes/no, on/off and 1/0 also work)"#),
            ("", #"gift: "" is not a bool (expected true or false; yes/no, on/off and 1/0 also work)"#),
        ])
    func boolInvalid(input: String, expected: String) {
        #expect(message(ContextParameter("gift", .bool), input) == expected)
    }

    // MARK: uuid

    @Test(
        "a uuid takes 8-4-4-4-12 hex digits in any case",
        arguments: [
            premiumID, premiumID.lowercased(), " \(premiumID) ",
        ])
    func uuidValid(input: String) throws {
        let expected = try #require(UUID(uuidString: premiumID))
        #expect(try ContextParameter("userID", .uuid).parse(input) == .uuid(expected))
    }

    @Test(
        "a uuid rejects other text",
        arguments: [
            "abc", "3F2504E04F8941D39A0C0305E82C3301", "3F2504E0-4F89-41D3-9A0C-0305E82C330", "", "premium",
        ])
    func uuidInvalid(input: String) {
        #expect(
            message(ContextParameter("userID", .uuid), input)
                == "userID: \"\(input)\" is not a UUID (expected 8-4-4-4-12 hex digits, e.g. 3F2504E0-4F89-41D3-9A0C-0305E82C3301)"
        )
    }

    // MARK: url

    @Test(
        "a url takes absolute URLs with a scheme",
        arguments: [
            "https://example.com/a?b=1", "shop://product/42", "mailto:someone@example.com", " https://example.com ",
        ])
    func urlValid(input: String) throws {
        let expected = try #require(URL(string: input.trimmingCharacters(in: .whitespaces)))
        #expect(try ContextParameter("link", .url).parse(input) == .url(expected))
    }

    @Test(
        "a url rejects relative, empty or spaced text",
        arguments: [
            "4x2", "example.com/path", "http://", "https://exa mple.com", "", "shop:",
        ])
    func urlInvalid(input: String) {
        #expect(
            message(ContextParameter("link", .url), input)
                == "link: \"\(input)\" is not a URL (expected an absolute URL with a scheme, e.g. https://example.com/item/42)"
        )
    }

    // MARK: date

    @Test(
        "a date rejects malformed or impossible dates, saying why",
        arguments: [
            ("yesterday", #"since: "yesterday" is not a date"#),
            ("2024-5-1", #"since: "2024-5-1" is not a date"#),
            ("2024-13-01", #"since: "2024-13-01" is not a date: there is no month 13"#),
            ("2024-00-10", #"since: "2024-00-10" is not a date: there is no month 0"#),
            ("2023-02-29", #"since: "2023-02-29" is not a date: February 2023 has no day 29"#),
            ("2024-04-31", #"since: "2024-04-31" is not a date: April 2024 has no day 31"#),
            (
                "2024-05-01T09:30",
                #"since: "2024-05-01T09:30" is not a date: the time needs a time zone, Z or an offset such as +02:00"#
            ),
            ("2024-05-01T24:00:00Z", #"since: "2024-05-01T24:00:00Z" is not a date: there is no hour 24"#),
            ("2024-05-01T10:60Z", #"since: "2024-05-01T10:60Z" is not a date: there is no minute 60"#),
            ("2024-05-01T10:00:60Z", #"since: "2024-05-01T10:00:60Z" is not a date: there is no second 60"#),
            (
                "2024-05-01T10:00:00+25:00",
                #"since: "2024-05-01T10:00:00+25:00" is not a date: there is no offset +25:00"#
            ),
            ("2024-05-01T10:00:00.Z", #"since: "2024-05-01T10:00:00.Z" is not a date"#),
            ("2024-05-01 10:00:00Z", #"since: "2024-05-01 10:00:00Z" is not a date"#),
            ("2024-05-01T10:00:00ZZ", #"since: "2024-05-01T10:00:00ZZ" is not a date"#),
            ("", #"since: "" is not a date"#),
        ])
    func dateInvalid(input: String, expected: String) {
        #expect(
            message(ContextParameter("since", .date), input)
                == expected + " (expected ISO 8601, e.g. 2024-05-01 or 2024-05-01T09:30:00Z)")
    }

    // MARK: choice

    @Test(
        "a choice takes one of its choices; another case when it matches one",
        arguments: [
            ("price", "price"), ("Rating", "rating"), (" newest ", "newest"), ("NEWEST", "newest"),
        ])
    func choiceValid(input: String, expected: String) throws {
        let parameter = ContextParameter("sort", .choice(["price", "rating", "newest"]))
        #expect(try parameter.parse(input) == .string(expected))
    }

    @Test(
        "a choice rejects other words, listing the choices",
        arguments: [
            ("prise", #"sort: "prise" is not one of price, rating, newest — did you mean "price"?"#),
            ("ratings", #"sort: "ratings" is not one of price, rating, newest — did you mean "rating"?"#),
            ("cheap", #"sort: "cheap" is not one of price, rating, newest"#),
            ("", #"sort: "" is not one of price, rating, newest"#),
        ])
    func choiceInvalid(input: String, expected: String) {
        #expect(message(ContextParameter("sort", .choice(["price", "rating", "newest"])), input) == expected)
    }

    // MARK: optional

    @Test(
        "an optional takes nil or an empty input for no value, else the wrapped type",
        arguments: [
            ("nil", ParameterValue.absent), ("", .absent), (" nil ", .absent), ("5", .int(5)),
        ])
    func optionalInt(input: String, expected: ParameterValue) throws {
        #expect(try ContextParameter("limit", .optional(.int)).parse(input) == expected)
    }

    @Test(
        "an optional string is no value only for exactly nil",
        arguments: [
            ("nil", ParameterValue.absent), ("", .string("")), (" nil", .string(" nil")), ("Nil", .string("Nil")),
        ])
    func optionalString(input: String, expected: ParameterValue) throws {
        #expect(try ContextParameter("coupon", .optional(.string)).parse(input) == expected)
    }

    @Test(
        "an optional's errors mention nil",
        arguments: [
            (
                ParameterType.optional(.int), "x",
                #"limit: "x" is not an int (expected a whole number, e.g. 42, or nil for no value)"#
            ),
            (
                .optional(.int), "nill",
                #"limit: "nill" is not an int (expected a whole number, e.g. 42, or nil for no value) — did you mean "nil"?"#
            ),
            (
                .optional(.choice(["price", "rating"])), "prise",
                #"limit: "prise" is not one of price, rating (or nil for no value) — did you mean "price"?"#
            ),
            (
                .optional(.bool), "ture",
                #"limit: "ture" is not a bool (expected true or false; yes/no, on/off and 1/0 also work, or nil for no value) — did you mean "true"?"#
            ),
            (
                .optional(.date), "2024-02-30",
                #"limit: "2024-02-30" is not a date: February 2024 has no day 30 (expected ISO 8601, e.g. 2024-05-01 or 2024-05-01T09:30:00Z, or nil for no value)"#
            ),
        ])
    func optionalErrors(type: ParameterType, input: String, expected: String) {
        #expect(message(ContextParameter("limit", type), input) == expected)
    }

    @Test("an optional parses every wrapped type")
    func optionalOfEveryType() throws {
        #expect(try ContextParameter("a", .optional(.double)).parse("2.5") == .double(2.5))
        #expect(try ContextParameter("a", .optional(.bool)).parse("yes") == .bool(true))
        #expect(
            try ContextParameter("a", .optional(.uuid)).parse(premiumID)
                == .uuid(try #require(UUID(uuidString: premiumID))))
        #expect(
            try ContextParameter("a", .optional(.url)).parse("shop://cart")
                == .url(try #require(URL(string: "shop://cart"))))
        #expect(
            try ContextParameter("a", .optional(.date)).parse("1970-01-02")
                == .date(Date(timeIntervalSince1970: 86_400)))
        #expect(try ContextParameter("a", .optional(.choice(["x", "y"]))).parse("Y") == .string("y"))
        #expect(try ContextParameter("a", .optional(.uuid)).parse("") == .absent)
    }

    // MARK: presets

    private static let user = ContextParameter(
        "user", .uuid,
        presets: [
            ParameterPreset("premium", value: .string(premiumID), summary: "A premium member"),
            ParameterPreset("guest", value: "00000000-0000-0000-0000-000000000001", summary: "Not signed in"),
        ])

    @Test("a preset's name, in any case, gives its value", arguments: ["premium", "PREMIUM", " Premium "])
    func presetByName(input: String) throws {
        #expect(try Self.user.parse(input) == .uuid(try #require(UUID(uuidString: premiumID))))
    }

    @Test("a parameter with presets still takes literal values")
    func presetLiteral() throws {
        let literal = "11111111-2222-3333-4444-555555555555"
        #expect(try Self.user.parse(literal) == .uuid(try #require(UUID(uuidString: literal))))
    }

    @Test("a near-miss preset name is suggested and the presets are listed")
    func presetNearMiss() throws {
        #expect(
            message(Self.user, "premum")
                == #"user: "premum" is not a UUID (expected 8-4-4-4-12 hex digits, e.g. 3F2504E0-4F89-41D3-9A0C-0305E82C3301, or a preset: premium, guest) — did you mean "premium"?"#
        )
        let sort = ContextParameter(
            "sort", .choice(["price", "rating", "newest"]),
            presets: [
                ParameterPreset("cheapest", value: "price")
            ])
        #expect(
            message(sort, "cheapst")
                == #"sort: "cheapst" is not one of price, rating, newest (or a preset: cheapest) — did you mean "cheapest"?"#
        )
        #expect(try sort.parse("cheapest") == .string("price"))
        let limit = ContextParameter("limit", .optional(.int), presets: [ParameterPreset("many", value: 1000)])
        #expect(
            message(limit, "x")
                == #"limit: "x" is not an int (expected a whole number, e.g. 42, or nil for no value, or a preset: many)"#
        )
    }

    @Test("a preset name wins over the literal text of a string parameter")
    func presetOnString() throws {
        let name = ContextParameter(
            "name", .string, presets: [ParameterPreset("long", value: "A very long product name")])
        #expect(try name.parse("long") == .string("A very long product name"))
        #expect(try name.parse("short") == .string("short"))
    }

    // MARK: robustness

    private static let everyType: [ParameterType] = [
        .string, .int, .double, .bool, .uuid, .url, .date, .choice(["price", "rating"]),
        .optional(.int), .optional(.date), .optional(.choice(["a"])), .optional(.string),
    ]

    private static let oddInputs = [
        "", " ", "-", "+", ".", "e", "T", "Z", "nil", "NIL", "\u{0}", "\n", "\"", "🛍", "é",
        "2024-05-01T", "2024-05-01T10", "2024-05-01T10:00:00+", "2024-05-01T10:00:00+1", "9999-99-99",
        String(repeating: "9", count: 400), String(repeating: "a", count: 2_000), "-0", "1e", "1e+", "http:",
        "://", "00000000-0000-0000-0000-00000000000G",
    ]

    @Test(
        "no input crashes parsing; every failure names the parameter and quotes the input",
        arguments: ParameterParsingTests.everyType, ParameterParsingTests.oddInputs)
    func oddInput(type: ParameterType, input: String) {
        let parameter = ContextParameter("odd", type)
        do {
            let value = try parameter.parse(input)
            #expect(type.accepts(value))
        } catch {
            #expect(error.description.hasPrefix("odd: \""))
            if case let .invalidValue(name, given, _, _) = error {
                #expect(name == "odd")
                #expect(given == input)
            } else {
                Issue.record("parse threw \(error)")
            }
        }
    }

    @Test("inputs with quotes and control characters are escaped in messages")
    func escaping() {
        #expect(
            message(ContextParameter("productID", .int), "4\"2\n")
                == #"productID: "4\"2\n" is not an int (expected a whole number, e.g. 42)"#)
        #expect(
            message(ContextParameter("productID", .int), "a\tb\u{1}")
                == #"productID: "a\tb\u{1}" is not an int (expected a whole number, e.g. 42)"#)
    }
}
