import Foundation
import PetriDish
import Testing

/// An enum that is a choice without the `ParameterChoices` marker.
private enum ShelfSort: String, CaseIterable, Decodable {
    case price, rating, newest
}

private enum Theme: String, CaseIterable, Decodable {
    case light, dark
}

private struct ProductContext: Decodable, Equatable {
    let productID: Int
    let sort: ShelfSort
    let coupon: String?
    let since: Date?
    let user: UUID
    let gift: Bool
    let budget: Double
    let link: URL?
    let theme: Theme?
}

private let premiumText = "3F2504E0-4F89-41D3-9A0C-0305E82C3301"

/// The declaration error's lines for `schema`, or an empty list.
private func declarationIssues<Context>(_ schema: ContextSchema<Context>) -> [String] {
    schema.declarationError.map { $0.description.components(separatedBy: "\n") } ?? []
}

@Suite("Parameters derived from a Decodable context")
struct ContextDerivationTests {
    @Test("every field becomes a parameter of the matching type, in the order init(from:) reads them")
    func derivesFields() throws {
        let parameters = try ContextParameter.derived(from: ProductContext.self)
        #expect(
            parameters.map(\.name) == [
                "productID", "sort", "coupon", "since", "user", "gift", "budget", "link", "theme",
            ])
        #expect(
            parameters.map(\.type) == [
                .int, .choice(["price", "rating", "newest"]), .optional(.string), .optional(.date),
                .uuid, .bool, .double, .optional(.url), .optional(.choice(["light", "dark"])),
            ])
        #expect(parameters.filter(\.isRequired).map(\.name) == ["productID", "sort", "user", "gift", "budget"])
    }

    @Test("the context is decoded from the values")
    func buildsContext() throws {
        let schema = ContextSchema(
            decoding: ProductContext.self,
            details: [
                "user": .init(presets: [ParameterPreset("premium", value: .string(premiumText))])
            ])
        #expect(schema.declarationError == nil)
        let context = try schema.context(parsing: [
            "productID=42", "sort=Rating", "user=premium", "gift=yes", "budget=99.5",
            "since=2024-05-01", "theme=dark",
        ])
        #expect(
            context
                == ProductContext(
                    productID: 42, sort: .rating, coupon: nil, since: Date(timeIntervalSince1970: 1_714_521_600),
                    user: try #require(UUID(uuidString: premiumText)), gift: true, budget: 99.5, link: nil, theme: .dark
                ))
    }

    @Test("missing required fields are reported by name and type before decoding")
    func missingFields() {
        let schema = ContextSchema(decoding: ProductContext.self)
        #expect(throws: ContextValuesError.self) { try schema.context(parsing: ["productID=1"]) }
        do {
            _ = try schema.context(parsing: ["productID=1"])
        } catch {
            #expect(
                String(describing: error)
                    == "missing required parameters: sort (price|rating|newest), user (uuid), gift (bool), budget (double)"
            )
        }
    }

    @Test("details add help, examples, defaults and presets without repeating types")
    func details() throws {
        let schema = ContextSchema(
            decoding: ProductContext.self,
            details: [
                "productID": .init(help: "The product to show", example: 42),
                "sort": .init(default: "newest"),
                "gift": "Wrap it as a gift",
                "budget": .init(default: 50),
                "since": .init(example: "2024-05-01"),
            ])
        let productID = try #require(schema.parameter(named: "productID"))
        #expect(productID.help == "The product to show")
        #expect(productID.example == .int(42))
        #expect(schema.parameter(named: "sort")?.defaultValue == .string("newest"))
        #expect(schema.parameter(named: "sort")?.isRequired == false)
        #expect(schema.parameter(named: "gift")?.help == "Wrap it as a gift")
        #expect(schema.parameter(named: "budget")?.defaultValue == .double(50))
        #expect(schema.parameter(named: "since")?.example == .date(Date(timeIntervalSince1970: 1_714_521_600)))
        let context = try schema.context(parsing: ["productID=1", "user=\(premiumText)", "gift=no"])
        #expect(context.sort == .newest)
        #expect(context.budget == 50)
    }

    @Test("details for a field that does not exist, or with values that do not fit, are declaration errors")
    func badDetails() {
        let schema = ContextSchema(
            decoding: ProductContext.self,
            details: [
                "prodctID": "The product",
                "productID": .init(default: "abc"),
                "colour": "?",
            ])
        #expect(
            declarationIssues(schema) == [
                #"ProductContext: details are given for "colour", which is not a field it reads"#,
                #"ProductContext: details are given for "prodctID", which is not a field it reads — did you mean "productID"?"#,
                #"ProductContext: productID: default "abc" is not an int (expected a whole number, e.g. 42)"#,
            ])
        #expect(throws: ContextDeclarationError.self) { try schema.context(parsing: ["productID=1"]) }
        #expect(throws: ContextDeclarationError.self) {
            try ContextParameter.derived(from: ProductContext.self, details: ["colour": "?"])
        }
    }

    // MARK: unsupported shapes

    private struct Address: Decodable { let city: String }
    private struct OrderContext: Decodable {
        let orderID: Int
        let address: Address
    }

    private struct LooseOrderContext: Decodable {
        let orderID: Int
        let address: Address?
        let tags: [String]?
        let note: String?
    }

    private enum Level: Int, CaseIterable, Decodable { case low = 1, high = 2 }
    private struct LevelContext: Decodable, Equatable { let level: Level }
    private enum Ratio: Double, CaseIterable, Decodable { case half = 0.5, whole = 1 }
    private struct RatioContext: Decodable { let ratio: Ratio }

    private struct Token: Decodable {
        let raw: String
        init(from decoder: any Decoder) throws {
            raw = try decoder.singleValueContainer().decode(String.self)
        }
    }

    @Test("a nested type is rejected with a message naming the field")
    func nestedRejected() {
        let schema = ContextSchema(decoding: OrderContext.self)
        #expect(
            declarationIssues(schema) == [
                "OrderContext: address is of type Address, which no parameter can hold (use String, Int, Double, Bool, UUID, URL, Date, a CaseIterable enum with String or integer raw values, or an Optional of one of these); nested types are not supported: flatten the field (e.g. into an id with presets) or declare the parameters explicitly"
            ])
        #expect(schema.parameters.map(\.name) == ["orderID"])
    }

    @Test("probing goes on past optional fields it cannot hold, so every problem is reported")
    func everyProblem() {
        let schema = ContextSchema(decoding: LooseOrderContext.self)
        let issues = declarationIssues(schema)
        #expect(issues.count == 2)
        #expect(
            issues.first?.hasPrefix("LooseOrderContext: address is of type Address, which no parameter can hold")
                == true)
        #expect(
            issues.last?.hasPrefix("LooseOrderContext: tags is of type [String], which no parameter can hold") == true)
        #expect(schema.parameters.map(\.name) == ["orderID", "note"])
    }

    @Test("an enum with integer raw values is a choice of its raw values (issue 13)")
    func integerChoices() throws {
        let schema = ContextSchema(decoding: LevelContext.self)
        #expect(schema.declarationError == nil)
        #expect(schema.parameters.first?.type == .choice(["1", "2"]))
        #expect(try schema.context(parsing: ["level=2"]) == LevelContext(level: .high))
        #expect(throws: (any Error).self) { try schema.context(parsing: ["level=3"]) }
    }

    /// A struct can be a choice too: the kind of type decides which checks are asked, not which succeed.
    private struct Size: RawRepresentable, CaseIterable, Decodable, Equatable {
        let rawValue: String
        init?(rawValue: String) { self.rawValue = rawValue }
        static let allCases = [Size(rawValue: "s")!, Size(rawValue: "m")!]
    }
    private struct SizedLevelContext: Decodable, Equatable {
        let size: Size
        let level: Level?
        let depth: Int16?
    }

    @Test(
        "a CaseIterable struct is a choice, an optional enum an optional choice, an optional integer width an optional int"
    )
    func kindsOfTypes() throws {
        let schema = ContextSchema(decoding: SizedLevelContext.self)
        #expect(schema.declarationError == nil)
        #expect(schema.parameters.map(\.synopsis) == ["size: s|m", "level: (1|2)?", "depth: int?"])
        #expect(
            try schema.context(parsing: ["size=m", "level=2", "depth=-3"])
                == SizedLevelContext(size: Size(rawValue: "m")!, level: .high, depth: -3))
        #expect(
            try schema.context(parsing: ["size=s"])
                == SizedLevelContext(size: Size(rawValue: "s")!, level: nil, depth: nil))
    }

    @Test("an enum without String or integer raw values and a single-value type are rejected")
    func otherShapes() {
        #expect(
            declarationIssues(ContextSchema(decoding: RatioContext.self)) == [
                "RatioContext: ratio is of type Ratio, a CaseIterable enum without String or integer raw values; give it raw values or declare the parameters explicitly"
            ])
        #expect(
            declarationIssues(ContextSchema(decoding: Token.self)) == [
                "Token: it decodes from a single value, not from named fields; declare its parameters explicitly"
            ])
    }

    // MARK: keys, widths and checks

    private struct KeyedContext: Decodable {
        let productID: Int
        let small: UInt8
        let ratio: Float
        let big: Int64
        enum CodingKeys: String, CodingKey {
            case productID = "product_id", small, ratio, big
        }
    }

    @Test("coding keys name the parameters; integer and floating-point widths are int and double")
    func keysAndWidths() throws {
        let schema = ContextSchema(decoding: KeyedContext.self)
        #expect(schema.parameters.map(\.synopsis) == ["product_id: int", "small: int", "ratio: double", "big: int"])
        let context = try schema.context(parsing: ["product_id=7", "small=255", "ratio=0.5", "big=-9000000000"])
        #expect(context.productID == 7)
        #expect(context.small == 255)
        #expect(context.ratio == 0.5)
        #expect(context.big == -9_000_000_000)
    }

    @Test("a value too large for the field's integer type is an invalid value")
    func integerRange() {
        let schema = ContextSchema(decoding: KeyedContext.self)
        #expect(
            throws: ParameterError.invalidValue(
                parameter: "small", input: "300",
                reason: "is out of range for UInt8 (expected a whole number from 0 to 255)", suggestions: [])
        ) {
            try schema.context(parsing: ["product_id=7", "small=300", "ratio=1", "big=1"])
        }
        #expect(
            throws: ParameterError.invalidValue(
                parameter: "ratio", input: "1e+300", reason: "is out of range for Float", suggestions: [])
        ) {
            try schema.context(parsing: ["product_id=7", "small=3", "ratio=1e300", "big=1"])
        }
    }

    private struct Bestseller: Error, CustomStringConvertible {
        var description: String { "only bestsellers have this screen" }
    }

    private struct CheckedContext: Decodable {
        let productID: Int
        enum CodingKeys: CodingKey { case productID }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            productID = try container.decode(Int.self, forKey: .productID)
            if productID < 100 { throw Bestseller() }
            if productID > 1000 {
                throw DecodingError.dataCorruptedError(
                    forKey: .productID, in: container, debugDescription: "must be at most 1000")
            }
        }
    }

    @Test("an init(from:) that rejects the probe's placeholders needs an example")
    func checkingInit() throws {
        #expect(
            declarationIssues(ContextSchema(decoding: CheckedContext.self)) == [
                "CheckedContext: its init(from:) threw while its fields were being listed (only bestsellers have this screen); give the fields it checks an example or a default, or declare the parameters explicitly"
            ])
        let schema = ContextSchema(decoding: CheckedContext.self, details: ["productID": .init(example: 500)])
        #expect(schema.declarationError == nil)
        #expect(try schema.context(parsing: ["productID=700"]).productID == 700)
    }

    @Test("the context's own checks reject values: decoding errors name the parameter")
    func contextChecks() throws {
        let schema = ContextSchema(decoding: CheckedContext.self, details: ["productID": .init(example: 500)])
        #expect(
            throws: ParameterError.invalidValue(
                parameter: "productID", input: "5000",
                reason: "was rejected by CheckedContext: must be at most 1000", suggestions: [])
        ) {
            try schema.context(parsing: ["productID=5000"])
        }
        #expect(throws: Bestseller.self) { try schema.context(parsing: ["productID=5"]) }
    }

    // MARK: hand-written decoders

    private struct ManualContext: Decodable {
        let limit: Int?
        let query: String
        let sort: ShelfSort?
        enum CodingKeys: CodingKey { case limit, query, sort }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            limit = try container.decode(Int?.self, forKey: .limit)
            query = try container.decode(String.self, forKey: .query)
            sort = try container.decodeIfPresent(ShelfSort.self, forKey: .sort)
        }
    }

    private struct TwiceContext: Decodable {
        enum CodingKeys: CodingKey { case value }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            _ = try container.decode(Int.self, forKey: .value)
            _ = try container.decode(String.self, forKey: .value)
        }
    }

    private struct NoContext: Decodable {}

    private class BaseContext: Decodable {}
    private final class DerivedContext: BaseContext {
        required init(from decoder: any Decoder) throws {
            try super.init(from: decoder.container(keyedBy: CodingKeys.self).superDecoder())
        }
        enum CodingKeys: CodingKey { case unused }
    }

    @Test("decode(Optional) and decodeIfPresent both make optional parameters")
    func manualDecoding() throws {
        let schema = ContextSchema(decoding: ManualContext.self)
        #expect(schema.parameters.map(\.synopsis) == ["limit: int?", "query: string", "sort: (price|rating|newest)?"])
        let context = try schema.context(parsing: ["query=shoes", "sort=price"])
        #expect(context.limit == nil)
        #expect(context.query == "shoes")
        #expect(context.sort == .price)
        #expect(try schema.context(parsing: ["query=x", "limit=5", "sort=nil"]).limit == 5)
    }

    @Test("a key read as two types, a super decoder, and an empty context")
    func edgeShapes() throws {
        #expect(
            declarationIssues(ContextSchema(decoding: TwiceContext.self)) == [
                "TwiceContext: value is read twice, as int and as string"
            ])
        #expect(
            declarationIssues(ContextSchema(decoding: DerivedContext.self)) == [
                "DerivedContext: it reads a super decoder (class inheritance); declare its parameters explicitly"
            ])
        let empty = ContextSchema(decoding: NoContext.self)
        #expect(empty.parameters.isEmpty)
        #expect(empty.declarationError == nil)
        _ = try empty.context(parsing: [String]())
    }

    @Test("values decode straight into a context type")
    func decodeValues() throws {
        let values: ContextValues = ["query": "boots", "limit": 3, "sort": .absent]
        let context = try values.decode(ManualContext.self)
        #expect(context.query == "boots")
        #expect(context.limit == 3)
        #expect(context.sort == nil)
        #expect(throws: ParameterError.notInContext(name: "query", known: ["limit"], suggestions: [])) {
            try (["limit": 3] as ContextValues).decode(ManualContext.self)
        }
        do {
            _ = try (["limit": .absent, "query": "x", "sort": "cheap"] as ContextValues).decode(ManualContext.self)
            Issue.record("a value that is not a case should be rejected")
        } catch let error as ParameterError {
            guard case let .invalidValue(parameter, input, reason, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(parameter == "sort")
            #expect(input == "cheap")
            #expect(reason.hasPrefix("was rejected by ManualContext: "))
        }
    }
}
