import Foundation
import PetriRouting
import PetriSupport

/// The decoder a field's own type is given when it decodes itself from a single value, e.g. a
/// `String` enum.
struct ContextFieldDecoder: Decoder, SingleValueDecodingContainer {
    let parameter: String
    let value: ParameterValue

    /// The parameter's name, so errors the field's type throws say which parameter they are about.
    var codingPath: [any CodingKey] { [ContextParameterKey(parameter)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DecodingError.typeMismatch(
            ParameterValue.self,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(parameter) holds one value, not named fields; \(ContextFieldTypes.nestedAdvice)"))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            ParameterValue.self,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "\(parameter) holds one value, not a list"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value == .absent }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try ContextValueConversion.convert(T.self, value, parameter: parameter)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try convert(type) }
    func decode(_ type: String.Type) throws -> String { try convert(type) }
    func decode(_ type: Double.Type) throws -> Double { try convert(type) }
    func decode(_ type: Float.Type) throws -> Float { try convert(type) }
    func decode(_ type: Int.Type) throws -> Int { try convert(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try convert(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try convert(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try convert(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try convert(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try convert(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try convert(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try convert(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try convert(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try convert(type) }

    private func convert<T: Decodable>(_ type: T.Type) throws -> T {
        try ContextValueConversion.convert(T.self, value, parameter: parameter)
    }
}

/// A coding key that is a parameter's name.
struct ContextParameterKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
