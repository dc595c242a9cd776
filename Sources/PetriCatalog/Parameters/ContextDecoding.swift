import Foundation
import PetriRouting
import PetriSupport

/// Collects what a `Decodable` context type's `init(from:)` reads while it is being probed: each
/// key in the order it is first asked for, with its parameter type, and what could not be
/// understood.
final class ContextProbeRecorder {
    /// The context type's name, for messages.
    let contextName: String
    /// The developer's details per field; their values are used as probe values.
    let details: [String: ParameterDetails]
    /// The fields read so far.
    private(set) var fields: [(name: String, type: ParameterType)] = []
    /// Problems found so far, one sentence each.
    var issues: [String] = []

    init(contextName: String, details: [String: ParameterDetails]) {
        self.contextName = contextName
        self.details = details
    }

    /// Notes that `name` is read as `type`; reading it again as another type is an issue.
    func record(_ name: String, as type: ParameterType) {
        if let earlier = fields.first(where: { $0.name == name }) {
            if earlier.type != type {
                issues.append("\(name) is read twice, as \(earlier.type) and as \(type)")
            }
            return
        }
        fields.append((name, type))
    }

    /// The value the probe hands out for `name`: the developer's default, example or first
    /// preset when it fits `type`, otherwise a harmless placeholder.
    func probeValue(for name: String, type: ParameterType) -> ParameterValue {
        if let details = details[name] {
            let offered = [details.defaultValue, details.example, details.presets.first?.value].compactMap { $0 }
            for value in offered {
                if let converted = type.coerce(value) { return converted }
            }
        }
        return type.placeholder
    }
}

/// Thrown to stop probing after an issue that makes going on impossible has been recorded.
struct ContextProbeAbort: Error {}

/// Where a ``ContextDecoder`` takes its values from.
enum ContextDecodingSource {
    /// Hands out probe values and records what is read.
    case probe(ContextProbeRecorder)
    /// Hands out the values of a value bag.
    case values(ContextValues, contextName: String)

    var contextName: String {
        switch self {
        case .probe(let recorder): return recorder.contextName
        case .values(_, let contextName): return contextName
        }
    }

    /// Reports that the context type reads something no parameter can provide, and returns the
    /// error to throw.
    func unsupported(_ issue: String) -> any Error {
        switch self {
        case .probe(let recorder):
            recorder.issues.append(issue)
            return ContextProbeAbort()
        case .values(_, let contextName):
            return ContextDeclarationError(context: contextName, issues: [issue])
        }
    }
}

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
        throw source.unsupported("it decodes from a single value, not from named fields; declare its parameters explicitly")
    }
}

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
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeIfPresentGeneric(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeIfPresentGeneric(type, key) }

    /// The generic `decode`, called explicitly so the concrete overloads do not call themselves.
    private func decodeGeneric<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        let name = key.stringValue
        switch source {
        case .probe(let recorder):
            let fieldType = try probedType(T.self, name: name, recorder: recorder)
            recorder.record(name, as: fieldType)
            return try ContextValueConversion.convert(T.self, recorder.probeValue(for: name, type: fieldType), parameter: name)
        case .values(let values, _):
            guard let value = values[name] else {
                throw ParameterError.notInContext(name: name, known: values.names, suggestions: NearMiss.suggestions(for: name, among: values.names))
            }
            return try ContextValueConversion.convert(T.self, value, parameter: name)
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
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

/// The decoder a field's own type is given when it decodes itself from a single value, e.g. a
/// `String` enum.
struct ContextFieldDecoder: Decoder, SingleValueDecodingContainer {
    let parameter: String
    let value: ParameterValue

    /// The parameter's name, so errors the field's type throws say which parameter they are about.
    var codingPath: [any CodingKey] { [ContextParameterKey(parameter)] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DecodingError.typeMismatch(ParameterValue.self, DecodingError.Context(
            codingPath: codingPath, debugDescription: "\(parameter) holds one value, not named fields; \(ContextFieldTypes.nestedAdvice)"))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(ParameterValue.self, DecodingError.Context(
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

/// Which parameter type a Swift field type maps to.
enum ContextFieldTypes {
    /// The outcome of ``classify(_:)``.
    enum Classification: Equatable {
        case supported(ParameterType)
        /// `reason` reads after the field's name: "is of type User, which …".
        case unsupported(reason: String)
    }

    static let nestedAdvice = "nested types are not supported: flatten the field (e.g. into an id with presets) or declare the parameters explicitly"

    /// The parameter type for fields of Swift type `type`.
    static func classify(_ type: Any.Type) -> Classification {
        if type == String.self { return .supported(.string) }
        if type == Bool.self { return .supported(.bool) }
        if type is any FixedWidthInteger.Type { return .supported(.int) }
        if type is any BinaryFloatingPoint.Type { return .supported(.double) }
        if type == UUID.self { return .supported(.uuid) }
        if type == URL.self { return .supported(.url) }
        if type == Date.self { return .supported(.date) }
        if let optional = type as? any ContextOptionalDecodable.Type {
            switch classify(optional.wrappedDecodableType) {
            case .supported(let wrapped): return .supported(wrapped.isOptional ? wrapped : .optional(wrapped))
            case .unsupported(let reason): return .unsupported(reason: reason)
            }
        }
        let name = TypeName.of(type)
        if let enumeration = type as? any CaseIterable.Type {
            guard let choices = stringCases(of: enumeration) else {
                return .unsupported(reason: "is of type \(name), a CaseIterable enum without String or integer raw values; give it raw values or declare the parameters explicitly")
            }
            guard !choices.isEmpty else {
                return .unsupported(reason: "is of type \(name), an enum without cases")
            }
            return .supported(.choice(choices))
        }
        return .unsupported(reason: "is of type \(name), which no parameter can hold (use String, Int, Double, Bool, UUID, URL, Date, a CaseIterable enum with String or integer raw values, or an Optional of one of these); \(nestedAdvice)")
    }

    /// The raw values of all cases as text, or `nil` when they are neither strings nor integers.
    private static func stringCases<Cases: CaseIterable>(of type: Cases.Type) -> [String]? {
        var names: [String] = []
        for value in Cases.allCases {
            guard let representable = value as? any RawRepresentable, let name = rawString(of: representable) else { return nil }
            names.append(name)
        }
        return names
    }

    /// A case's raw value as text: a `String` as it is, an integer in decimal.
    private static func rawString<Value: RawRepresentable>(of value: Value) -> String? {
        if let text = value.rawValue as? String { return text }
        if let integer = value.rawValue as? any BinaryInteger { return "\(integer)" }
        return nil
    }
}

/// Lets the decoders see through `Optional` field types.
protocol ContextOptionalDecodable {
    /// The wrapped type.
    static var wrappedDecodableType: any Decodable.Type { get }
    /// `nil` of this optional type.
    static var noneValue: Self { get }
    /// `value` wrapped, when it is of the wrapped type.
    static func wrapping(_ value: Any) -> Self?
}

extension Optional: ContextOptionalDecodable where Wrapped: Decodable {
    static var wrappedDecodableType: any Decodable.Type { Wrapped.self }
    static var noneValue: Wrapped? { .none }
    static func wrapping(_ value: Any) -> Wrapped?? {
        guard let wrapped = value as? Wrapped else { return nil }
        return .some(.some(wrapped))
    }
}

/// Turns a parameter value into the Swift type a context field asks for.
enum ContextValueConversion {
    /// `value` as a `T`: directly for the supported types (integers and floating-point types of
    /// any width, checked for range), through `T`'s own `init(from:)` for the rest (String enums).
    static func convert<T: Decodable>(_ type: T.Type, _ value: ParameterValue, parameter: String) throws -> T {
        if let optional = T.self as? any ContextOptionalDecodable.Type {
            if value == .absent, let none = optional.noneValue as? T { return none }
            let wrapped = try convertOpened(optional.wrappedDecodableType, value, parameter: parameter)
            if let result = optional.wrapping(wrapped) as? T { return result }
        }
        switch value {
        case .string(let text):
            if let result = text as? T { return result }
            // A choice of an enum with integer raw values holds the raw value's text.
            if T.self is any FixedWidthInteger.Type, let number = Int(text) {
                return try convert(T.self, .int(number), parameter: parameter)
            }
        case .int(let number):
            if let result = number as? T { return result }
            if let integer = T.self as? any FixedWidthInteger.Type {
                guard let converted = exactInteger(integer, number) else {
                    throw ParameterError.invalidValue(
                        parameter: parameter, input: value.canonicalString,
                        reason: "is out of range for \(T.self) (expected a whole number from \(integerRange(integer)))",
                        suggestions: [])
                }
                if let result = converted as? T { return result }
            }
            if let floating = T.self as? any BinaryFloatingPoint.Type, let result = floatingValue(floating, Double(number)) as? T {
                return result
            }
        case .double(let number):
            if let result = number as? T { return result }
            if let floating = T.self as? any BinaryFloatingPoint.Type {
                let converted = floatingValue(floating, number)
                guard isFinite(converted) else {
                    throw ParameterError.invalidValue(
                        parameter: parameter, input: value.canonicalString,
                        reason: "is out of range for \(T.self)", suggestions: [])
                }
                if let result = converted as? T { return result }
            }
        case .bool(let flag):
            if let result = flag as? T { return result }
        case .uuid(let uuid):
            if let result = uuid as? T { return result }
        case .url(let url):
            if let result = url as? T { return result }
        case .date(let date):
            if let result = date as? T { return result }
        case .absent:
            throw ParameterError.typeMismatch(parameter: parameter, value: value, requested: TypeName.of(T.self))
        }
        return try T(from: ContextFieldDecoder(parameter: parameter, value: value))
    }

    private static func convertOpened<Wrapped: Decodable>(_ type: Wrapped.Type, _ value: ParameterValue, parameter: String) throws -> Wrapped {
        try convert(Wrapped.self, value, parameter: parameter)
    }

    private static func exactInteger<Integer: FixedWidthInteger>(_ type: Integer.Type, _ value: Int) -> Integer? {
        Integer(exactly: value)
    }

    private static func integerRange<Integer: FixedWidthInteger>(_ type: Integer.Type) -> String {
        "\(Integer.min) to \(Integer.max)"
    }

    private static func floatingValue<Floating: BinaryFloatingPoint>(_ type: Floating.Type, _ value: Double) -> Floating {
        Floating(value)
    }

    private static func isFinite(_ value: any BinaryFloatingPoint) -> Bool {
        value.isFinite
    }
}
