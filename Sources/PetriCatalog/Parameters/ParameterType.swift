/// The type of a screen's context parameter: what a user may type for it and what it becomes.
///
/// | type | accepted input (surrounding whitespace is ignored except for strings) | canonical form |
/// | --- | --- | --- |
/// | ``string`` | any text, verbatim (also the empty text) | the text |
/// | ``int`` | a whole number with an optional sign: `42`, `-7`, `+3` | `42` |
/// | ``double`` | a decimal number: `9.99`, `-0.5`, `3`, `1e-3` (finite only) | Swift's shortest round-trip form: `9.99`, `3.0`, `0.001` |
/// | ``bool`` | `true`/`false`, `yes`/`no`, `on`/`off`, `1`/`0`, any case | `true` / `false` |
/// | ``uuid`` | 8-4-4-4-12 hex digits, any case | upper case |
/// | ``url`` | an absolute URL with a scheme and something after it: `https://x.com/a`, `shop://product/42` | the URL's absolute string |
/// | ``date`` | ISO 8601: `2024-05-01` (midnight UTC) or `2024-05-01T09:30[:00[.250]]` followed by `Z` or an offset `+02:00`/`+0200`/`+02` | `2024-05-01` when the instant is midnight UTC, otherwise `2024-05-01T07:30:00Z`, with milliseconds when there are any |
/// | ``choice(_:)`` | one of the choices; a different case is accepted when it matches exactly one choice | the choice as declared |
/// | ``optional(_:)`` | `nil` for no value, anything the wrapped type accepts, and (unless the wrapped type is ``string``) an empty input for no value | `nil` for no value |
public indirect enum ParameterType: Sendable, Hashable, CustomStringConvertible {
    /// Any text.
    case string
    /// A whole number that fits in `Int`.
    case int
    /// A finite decimal number.
    case double
    /// A truth value.
    case bool
    /// A UUID.
    case uuid
    /// An absolute URL.
    case url
    /// An instant, written as an ISO 8601 date or date-time.
    case date
    /// One of a fixed list of strings, e.g. a sort order `price`, `rating`, `newest`.
    case choice([String])
    /// The wrapped type, or no value at all; such a parameter may be omitted.
    case optional(ParameterType)

    /// The choice type of a `CaseIterable` enum with `String` or integer raw values, its cases in
    /// declaration order.
    public static func choices<Choices: ParameterChoices>(of type: Choices.Type) -> ParameterType {
        .choice(Choices.allCases.map(\.rawValue.description))
    }

    /// Whether the parameter may have no value (``optional(_:)``).
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without any ``optional(_:)`` around it.
    public var base: ParameterType {
        if case .optional(let wrapped) = self { return wrapped.base }
        return self
    }

    /// The choices of a ``choice(_:)`` type (also inside ``optional(_:)``); empty for other types.
    public var choices: [String] {
        if case .choice(let choices) = base { return choices }
        return []
    }

    /// A compact spelling for one-line listings: `int`, `uuid`, `price|rating|newest`, `int?`,
    /// `(price|rating)?`.
    public var description: String {
        switch self {
        case .string: return "string"
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .uuid: return "uuid"
        case .url: return "url"
        case .date: return "date"
        case .choice(let choices): return choices.joined(separator: "|")
        case .optional(let wrapped):
            if case .choice = wrapped { return "(\(wrapped))?" }
            return "\(wrapped)?"
        }
    }

    /// Whether `value` is a value of this type (for a choice: one of the choices, exactly).
    public func accepts(_ value: ParameterValue) -> Bool {
        switch (self, value) {
        case (.optional, .absent): return true
        case (.optional(let wrapped), _): return wrapped.accepts(value)
        case (.string, .string), (.int, .int), (.double, .double), (.bool, .bool),
            (.uuid, .uuid), (.url, .url), (.date, .date):
            return true
        case (.choice(let choices), .string(let text)): return choices.contains(text)
        default: return false
        }
    }

    /// The type's name with an article for messages: "an int", "a UUID", "one of a, b".
    var articleName: String {
        switch self {
        case .string: return "a string"
        case .int: return "an int"
        case .double: return "a double"
        case .bool: return "a bool"
        case .uuid: return "a UUID"
        case .url: return "a URL"
        case .date: return "a date"
        case .choice(let choices): return "one of \(choices.joined(separator: ", "))"
        case .optional(let wrapped): return wrapped.articleName
        }
    }

    /// `value` converted to this type when it is not already of it: a string is parsed as
    /// the user would type it, an int widens to a double. `nil` when that fails.
    func coerce(_ value: ParameterValue) -> ParameterValue? {
        if accepts(value) { return value }
        switch (self, value) {
        case (_, .string(let text)):
            if case .value(let parsed) = parse(text) { return parsed }
            return nil
        case (.double, .int(let number)):
            return .double(Double(number))
        case (.optional(let wrapped), _):
            return wrapped.coerce(value)
        default:
            return nil
        }
    }

    /// A harmless value of this type, used when probing a `Decodable` context type.
    var placeholder: ParameterValue {
        switch self {
        case .string: return .string("text")
        case .int: return .int(1)
        case .double: return .double(1)
        case .bool: return .bool(false)
        case .uuid: return ParameterValue.placeholderUUID
        case .url: return ParameterValue.placeholderURL
        case .date: return ParameterValue.placeholderDate
        case .choice(let choices): return .string(choices.first ?? "")
        case .optional: return .absent
        }
    }
}
