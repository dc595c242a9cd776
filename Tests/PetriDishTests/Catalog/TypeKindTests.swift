import Foundation
import Testing
@testable import PetriSupport

/// The kind of a type, read from its metadata so that classifying a context's field types asks the
/// runtime only the protocol questions that can succeed.
@Suite("Kinds of types")
struct TypeKindTests {
    private enum Direction { case up, down }
    private struct Point { let x: Int }
    private final class Box {}

    @Test(
        "Structs, enums, optionals and everything else",
        arguments: [
            (TypeKind.of(Int.self), TypeKind.struct),
            (TypeKind.of(String.self), .struct),
            (TypeKind.of(Point.self), .struct),
            (TypeKind.of(UUID.self), .struct),
            (TypeKind.of(Direction.self), .enum),
            (TypeKind.of(Int?.self), .optional),
            (TypeKind.of(Direction??.self), .optional),
            (TypeKind.of(Box.self), .other),
            (TypeKind.of((Int, String).self), .other),
            (TypeKind.of(Any.self), .other),
            (TypeKind.of((any Error).self), .other),
            (TypeKind.of(Int.Type.self), .other),
            (TypeKind.of(((Int) -> Int).self), .other),
        ])
    func kinds(kind: TypeKind, expected: TypeKind) {
        #expect(kind == expected)
    }
}
