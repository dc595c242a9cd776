import Foundation
import PetriDish
import PetriSupport
import Testing

/// One walk of a context gives every form petri prints: the tree's text and the JSON agree, and an
/// app writes no `description` to get a readable tree.
@MainActor
@Suite("A context, walked once")
struct ContextDumpTests {
    enum Sort: String, Decodable { case newest, price }
    enum Source { case link(URL), catalog }
    struct Address: Equatable { var city: String; var zip: String? }
    struct Filter: Decodable, Equatable {
        var productID: Int
        var sort: Sort
        var query: String?
        var since: Date?
        var tags: Set<String>
    }
    struct Delivery { var address: Address; var extras: [String: Int]; var ids: [UUID] }
    struct Money: CustomStringConvertible {
        var cents: Int; var description: String { "\(cents / 100).\(cents % 100) EUR" }
    }

    func tree(_ context: Any) -> String? { UIViewController(context: context).contextDescription }

    @Test("A Decodable context reads like its parameters, absent optionals left out, without a description of its own")
    func decodableContext() {
        let filter = Filter(
            productID: 42, sort: .newest, query: nil, since: Date(timeIntervalSince1970: 1_714_521_600),
            tags: ["sale", "new"])
        #expect(tree(filter) == "productID: 42, sort: newest, since: 2024-05-01, tags: [\"new\", \"sale\"]")
        #expect(
            ContextDump(walking: filter).json
                == .object([
                    "productID": .int(42), "sort": .string("newest"), "query": .null, "since": .string("2024-05-01"),
                    "tags": .array([.string("new"), .string("sale")]),
                ]))
    }

    @Test("Nested values print as the type and its fields; dictionaries sorted by key; text quoted and escaped")
    func nested() {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let delivery = Delivery(
            address: Address(city: "Oslo \"Sentrum\"", zip: nil), extras: ["wrap": 1, "card": 2], ids: [id])
        #expect(
            tree(delivery)
                == #"address: Address(city: "Oslo \"Sentrum\""), extras: ["card": 2, "wrap": 1], ids: [E621E1F8-C36C-495A-93FC-0C247A3E6E5F]"#
        )
        #expect(
            ContextDump(walking: delivery).json
                == .object([
                    "address": .object(["city": .string("Oslo \"Sentrum\""), "zip": .null]),
                    "extras": .object(["card": .int(2), "wrap": .int(1)]),
                    "ids": .array([.string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")]),
                ]))
    }

    @Test("Plain values: numbers as Swift prints them, text quoted, choices bare, nothing for nil or Void")
    func plainValues() {
        #expect(tree(42) == "42")
        #expect(tree(59.9) == "59.9")
        #expect(tree("running shoes") == "\"running shoes\"")
        #expect(tree(Sort.price) == "price")
        #expect(tree(Source.catalog) == "catalog")
        #expect(tree(Source.link(URL(string: "shop://product/42")!)) == "link(shop://product/42)")
        #expect(tree(Optional<Int>.none as Any) == nil)
        #expect(tree(()) == nil)
        #expect(tree(Filter?.none as Any) == nil)
    }

    @Test("A type that describes itself keeps its text in trees; its JSON is still its fields")
    func describedItself() {
        #expect(tree(Money(cents: 5990)) == "59.90 EUR")
        #expect(ContextDump(walking: Money(cents: 5990)).json == .object(["cents": .int(5990)]))
    }

    @Test("A record whose fields are all absent prints nothing rather than empty parentheses")
    func allAbsent() {
        struct Optionals { var a: Int?; var b: String? }
        #expect(tree(Optionals(a: nil, b: nil)) == nil)
        #expect(UIViewController(context: Optionals(a: nil, b: nil)).debugName == "UIViewController")
    }
}
