import Foundation
import PetriRouting
import PetriSupport

/// Which parameter type a Swift field type maps to.
enum ContextFieldTypes {
    /// The outcome of ``classify(_:)``.
    enum Classification: Equatable {
        case supported(ParameterType)
        /// `reason` reads after the field's name: "is of type User, which …".
        case unsupported(reason: String)
    }

    /// The parameter types of the field types most contexts use, by identity.
    private static let common: [ObjectIdentifier: ParameterType] = [
        ObjectIdentifier(String.self): .string, ObjectIdentifier(Int.self): .int, ObjectIdentifier(Bool.self): .bool,
        ObjectIdentifier(Double.self): .double, ObjectIdentifier(UUID.self): .uuid, ObjectIdentifier(URL.self): .url,
        ObjectIdentifier(Date.self): .date,
        ObjectIdentifier(String?.self): .optional(.string), ObjectIdentifier(Int?.self): .optional(.int),
        ObjectIdentifier(Bool?.self): .optional(.bool), ObjectIdentifier(Double?.self): .optional(.double),
        ObjectIdentifier(UUID?.self): .optional(.uuid), ObjectIdentifier(URL?.self): .optional(.url),
        ObjectIdentifier(Date?.self): .optional(.date),
    ]

    static let nestedAdvice =
        "nested types are not supported: flatten the field (e.g. into an id with presets) or declare the parameters explicitly"

    /// The parameter type for fields of Swift type `type`.
    static func classify(_ type: Any.Type) -> Classification {
        // The common types by identity first: a protocol check below scans every conformance
        // the process has loaded the first time it meets a type, which `petri list` pays for
        // each field type of every screen.
        if let known = common[ObjectIdentifier(type)] { return .supported(known) }
        // Then only the checks the kind of type allows: each is another scan for a new type.
        let kind = TypeKind.of(type)
        // Integers and floating-point numbers of other widths.
        if mayBeNumber(kind) {
            if type is any FixedWidthInteger.Type { return .supported(.int) }
            if type is any BinaryFloatingPoint.Type { return .supported(.double) }
        }
        if kind == .optional, let optional = type as? any ContextOptionalDecodable.Type {
            switch classify(optional.wrappedDecodableType) {
            case .supported(let wrapped): return .supported(wrapped.isOptional ? wrapped : .optional(wrapped))
            case .unsupported(let reason): return .unsupported(reason: reason)
            }
        }
        let name = TypeName.of(type)
        if kind != .optional, let enumeration = type as? any CaseIterable.Type {
            guard let choices = stringCases(of: enumeration) else {
                return .unsupported(
                    reason:
                        "is of type \(name), a CaseIterable enum without String or integer raw values; give it raw values or declare the parameters explicitly"
                )
            }
            guard !choices.isEmpty else {
                return .unsupported(reason: "is of type \(name), an enum without cases")
            }
            return .supported(.choice(choices))
        }
        return .unsupported(
            reason:
                "is of type \(name), which no parameter can hold (use String, Int, Double, Bool, UUID, URL, Date, a CaseIterable enum with String or integer raw values, or an Optional of one of these); \(nestedAdvice)"
        )
    }

    /// Whether a type of this kind may be one of the standard library's numbers, which are
    /// structs: an enum or an optional is not, and need not be asked.
    static func mayBeNumber(_ kind: TypeKind) -> Bool {
        kind != .enum && kind != .optional
    }

    /// The raw values of all cases as text, or `nil` when they are neither strings nor integers.
    private static func stringCases<Cases: CaseIterable>(of type: Cases.Type) -> [String]? {
        var names: [String] = []
        for value in Cases.allCases {
            guard let representable = value as? any RawRepresentable, let name = rawString(of: representable) else {
                return nil
            }
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
