import Foundation
import PetriDish
import Testing

private enum CartSort: String, CaseIterable, ParameterChoices {
    case price, rating, newest
}

/// A context that is not `Decodable`: it is built by a closure.
private final class CheckoutScreenContext: Sendable {
    let cartID: UUID
    let sort: CartSort
    let promo: String?
    init(cartID: UUID, sort: CartSort, promo: String?) {
        self.cartID = cartID
        self.sort = sort
        self.promo = promo
    }
}

private let guestCart = "00000000-0000-0000-0000-0000000000C1"

private let checkout = ContextSchema(parameters: [
    ContextParameter(
        "cartID", .uuid, help: "The cart to check out",
        presets: [
            ParameterPreset("guest", value: .string(guestCart), summary: "A guest's cart with two items")
        ]),
    ContextParameter("sort", CartSort.self, default: .price),
    ContextParameter("promo", .optional(.string)),
]) { values in
    CheckoutScreenContext(
        cartID: try values.get("cartID"), sort: try values.get("sort"), promo: try values.get("promo"))
}

@Suite("Context schemas with explicit parameters")
struct ContextSchemaTests {
    @Test("an explicit schema builds its context from the values")
    func explicitSchema() throws {
        #expect(checkout.declarationError == nil)
        _ = try checkout.validated()
        let context = try checkout.context(parsing: ["cartID=guest", "sort=newest"])
        #expect(context.cartID == UUID(uuidString: guestCart))
        #expect(context.sort == .newest)
        #expect(context.promo == nil)
        let fromPairs = try checkout.context(parsing: [("cartID", guestCart.lowercased()), ("promo", "SPRING")])
        #expect(fromPairs.sort == .price)
        #expect(fromPairs.promo == "SPRING")
        #expect(checkout.parameter(named: "cartID")?.presets.first?.summary == "A guest's cart with two items")
    }

    @Test("an explicit schema reports the user's mistakes like a derived one")
    func userMistakes() {
        do {
            _ = try checkout.values(parsing: ["cartId=guest", "sort=prise"])
            Issue.record("expected an error")
        } catch {
            #expect(
                String(describing: error) == """
                    unknown parameter "cartId" — did you mean "cartID"?
                    sort: "prise" is not one of price, rating, newest — did you mean "price"?
                    missing required parameter: cartID (uuid)
                    """)
        }
    }

    @Test("a build closure that reads a wrong name fails with a message, not a crash")
    func buildClosureMistake() throws {
        let schema = ContextSchema(parameters: [ContextParameter("productID", .int)]) { values in
            try values.get("productId", as: Int.self)
        }
        #expect(
            throws: ParameterError.notInContext(name: "productId", known: ["productID"], suggestions: ["productID"])
        ) {
            try schema.context(parsing: ["productID=1"])
        }
    }

    @Test("declaration mistakes are kept and thrown on every use")
    func declarationMistakes() {
        let schema = ContextSchema(parameters: [
            ContextParameter("productID", .int),
            ContextParameter("productID", .string),
            ContextParameter("since", .date, default: "yesterday"),
        ]) { values in values.int("productID") ?? 0 }
        let expected = ContextDeclarationError(
            context: "Int",
            issues: [
                #"parameter "productID" is declared twice"#,
                #"since: default "yesterday" is not a date (expected ISO 8601, e.g. 2024-05-01 or 2024-05-01T09:30:00Z)"#,
            ])
        #expect(schema.declarationError == expected)
        #expect(
            expected.description == """
                Int: parameter "productID" is declared twice
                Int: since: default "yesterday" is not a date (expected ISO 8601, e.g. 2024-05-01 or 2024-05-01T09:30:00Z)
                """)
        #expect(throws: expected) { try schema.validated() }
        #expect(throws: expected) { try schema.values(parsing: ["productID=1"]) }
        #expect(throws: expected) { try schema.build(["productID": 1]) }
        #expect(throws: expected) { try schema.context(parsing: [("productID", "1")]) }
    }

    @Test("map transforms the built context and keeps the parameters")
    func map() throws {
        let erased: ContextSchema<any Sendable> = checkout.map { $0 as any Sendable }
        #expect(erased.parameters == checkout.parameters)
        let context = try erased.context(parsing: ["cartID=guest"])
        #expect((context as? CheckoutScreenContext)?.sort == .price)
        let described = checkout.map { "\($0.sort.rawValue) \($0.promo ?? "-")" }
        #expect(try described.context(parsing: ["cartID=guest", "promo=X"]) == "price X")
    }

    @Test("a screen without context has the empty schema")
    func empty() throws {
        let schema = ContextSchema<Void>.empty
        #expect(schema.parameters.isEmpty)
        try schema.context(parsing: [String]())
        #expect(throws: ContextValuesError(issues: [.unknownParameter(name: "productID", known: [], suggestions: [])]))
        {
            try schema.context(parsing: ["productID=1"])
        }
    }
}
