import PetriSupport
import Foundation

/// What parsing a raw string against a ``ParameterType`` gave, before the parameter's name,
/// presets and examples are added to it.
enum ParameterParseOutcome: Equatable {
    /// The typed value.
    case value(ParameterValue)
    /// The input is not a value of the type. `problem` reads after the quoted input
    /// ("is not an int"); `expected`, when set, replaces the type's usual expected form.
    case failure(problem: String, expected: String?)
}

extension ParameterType {
    /// The words a user could have meant for this type, for "did you mean".
    var suggestionWords: [String] {
        switch self {
        case .bool: return ["true", "false", "yes", "no", "on", "off"]
        case .choice(let choices): return choices
        case .optional(let wrapped): return wrapped.suggestionWords
        default: return []
        }
    }

    /// What a valid input looks like, for messages and prompts; `nil` for a choice, whose problem
    /// already lists the choices. `example` replaces the generic example when given.
    func expectedForm(example: String?) -> String? {
        switch self {
        case .string: return "any text"
        case .int: return "a whole number, e.g. \(example ?? "42")"
        case .double: return "a number, e.g. \(example ?? "9.99")"
        case .bool: return "true or false; yes/no, on/off and 1/0 also work"
        case .uuid: return "8-4-4-4-12 hex digits, e.g. \(example ?? "3F2504E0-4F89-41D3-9A0C-0305E82C3301")"
        case .url: return "an absolute URL with a scheme, e.g. \(example ?? "https://example.com/item/42")"
        case .date: return "ISO 8601, e.g. \(example ?? "2024-05-01 or 2024-05-01T09:30:00Z")"
        case .choice: return nil
        case .optional(let wrapped): return wrapped.expectedForm(example: example)
        }
    }

    /// Parses `input` as a value of this type (presets are the parameter's business, not the type's).
    func parse(_ input: String) -> ParameterParseOutcome {
        let trimmed = input.trimmedOfWhitespace()
        switch self {
        case .string:
            return .value(.string(input))
        case .int:
            return Self.parseInt(trimmed)
        case .double:
            return Self.parseDouble(trimmed)
        case .bool:
            switch trimmed.lowercased() {
            case "true", "yes", "on", "1": return .value(.bool(true))
            case "false", "no", "off", "0": return .value(.bool(false))
            default: return .failure(problem: "is not a bool", expected: nil)
            }
        case .uuid:
            guard let uuid = UUID(uuidString: trimmed) else { return .failure(problem: "is not a UUID", expected: nil) }
            return .value(.uuid(uuid))
        case .url:
            return Self.parseURL(trimmed)
        case .date:
            switch ParameterDateFormat.parse(trimmed) {
            case .success(let date): return .value(.date(date))
            case .failure(let problem): return .failure(problem: problem.message, expected: nil)
            }
        case .choice(let choices):
            if choices.contains(trimmed) { return .value(.string(trimmed)) }
            let folded = trimmed.lowercased()
            let matches = choices.filter { $0.lowercased() == folded }
            if matches.count == 1 { return .value(.string(matches[0])) }
            if choices.isEmpty { return .failure(problem: "is not accepted: there are no choices", expected: nil) }
            return .failure(problem: "is not one of \(choices.joined(separator: ", "))", expected: nil)
        case .optional(let wrapped):
            if wrapped.base == .string {
                if input == "nil" { return .value(.absent) }
            } else if trimmed == "nil" || trimmed.isEmpty {
                return .value(.absent)
            }
            return wrapped.parse(input)
        }
    }

    private static func parseInt(_ text: String) -> ParameterParseOutcome {
        if let number = Int(text) { return .value(.int(number)) }
        let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return .failure(
                problem: "is out of range for an int",
                expected: "a whole number from \(Int.min) to \(Int.max)")
        }
        return .failure(problem: "is not an int", expected: nil)
    }

    private static func parseDouble(_ text: String) -> ParameterParseOutcome {
        let allowed = text.allSatisfy { "0123456789+-.eE".contains($0) }
        guard allowed, text.contains(where: { $0.isASCII && $0.isNumber }), let number = Double(text) else {
            return .failure(problem: "is not a double", expected: nil)
        }
        guard number.isFinite else {
            return .failure(
                problem: "is out of range for a double",
                expected: "a number between -\(Double.greatestFiniteMagnitude) and \(Double.greatestFiniteMagnitude)")
        }
        return .value(.double(number))
    }

    private static func parseURL(_ text: String) -> ParameterParseOutcome {
        let failure = ParameterParseOutcome.failure(problem: "is not a URL", expected: nil)
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }),
            let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty
        else { return failure }
        var rest = url.absoluteString.dropFirst(scheme.count + 1)
        if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
        guard !rest.isEmpty else { return failure }
        return .value(.url(url))
    }
}
