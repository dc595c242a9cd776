import Foundation
import PetriRouting
import PetriSupport

/// The decoder a context type's `init(from:)` is given: it reads named fields only.
struct ContextDecoder: Decoder {
    let source: ContextDecodingSource

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ContextKeyedContainer<Key>(source: source))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw source.unsupported("it decodes from a list, not from named fields; declare its parameters explicitly")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw source.unsupported(
            "it decodes from a single value, not from named fields; declare its parameters explicitly")
    }
}
