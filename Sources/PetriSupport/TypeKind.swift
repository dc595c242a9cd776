/// What sort of type a metatype is (a struct, an enum, an optional, a class, …), read from its
/// metadata, without asking the runtime about any protocol.
///
/// A protocol check (`type is any CaseIterable.Type`) is cheap once the runtime has answered it,
/// but the first time it meets a type it scans every conformance record of every loaded library
/// (about 8,000 in petri). Code that classifies many distinct types, such as the derivation of
/// context parameters, asks ``of(_:)`` first and skips the checks that cannot succeed: an enum is
/// never an integer, and only an optional wraps another type.
///
/// The kind is the first word of a non-class type's metadata, whose values are part of Swift's
/// stable ABI (`MetadataKind` in the compiler's `docs/ABI/TypeMetadata.rst`); a class's metadata
/// starts with a pointer instead, which reads as ``other``.
package enum TypeKind: Equatable, Sendable {
    case `struct`
    case `enum`
    case optional
    /// A class, tuple, function, existential, metatype or anything else.
    case other

    package static func of(_ type: Any.Type) -> TypeKind {
        let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
        switch kind {
        case 0x200: return .struct
        case 0x201: return .enum
        case 0x202: return .optional
        default: return .other
        }
    }
}
