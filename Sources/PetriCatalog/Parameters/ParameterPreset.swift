/// A named value for a parameter whose values are awkward to type: `user=premium` instead of a
/// UUID, `product=sold-out` instead of an id someone has to look up.
///
/// Typing the preset's name (in any case) for the parameter gives the preset's value. Its value
/// is of the parameter's type; a string given for another type is parsed as the user would type
/// it (see ``ContextParameter``).
public struct ParameterPreset: Sendable, Hashable {
    /// What the user types, e.g. `premium`.
    public let name: String
    /// The value it stands for.
    public let value: ParameterValue
    /// One line that says what the value is, e.g. "a premium member with a saved card".
    public let summary: String

    /// A preset `name` standing for `value`, described by `summary`.
    public init(_ name: String, value: ParameterValue, summary: String = "") {
        self.name = name
        self.value = value
        self.summary = summary
    }
}
