/// What a developer adds to a parameter derived from a `Decodable` context field, without
/// repeating its type: help, an example, a default, presets. Values are converted to the field's
/// type as in ``ContextParameter`` (`example: "2024-05-01"` for a `Date` field).
///
/// ```swift
/// ContextSchema(decoding: ProductContext.self, details: [
///     "productID": .init(help: "The product to show", example: 42),
///     "sort": "How the reviews are ordered",              // a string literal is the help text
///     "user": .init(presets: [ParameterPreset("guest", value: "00000000-0000-0000-0000-000000000000")]),
/// ])
/// ```
public struct ParameterDetails: Sendable, Hashable, ExpressibleByStringLiteral {
    /// One line that says what the parameter is for.
    public var help: String
    /// A typical value.
    public var example: ParameterValue?
    /// The value used when the parameter is omitted; makes a non-optional field not required.
    public var defaultValue: ParameterValue?
    /// Named values too awkward to type.
    public var presets: [ParameterPreset]

    /// Details with any of help, example, default and presets.
    public init(
        help: String = "",
        example: ParameterValue? = nil,
        default: ParameterValue? = nil,
        presets: [ParameterPreset] = []
    ) {
        self.help = help
        self.example = example
        self.defaultValue = `default`
        self.presets = presets
    }

    /// Details with only a help text.
    public init(stringLiteral help: String) {
        self.init(help: help)
    }
}
