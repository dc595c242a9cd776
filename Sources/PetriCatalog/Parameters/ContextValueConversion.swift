import Foundation
import PetriRouting
import PetriSupport

/// Turns a parameter value into the Swift type a context field asks for.
enum ContextValueConversion {
    /// `value` as a `T`: directly for the supported types (integers and floating-point types of
    /// any width, checked for range), through `T`'s own `init(from:)` for the rest (String enums).
    static func convert<T: Decodable>(_ type: T.Type, _ value: ParameterValue, parameter: String) throws -> T {
        // The kind of type first: a protocol check scans every conformance for each new type.
        let kind = TypeKind.of(T.self)
        if kind == .optional, let optional = T.self as? any ContextOptionalDecodable.Type {
            if value == .absent, let none = optional.noneValue as? T { return none }
            let wrapped = try convertOpened(optional.wrappedDecodableType, value, parameter: parameter)
            if let result = optional.wrapping(wrapped) as? T { return result }
        }
        switch value {
        case .string(let text):
            if let result = text as? T { return result }
            // A choice of an enum with integer raw values holds the raw value's text.
            if ContextFieldTypes.mayBeNumber(kind), T.self is any FixedWidthInteger.Type, let number = Int(text) {
                return try convert(T.self, .int(number), parameter: parameter)
            }
        case .int(let number):
            if let result = number as? T { return result }
            if ContextFieldTypes.mayBeNumber(kind), let integer = T.self as? any FixedWidthInteger.Type {
                guard let converted = exactInteger(integer, number) else {
                    throw ParameterError.invalidValue(
                        parameter: parameter, input: value.canonicalString,
                        reason: "is out of range for \(T.self) (expected a whole number from \(integerRange(integer)))",
                        suggestions: [])
                }
                if let result = converted as? T { return result }
            }
            if ContextFieldTypes.mayBeNumber(kind), let floating = T.self as? any BinaryFloatingPoint.Type,
                let result = floatingValue(floating, Double(number)) as? T
            {
                return result
            }
        case .double(let number):
            if let result = number as? T { return result }
            if ContextFieldTypes.mayBeNumber(kind), let floating = T.self as? any BinaryFloatingPoint.Type {
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

    private static func convertOpened<Wrapped: Decodable>(
        _ type: Wrapped.Type, _ value: ParameterValue, parameter: String
    ) throws -> Wrapped {
        try convert(Wrapped.self, value, parameter: parameter)
    }

    private static func exactInteger<Integer: FixedWidthInteger>(_ type: Integer.Type, _ value: Int) -> Integer? {
        Integer(exactly: value)
    }

    private static func integerRange<Integer: FixedWidthInteger>(_ type: Integer.Type) -> String {
        "\(Integer.min) to \(Integer.max)"
    }

    private static func floatingValue<Floating: BinaryFloatingPoint>(_ type: Floating.Type, _ value: Double) -> Floating
    {
        Floating(value)
    }

    private static func isFinite(_ value: any BinaryFloatingPoint) -> Bool {
        value.isFinite
    }
}
