public import Foundation
import PetriSupport

/// A typed value of a context parameter.
///
/// A choice is a ``string(_:)`` holding one of the choices. The literals make declarations
/// short: `default: 42`, `example: "price"`, `default: true`; a string literal given for a
/// parameter of another type is parsed as the user would type it (`example: "2024-05-01"` for
/// a date), see ``ContextParameter``.
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    /// Text, or one of a choice parameter's choices.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A finite decimal number.
    case double(Double)
    /// A truth value.
    case bool(Bool)
    /// A UUID.
    case uuid(UUID)
    /// An absolute URL.
    case url(URL)
    /// An instant.
    case date(Date)
    /// No value: an optional parameter that was omitted or given as `nil`.
    case absent

    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An int value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A double value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A bool value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// The value as a user would type it, the same every time (see ``ParameterType`` for each
    /// form); ``absent`` is `nil`. Parsing it against the value's type gives the value back;
    /// dates round-trip to the millisecond for the years 0000–9999 that the date syntax has.
    public var canonicalString: String {
        switch self {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return String(describing: number)
        case .bool(let flag): return flag ? "true" : "false"
        case .uuid(let uuid): return uuid.uuidString
        case .url(let url): return url.absoluteString
        case .date(let date): return ParameterDateFormat.render(date)
        case .absent: return "nil"
        }
    }

    /// The ``canonicalString``.
    public var description: String { canonicalString }

    /// The kind of value with an article, for messages: "an int", "no value".
    var kindName: String {
        switch self {
        case .string: return "a string"
        case .int: return "an int"
        case .double: return "a double"
        case .bool: return "a bool"
        case .uuid: return "a UUID"
        case .url: return "a URL"
        case .date: return "a date"
        case .absent: return "no value"
        }
    }

    /// The canonical string in quotes when it is text, bare otherwise: `"abc"`, `42`, `true`.
    var messageText: String {
        if case .string(let text) = self { return ParameterText.quoted(text) }
        return canonicalString
    }

    static let placeholderUUID = ParameterValue.uuid(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
    static let placeholderURL: ParameterValue = {
        guard let url = URL(string: "https://example.com") else { return .absent }
        return .url(url)
    }()
    static let placeholderDate = ParameterValue.date(Date(timeIntervalSince1970: 0))
}
