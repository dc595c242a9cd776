/// Marks a `CaseIterable` enum with `String` raw values as the type of a choice parameter:
/// its raw values are the choices, in declaration order.
///
/// ```swift
/// enum SortOrder: String, CaseIterable, Decodable, ParameterChoices { case price, rating, newest }
/// ContextParameter("sort", SortOrder.self, default: .price)
/// let sort: SortOrder = try values.get("sort")
/// ```
///
/// Deriving parameters from a `Decodable` context does not need the marker: any
/// `CaseIterable` enum with `String` raw values becomes a choice there.
public protocol ParameterChoices: CaseIterable, RawRepresentable, ParameterValueConvertible where RawValue == String {}

extension ParameterChoices {
    /// ``ParameterType/choice(_:)`` of the raw values of all cases.
    public static var parameterType: ParameterType { .choices(of: Self.self) }

    /// The case whose raw value a ``ParameterValue/string(_:)`` holds.
    public init?(parameterValue: ParameterValue) {
        guard case .string(let text) = parameterValue else { return nil }
        self.init(rawValue: text)
    }

    /// ``ParameterValue/string(_:)`` of the raw value.
    public var parameterValue: ParameterValue { .string(rawValue) }
}
