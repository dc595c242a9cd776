import Foundation
import PetriRouting
import PetriSupport

/// The named fields of a context: each key is a parameter.
struct ContextKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let source: ContextDecodingSource

    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
        guard case .values(let values, _) = source else { return [] }
        return values.entries.filter { $0.value != .absent }.compactMap { Key(stringValue: $0.name) }
    }

    func contains(_ key: Key) -> Bool {
        switch source {
        case .probe: return true
        case .values(let values, _): return values[key.stringValue].map { $0 != .absent } ?? false
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        switch source {
        case .probe: return false
        case .values(let values, _): return (values[key.stringValue] ?? .absent) == .absent
        }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeGeneric(T.self, key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decodeIfPresentGeneric(T.self, key)
    }

    /// The generic `decodeIfPresent`, called explicitly so the concrete overloads do not call themselves.
    private func decodeIfPresentGeneric<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        let name = key.stringValue
        switch source {
        case .probe(let recorder):
            var fieldType: ParameterType
            do {
                fieldType = try probedType(T.self, name: name, recorder: recorder)
            } catch is ContextProbeAbort {
                return nil
            }
            if !fieldType.isOptional { fieldType = .optional(fieldType) }
            recorder.record(name, as: fieldType)
            let value = recorder.probeValue(for: name, type: fieldType)
            if value == .absent { return nil }
            return try ContextValueConversion.convert(T.self, value, parameter: name)
        case .values(let values, _):
            guard let value = values[name], value != .absent else { return nil }
            return try ContextValueConversion.convert(T.self, value, parameter: name)
        }
    }

    /// The parameter type of a field of Swift type `T`, or an issue and ``ContextProbeAbort``.
    private func probedType<T>(_ type: T.Type, name: String, recorder: ContextProbeRecorder) throws -> ParameterType {
        switch ContextFieldTypes.classify(T.self) {
        case .supported(let fieldType):
            return fieldType
        case .unsupported(let reason):
            recorder.issues.append("\(name) \(reason)")
            throw ContextProbeAbort()
        }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeGeneric(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeGeneric(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeGeneric(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeGeneric(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeGeneric(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeGeneric(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeGeneric(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeGeneric(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeGeneric(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeGeneric(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeGeneric(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeGeneric(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeGeneric(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeGeneric(type, key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try decodeIfPresentGeneric(type, key)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try decodeIfPresentGeneric(type, key)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try decodeIfPresentGeneric(type, key)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try decodeIfPresentGeneric(type, key)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try decodeIfPresentGeneric(type, key)
    }

    /// The generic `decode`, called explicitly so the concrete overloads do not call themselves.
    private func decodeGeneric<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        let name = key.stringValue
        switch source {
        case .probe(let recorder):
            let fieldType = try probedType(T.self, name: name, recorder: recorder)
            recorder.record(name, as: fieldType)
            return try ContextValueConversion.convert(
                T.self, recorder.probeValue(for: name, type: fieldType), parameter: name)
        case .values(let values, _):
            guard let value = values[name] else {
                throw ParameterError.notInContext(
                    name: name, known: values.names, suggestions: NearMiss.suggestions(for: name, among: values.names))
            }
            return try ContextValueConversion.convert(T.self, value, parameter: name)
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw source.unsupported("\(key.stringValue) is read as a nested container; \(ContextFieldTypes.nestedAdvice)")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw source.unsupported("\(key.stringValue) is read as a list; \(ContextFieldTypes.nestedAdvice)")
    }

    func superDecoder() throws -> any Decoder {
        throw source.unsupported("it reads a super decoder (class inheritance); declare its parameters explicitly")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw source.unsupported("\(key.stringValue) is read with a super decoder; \(ContextFieldTypes.nestedAdvice)")
    }
}
