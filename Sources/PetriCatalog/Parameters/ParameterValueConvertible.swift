public import Foundation

/// A Swift type that a context parameter's value can be read as: `String`, `Int`, `Double`,
/// `Bool`, `UUID`, `URL`, `Date`, a ``ParameterChoices`` enum, and an `Optional` of any of them.
///
/// ``ContextValues/get(_:as:)`` reads values through it, and
/// the typed ``ContextParameter`` initializer (`ContextParameter("sort", SortOrder.self)`) declares parameters with it.
public protocol ParameterValueConvertible: Sendable {
    /// The parameter type whose values this Swift type holds.
    static var parameterType: ParameterType { get }
    /// The Swift value of `parameterValue`, or `nil` when it holds a value of another type.
    init?(parameterValue: ParameterValue)
    /// This value as a parameter value.
    var parameterValue: ParameterValue { get }
}

extension String: ParameterValueConvertible {
    /// ``ParameterType/string``.
    public static var parameterType: ParameterType { .string }
    /// The text of a ``ParameterValue/string(_:)``.
    public init?(parameterValue: ParameterValue) {
        guard case .string(let text) = parameterValue else { return nil }
        self = text
    }
    /// ``ParameterValue/string(_:)``.
    public var parameterValue: ParameterValue { .string(self) }
}

extension Int: ParameterValueConvertible {
    /// ``ParameterType/int``.
    public static var parameterType: ParameterType { .int }
    /// The number of a ``ParameterValue/int(_:)``.
    public init?(parameterValue: ParameterValue) {
        guard case .int(let number) = parameterValue else { return nil }
        self = number
    }
    /// ``ParameterValue/int(_:)``.
    public var parameterValue: ParameterValue { .int(self) }
}

extension Double: ParameterValueConvertible {
    /// ``ParameterType/double``.
    public static var parameterType: ParameterType { .double }
    /// The number of a ``ParameterValue/double(_:)`` or ``ParameterValue/int(_:)``.
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .double(let number): self = number
        case .int(let number): self = Double(number)
        default: return nil
        }
    }
    /// ``ParameterValue/double(_:)``.
    public var parameterValue: ParameterValue { .double(self) }
}

extension Bool: ParameterValueConvertible {
    /// ``ParameterType/bool``.
    public static var parameterType: ParameterType { .bool }
    /// The flag of a ``ParameterValue/bool(_:)``.
    public init?(parameterValue: ParameterValue) {
        guard case .bool(let flag) = parameterValue else { return nil }
        self = flag
    }
    /// ``ParameterValue/bool(_:)``.
    public var parameterValue: ParameterValue { .bool(self) }
}

extension UUID: ParameterValueConvertible {
    /// ``ParameterType/uuid``.
    public static var parameterType: ParameterType { .uuid }
    /// The UUID of a ``ParameterValue/uuid(_:)``.
    public init?(parameterValue: ParameterValue) {
        guard case .uuid(let uuid) = parameterValue else { return nil }
        self = uuid
    }
    /// ``ParameterValue/uuid(_:)``.
    public var parameterValue: ParameterValue { .uuid(self) }
}

extension URL: ParameterValueConvertible {
    /// ``ParameterType/url``.
    public static var parameterType: ParameterType { .url }
    /// The URL of a ``ParameterValue/url(_:)``.
    public init?(parameterValue: ParameterValue) {
        guard case .url(let url) = parameterValue else { return nil }
        self = url
    }
    /// ``ParameterValue/url(_:)``.
    public var parameterValue: ParameterValue { .url(self) }
}

extension Date: ParameterValueConvertible {
    /// ``ParameterType/date``.
    public static var parameterType: ParameterType { .date }
    /// The instant of a ``ParameterValue/date(_:)``.
    public init?(parameterValue: ParameterValue) {
        guard case .date(let date) = parameterValue else { return nil }
        self = date
    }
    /// ``ParameterValue/date(_:)``.
    public var parameterValue: ParameterValue { .date(self) }
}

extension Optional: ParameterValueConvertible where Wrapped: ParameterValueConvertible {
    /// ``ParameterType/optional(_:)`` of the wrapped type.
    public static var parameterType: ParameterType { .optional(Wrapped.parameterType) }
    /// `nil` for ``ParameterValue/absent``, the wrapped value otherwise; fails when the value
    /// holds another type.
    public init?(parameterValue: ParameterValue) {
        if parameterValue == .absent {
            self = .none
        } else if let wrapped = Wrapped(parameterValue: parameterValue) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }
    /// ``ParameterValue/absent`` for `nil`, the wrapped value's otherwise.
    public var parameterValue: ParameterValue {
        switch self {
        case .none: return .absent
        case .some(let wrapped): return wrapped.parameterValue
        }
    }
}
