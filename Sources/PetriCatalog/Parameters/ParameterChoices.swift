/// Marks a `CaseIterable` enum with `String` or integer raw values as the type of a choice
/// parameter: its raw values (as text) are the choices, in declaration order.
///
/// ```swift
/// enum SortOrder: String, CaseIterable, Decodable, ParameterChoices { case price, rating, newest }
/// ContextParameter("sort", SortOrder.self, default: .price)
/// let sort: SortOrder = try values.get("sort")
/// ```
///
/// Deriving parameters from a `Decodable` context does not need the marker: any
/// `CaseIterable` enum with `String` or integer raw values becomes a choice there.
public protocol ParameterChoices: CaseIterable, RawRepresentable, ParameterValueConvertible
where RawValue: LosslessStringConvertible {}

extension ParameterChoices {
    /// ``ParameterType/choice(_:)`` of the raw values of all cases.
    public static var parameterType: ParameterType { .choices(of: Self.self) }

    /// The case whose raw value a ``ParameterValue/string(_:)`` holds.
    public init?(parameterValue: ParameterValue) {
        guard case .string(let text) = parameterValue, let raw = RawValue(text) else { return nil }
        self.init(rawValue: raw)
    }

    /// ``ParameterValue/string(_:)`` of the raw value's text.
    public var parameterValue: ParameterValue { .string(rawValue.description) }
}
