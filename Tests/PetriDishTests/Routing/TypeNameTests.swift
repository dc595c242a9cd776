import Testing
import PetriDish
@testable import PetriSupport
@testable import PetriRouting

/// Issue 13's readable types: traces, errors, `show` and exports name types as Swift code does.
@Suite("Type names as Swift code writes them")
struct TypeNameTests {
    struct Box<Value> {}
    protocol Shape {}

    @Test(
        "Void, optionals, arrays and dictionaries, at any depth",
        arguments: [
            (TypeName.of(Void.self), "Void"),
            (TypeName.of(Any?.self), "Any?"),
            (TypeName.of([String].self), "[String]"),
            (TypeName.of([String: Int].self), "[String: Int]"),
            (TypeName.of(Box<Any?>.self), "Box<Any?>"),
            (TypeName.of(Box<[Int?]>.self), "Box<[Int?]>"),
            (TypeName.of(Box<Void>.self), "Box<Void>"),
            (TypeName.of((Int, String).self), "(Int, String)"),
            (TypeName.of(((Int) -> Void)?.self), "((Int) -> Void)?"),
            (TypeName.of((any Shape)?.self), "Shape?"),
            (TypeName.of(Box<Box<[String: [Int]]>>.self), "Box<Box<[String: [Int]]>>"),
        ])
    func readable(_ name: String, _ expected: String) {
        #expect(name == expected)
    }

    @Test("Names it cannot read are left as the runtime spells them")
    func unreadable() {
        #expect(TypeName.readable("Weird<(") == "Weird<(")
        #expect(TypeName.readable("Plain") == "Plain")
        #expect(TypeName.readable("Optional<any Shape>") == "(any Shape)?")
        #expect(TypeName.readable("(Int) async throws -> ()") == "(Int) async throws -> ()")
    }
}
