import Foundation
import PetriSupport

/// One piece of context a screen needs: a product id, a sort order, a user.
///
/// ```swift
/// ContextParameter("productID", .int, example: 42, help: "The product to show")
/// ContextParameter("sort", SortOrder.self, default: .price)
/// ContextParameter("user", .uuid, help: "Who is signed in", presets: [
///     ParameterPreset("premium", value: "3F2504E0-4F89-41D3-9A0C-0305E82C3301", summary: "A premium member"),
/// ])
/// ```
///
/// A parameter is *required* unless its type is ``ParameterType/optional(_:)`` or it has a
/// default. Values given for the default, the example and the presets are converted to the
/// parameter's type when they are not of it already: a string is parsed as the user would type
/// it (`"2024-05-01"` for a date, `"price"` for a choice), an int widens to a double. A value that
/// cannot be converted is dropped and reported in ``declarationIssues`` instead of crashing;
/// ``ContextSchema`` turns those into a ``ContextDeclarationError``.
///
/// When parsing, a preset's name (any case, surrounding whitespace ignored) wins over the
/// literal meaning of the input, also for string parameters; a preset name that is also a valid
/// value of a non-string type is a declaration issue.
public struct ContextParameter: Sendable, Hashable, CustomStringConvertible {
    /// The name typed before `=`, e.g. `productID`. Names are case-sensitive.
    public let name: String
    /// What values the parameter takes.
    public let type: ParameterType
    /// The value used when the parameter is omitted, of the parameter's type.
    public let defaultValue: ParameterValue?
    /// A typical value, shown in help and in the expected form of error messages.
    public let example: ParameterValue?
    /// One line that says what the parameter is for.
    public let help: String
    /// Named values, in declaration order.
    public let presets: [ParameterPreset]
    /// What is wrong with this declaration (empty when nothing is), one sentence each.
    package let declarationIssues: [String]

    /// A parameter called `name` of `type`.
    /// - Parameters:
    ///   - name: what the user types before `=`.
    ///   - type: the values it takes.
    ///   - default: the value when it is omitted (makes it not required).
    ///   - example: a typical value.
    ///   - help: one line about it.
    ///   - presets: named values too awkward to type.
    public init(
        _ name: String,
        _ type: ParameterType,
        default: ParameterValue? = nil,
        example: ParameterValue? = nil,
        help: String = "",
        presets: [ParameterPreset] = []
    ) {
        var issues = Self.nameIssues(name) + Self.typeIssues(type, name: name)
        func converted(_ value: ParameterValue?, role: String) -> ParameterValue? {
            guard let value else { return nil }
            if let result = type.coerce(value) { return result }
            issues.append(Self.conversionIssue(value, role: role, type: type, name: name))
            return nil
        }
        self.name = name
        self.type = type
        self.help = help
        self.defaultValue = converted(`default`, role: "default")
        self.example = converted(example, role: "example")
        var kept: [ParameterPreset] = []
        var seenNames = Set<String>()
        for preset in presets {
            let folded = preset.name.lowercased()
            if preset.name.isEmpty || preset.name.contains(where: \.isWhitespace) {
                issues.append("\(name): preset name \(ParameterText.quoted(preset.name)) must be one word")
                continue
            }
            guard seenNames.insert(folded).inserted else {
                issues.append("\(name): preset \(ParameterText.quoted(preset.name)) is declared twice")
                continue
            }
            if type.isOptional && folded == "nil" {
                issues.append("\(name): preset \"nil\" would hide the way to give no value")
                continue
            }
            if type.base != .string, case .value = type.parse(preset.name) {
                issues.append("\(name): preset \(ParameterText.quoted(preset.name)) is also a valid value; rename it")
                continue
            }
            guard let value = converted(preset.value, role: "preset \(ParameterText.quoted(preset.name)) =") else {
                continue
            }
            kept.append(ParameterPreset(preset.name, value: value, summary: preset.summary))
        }
        self.presets = kept
        self.declarationIssues = issues
    }

    /// A parameter called `name` whose values are those of the Swift type `valueType`, with a
    /// typed default and example: `ContextParameter("sort", SortOrder.self, default: .price)`.
    public init<Value: ParameterValueConvertible>(
        _ name: String,
        _ valueType: Value.Type,
        default: Value? = nil,
        example: Value? = nil,
        help: String = "",
        presets: [ParameterPreset] = []
    ) {
        self.init(
            name, Value.parameterType,
            default: `default`?.parameterValue, example: example?.parameterValue,
            help: help, presets: presets
        )
    }

    /// Whether the parameter must be given: its type is not optional and it has no default.
    public var isRequired: Bool {
        !type.isOptional && defaultValue == nil
    }

    /// `name: type`, with ` = default` when there is one: `productID: int`,
    /// `sort: price|rating|newest = price`, `coupon: string?`.
    package var synopsis: String {
        var text = "\(name): \(type)"
        if let defaultValue { text += " = \(ParameterText.word(defaultValue.canonicalString))" }
        return text
    }

    /// The ``synopsis``.
    public var description: String { synopsis }

    /// What a valid input looks like, for prompts: `a whole number, e.g. 42`,
    /// `one of price, rating, newest, or nil for no value`, `… or a preset: guest, premium`.
    package var inputHint: String {
        let base = expectedBase ?? type.base.articleName
        return ([base] + expectedAddOns).joined(separator: ", or ")
    }

    /// The value `input` stands for: a preset's value, or the input parsed as the parameter's type.
    ///
    /// Optional parameters take `nil` for no value (see ``ParameterType``).
    /// - Throws: ``ParameterError/invalidValue(parameter:input:reason:suggestions:)`` with the
    ///   expected form and "did you mean" suggestions among choices, presets and boolean words.
    public func parse(_ input: String) throws(ParameterError) -> ParameterValue {
        let trimmed = input.trimmedOfWhitespace()
        if !presets.isEmpty, let preset = preset(named: trimmed) { return preset.value }
        switch type.parse(input) {
        case .value(let value):
            return value
        case .failure(let problem, let expected):
            var words = type.suggestionWords + presets.map(\.name)
            if type.isOptional { words.append("nil") }
            throw .invalidValue(
                parameter: name,
                input: input,
                reason: reason(problem: problem, expected: expected),
                suggestions: NearMiss.suggestions(for: trimmed, among: words)
            )
        }
    }

    /// The preset called `name`, ignoring case.
    public func preset(named name: String) -> ParameterPreset? {
        let folded = name.lowercased()
        return presets.first { $0.name.lowercased() == folded }
    }

    /// The name of the first preset whose value is `value`, to show `user=premium` rather than a UUID.
    package func presetName(for value: ParameterValue) -> String? {
        presets.first { $0.value == value }?.name
    }

    /// The words that complete `prefix` (case-insensitive) for this parameter's value: its choices
    /// or `true`/`false`, then its presets, then `nil` when it is optional, in that order.
    public func completions(forPrefix prefix: String) -> [String] {
        var words = type.base == .bool ? ["true", "false"] : type.choices
        words += presets.map(\.name)
        if type.isOptional { words.append("nil") }
        let folded = prefix.lowercased()
        var seen = Set<String>()
        return words.filter { $0.lowercased().hasPrefix(folded) && seen.insert($0).inserted }
    }

    /// The type's expected form with this parameter's example; `nil` for a choice.
    private var expectedBase: String? {
        let exampleText = example.flatMap { $0 == .absent ? nil : $0.canonicalString }
        return type.base.expectedForm(example: exampleText)
    }

    /// The alternatives besides the type's own values: no value, presets.
    private var expectedAddOns: [String] {
        var addOns: [String] = []
        if type.isOptional { addOns.append("nil for no value") }
        if !presets.isEmpty { addOns.append("a preset: " + presets.map(\.name).joined(separator: ", ")) }
        return addOns
    }

    /// `problem` followed by what would have been right, in parentheses.
    private func reason(problem: String, expected: String?) -> String {
        if let base = expected ?? expectedBase {
            return "\(problem) (expected \(([base] + expectedAddOns).joined(separator: ", or ")))"
        }
        if expectedAddOns.isEmpty { return problem }
        return "\(problem) (or \(expectedAddOns.joined(separator: ", or ")))"
    }

    private static func nameIssues(_ name: String) -> [String] {
        if name.isEmpty { return ["a parameter has an empty name"] }
        if name.contains(where: { $0.isWhitespace || $0 == "=" }) {
            return ["parameter name \(ParameterText.quoted(name)) must not contain spaces or \"=\""]
        }
        return []
    }

    private static func typeIssues(_ type: ParameterType, name: String) -> [String] {
        switch type {
        case .optional(.optional):
            return ["\(name): an optional of an optional type; make it optional once"]
        case .optional(let wrapped):
            return typeIssues(wrapped, name: name)
        case .choice(let choices):
            if choices.isEmpty { return ["\(name): a choice without choices"] }
            var issues: [String] = []
            var seen = Set<String>()
            for choice in choices where !seen.insert(choice.lowercased()).inserted {
                issues.append(
                    "\(name): choice \(ParameterText.quoted(choice)) is listed twice (choices are matched ignoring case)"
                )
            }
            if choices.contains("") { issues.append("\(name): a choice is empty") }
            return issues
        default:
            return []
        }
    }

    private static func conversionIssue(_ value: ParameterValue, role: String, type: ParameterType, name: String)
        -> String
    {
        if value == .absent { return "\(name): \(role) is nil, but the parameter is not optional" }
        if case .string(let text) = value, case .failure(let problem, let expected) = type.parse(text) {
            let suffix = (expected ?? type.base.expectedForm(example: nil)).map { " (expected \($0))" } ?? ""
            return "\(name): \(role) \(ParameterText.quoted(text)) \(problem)\(suffix)"
        }
        return "\(name): \(role) \(value.messageText) is \(value.kindName), not \(type.base.articleName)"
    }
}
