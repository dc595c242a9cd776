import Foundation
import PetriDish
import Testing

private enum ReviewSort: String, CaseIterable, ParameterChoices {
    case price, rating, newest
}

private let premiumText = "3F2504E0-4F89-41D3-9A0C-0305E82C3301"

private let parameters = [
    ContextParameter("productID", .int, example: 42, help: "The product to show"),
    ContextParameter("sort", ReviewSort.self, default: .price),
    ContextParameter("coupon", .optional(.string)),
    ContextParameter(
        "user", .uuid, presets: [ParameterPreset("premium", value: .string(premiumText), summary: "A premium member")]),
]

/// The messages for `arguments`, or an empty list when they are valid.
private func issues(_ arguments: [String], _ parameters: [ContextParameter] = parameters) -> [String] {
    do {
        _ = try ContextValues(parsing: arguments, for: parameters)
        return []
    } catch {
        return error.issues.map(\.description)
    }
}

@Suite("Context values from name=value pairs")
struct ContextValuesTests {
    @Test("values follow the declaration order and fill in defaults and absent optionals")
    func resolves() throws {
        let values = try ContextValues(parsing: ["user=premium", "productID=42"], for: parameters)
        let premium = try #require(UUID(uuidString: premiumText))
        #expect(values.names == ["productID", "sort", "coupon", "user"])
        #expect(
            values.entries == [
                ContextValues.Entry(name: "productID", value: .int(42)),
                ContextValues.Entry(name: "sort", value: .string("price")),
                ContextValues.Entry(name: "coupon", value: .absent),
                ContextValues.Entry(name: "user", value: .uuid(premium)),
            ])
        #expect(values.description == "productID=42 sort=price user=\(premiumText)")
    }

    @Test("pairs and name=value arguments give the same values")
    func pairs() throws {
        let fromPairs = try ContextValues(
            parsing: [("productID", "7"), ("user", "premium"), ("coupon", "SAVE10")], for: parameters)
        let fromArguments = try ContextValues(
            parsing: ["productID=7", "user=premium", "coupon=SAVE10"], for: parameters)
        #expect(fromPairs == fromArguments)
        #expect(fromPairs["coupon"] == .string("SAVE10"))
    }

    @Test("equal values are equal however they were typed")
    func equality() throws {
        let byPreset = try ContextValues(parsing: ["productID=42", "user=premium", "sort=Rating"], for: parameters)
        let literal = try ContextValues(
            parsing: ["productID=+42", "user=\(premiumText.lowercased())", "sort=rating", "coupon=nil"], for: parameters
        )
        #expect(byPreset == literal)
        let other = try ContextValues(parsing: ["productID=43", "user=premium"], for: parameters)
        #expect(byPreset != other)
        let sendable: any Sendable = byPreset
        #expect(sendable is ContextValues)
    }

    @Test("the value is everything after the first =")
    func valueWithEquals() throws {
        let values = try ContextValues(parsing: ["productID=1", "user=premium", "coupon=a=b"], for: parameters)
        #expect(values.string("coupon") == "a=b")
        let empty = try ContextValues(parsing: ["productID=1", "user=premium", "coupon="], for: parameters)
        #expect(empty.string("coupon") == "")
        #expect(empty.description == #"productID=1 sort=price coupon="" user=\#(premiumText)"#)
    }

    @Test("unknown names are reported with did-you-mean, or with the names there are")
    func unknown() {
        #expect(
            issues(["productID=1", "user=premium", "prodctID=4"])
                == [#"unknown parameter "prodctID" — did you mean "productID"?"#])
        #expect(
            issues(["productID=1", "user=premium", "color=red"])
                == [#"unknown parameter "color" (parameters: productID, sort, coupon, user)"#])
        #expect(issues(["x=1"], []) == [#"unknown parameter "x" (it takes no parameters)"#])
        #expect(
            issues(["productID=1", "user=premium", "ProductID=2"])
                == [#"unknown parameter "ProductID" — did you mean "productID"?"#], "names are case-sensitive")
    }

    @Test("a name given more than once is reported once, with every input")
    func duplicates() {
        #expect(
            issues(["productID=42", "user=premium", "productID=43"])
                == [#"productID is given twice ("42" and "43")"#])
        #expect(
            issues(["productID=1", "productID=2", "user=premium", "productID=3"])
                == [#"productID is given 3 times ("1", "2" and "3")"#])
    }

    @Test("all missing required parameters are listed in one issue, with their types")
    func missing() throws {
        #expect(issues([]) == ["missing required parameters: productID (int), user (uuid)"])
        #expect(issues(["user=premium"]) == ["missing required parameter: productID (int)"])
        do {
            _ = try ContextValues(parsing: [String](), for: parameters)
            Issue.record("expected missing parameters")
        } catch {
            #expect(error.missingParameters.map(\.name) == ["productID", "user"])
            #expect(error.missingParameters.first?.help == "The product to show")
        }
        let required = ContextParameter("sort", .choice(["price", "rating"]))
        #expect(issues([], [required]) == ["missing required parameter: sort (price|rating)"])
    }

    @Test("every issue is reported, in input order, missing parameters last")
    func allIssues() throws {
        let arguments = ["sort=prise", "colour=red", "42", "coupon=a", "coupon=b"]
        #expect(
            issues(arguments) == [
                #""42" is not a name=value pair (expected e.g. productID=42)"#,
                #"sort: "prise" is not one of price, rating, newest — did you mean "price"?"#,
                #"unknown parameter "colour" (parameters: productID, sort, coupon, user)"#,
                #"coupon is given twice ("a" and "b")"#,
                "missing required parameters: productID (int), user (uuid)",
            ])
        do {
            _ = try ContextValues(parsing: arguments, for: parameters)
        } catch {
            #expect(error.description.split(separator: "\n").count == 5)
        }
    }

    @Test("an invalid value does not also count as missing")
    func invalidIsNotMissing() {
        #expect(
            issues(["productID=4x2", "user=premium"])
                == [#"productID: "4x2" is not an int (expected a whole number, e.g. 42)"#])
    }

    @Test("arguments without a name and = are malformed", arguments: ["42", "=42", ""])
    func malformed(argument: String) {
        #expect(
            issues([argument, "productID=1", "user=premium"])
                == ["\"\(argument)\" is not a name=value pair (expected e.g. productID=42)"])
    }

    @Test("typed accessors read values of their type and nil otherwise")
    func accessors() throws {
        let all = [
            ContextParameter("title", .string), ContextParameter("count", .int), ContextParameter("price", .double),
            ContextParameter("gift", .bool), ContextParameter("user", .uuid), ContextParameter("link", .url),
            ContextParameter("since", .date), ContextParameter("sort", ReviewSort.self),
        ]
        let values = try ContextValues(
            parsing: [
                "title=Red shoes", "count=3", "price=9.5", "gift=yes", "user=\(premiumText)",
                "link=shop://cart", "since=2024-05-01", "sort=newest",
            ], for: all)
        #expect(values.string("title") == "Red shoes")
        #expect(values.int("count") == 3)
        #expect(values.double("price") == 9.5)
        #expect(values.double("count") == 3, "an int reads as a double")
        #expect(values.bool("gift") == true)
        #expect(values.uuid("user") == UUID(uuidString: premiumText))
        #expect(values.url("link") == URL(string: "shop://cart"))
        #expect(values.date("since") == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(values.choice("sort", as: ReviewSort.self) == .newest)
        #expect(values.string("sort") == "newest", "a choice is a string")
        #expect(values.int("title") == nil)
        #expect(values.int("missing") == nil)
        #expect(values["missing"] == nil)
        #expect(
            values.description
                == #"title="Red shoes" count=3 price=9.5 gift=true user=\#(premiumText) link=shop://cart since=2024-05-01 sort=newest"#
        )
    }

    @Test("get reads typed values and explains what it cannot read")
    func get() throws {
        let values = try ContextValues(parsing: ["productID=42", "user=premium"], for: parameters)
        let id: Int = try values.get("productID")
        let sort: ReviewSort = try values.get("sort")
        let coupon: String? = try values.get("coupon")
        #expect(id == 42)
        #expect(sort == .price)
        #expect(coupon == nil)
        #expect(throws: ParameterError.notInContext(name: "prodctID", known: values.names, suggestions: ["productID"]))
        {
            try values.get("prodctID", as: Int.self)
        }
        func message(_ body: () throws -> Void) -> String? {
            do { try body(); return nil } catch { return String(describing: error) }
        }
        #expect(
            message { _ = try values.get("productId", as: Int.self) }
                == #"no parameter "productId" in this context — did you mean "productID"?"#)
        #expect(
            message { _ = try values.get("productID", as: String.self) }
                == "productID holds an int (42), which cannot be read as String")
        #expect(
            message { _ = try values.get("coupon", as: String.self) }
                == "coupon has no value, so it cannot be read as String (read it as an Optional)")
        #expect(
            message { _ = try values.get("zzz", as: String.self) }
                == #"no parameter "zzz" in this context (parameters: productID, sort, coupon, user)"#)
        #expect(
            message { _ = try ContextValues().get("a", as: String.self) }
                == #"no parameter "a" in this context (it has no parameters)"#)
    }

    @Test("a literal makes values directly; a repeated name replaces the value in place")
    func literal() {
        let values: ContextValues = ["productID": 42, "sort": "price", "productID": 43]
        #expect(values.names == ["productID", "sort"])
        #expect(values.int("productID") == 43)
        #expect(ContextValues().entries.isEmpty)
        #expect(ContextValues().description == "")
    }
}
