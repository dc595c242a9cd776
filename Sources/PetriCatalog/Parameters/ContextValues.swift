public import Foundation
import PetriRouting
import PetriSupport

/// The typed values of a screen's context parameters, one per parameter in declaration order:
/// what the user gave, the defaults for what they left out, and ``ParameterValue/absent`` for
/// omitted optional parameters.
///
/// ```swift
/// let values = try ContextValues(parsing: ["productID=42", "sort=rating"], for: parameters)
/// values.int("productID")                    // 42
/// let sort: SortOrder = try values.get("sort")
/// values.description                         // productID=42 sort=rating
/// ```
public struct ContextValues: Sendable, Hashable, CustomStringConvertible, ExpressibleByDictionaryLiteral {
    /// One parameter's value.
    public struct Entry: Sendable, Hashable {
        /// The parameter's name.
        public let name: String
        /// Its value.
        public let value: ParameterValue

        /// The value `value` of the parameter `name`.
        public init(name: String, value: ParameterValue) {
            self.name = name
            self.value = value
        }
    }

    /// The values in parameter declaration order.
    public let entries: [Entry]

    /// No values: the context of a screen without parameters.
    public init() {
        self.entries = []
    }

    /// Values taken as they are, without checking them against any parameters. A later entry
    /// with the name of an earlier one replaces its value in place.
    public init(entries: [Entry]) {
        var ordered: [Entry] = []
        var positions: [String: Int] = [:]
        for entry in entries {
            if let index = positions[entry.name] {
                ordered[index] = entry
            } else {
                positions[entry.name] = ordered.count
                ordered.append(entry)
            }
        }
        self.entries = ordered
    }

    /// Values written as a literal, e.g. `["productID": 42, "sort": "price"]`, taken as they are.
    public init(dictionaryLiteral elements: (String, ParameterValue)...) {
        self.init(entries: elements.map { Entry(name: $0.0, value: $0.1) })
    }

    /// The values that `pairs` give to `parameters`.
    ///
    /// Every parameter gets a value: the parsed input, else its default, else ``ParameterValue/absent``
    /// when it is optional. Names are matched exactly (case-sensitive).
    /// - Throws: a ``ContextValuesError`` listing every unknown name (with did-you-mean), every
    ///   name given more than once, every invalid value and, last, all missing required parameters.
    public init(parsing pairs: [(name: String, value: String)], for parameters: [ContextParameter])
        throws(ContextValuesError)
    {
        let (entries, issues) = Self.resolve(pairs, for: parameters)
        guard issues.isEmpty else { throw ContextValuesError(issues: issues) }
        self.entries = entries
    }

    /// The values that `arguments` of the form `name=value` give to `parameters`; the value is
    /// everything after the first `=` and may be empty.
    /// - Throws: a ``ContextValuesError`` as the initializer that takes pairs, plus, first, one
    ///   ``ParameterError/malformedAssignment(_:)`` for each argument without a name and `=`.
    public init(parsing arguments: [String], for parameters: [ContextParameter]) throws(ContextValuesError) {
        var pairs: [(name: String, value: String)] = []
        var malformed: [ParameterError] = []
        for argument in arguments {
            guard let word = NameValueWord(named: argument) else {
                malformed.append(.malformedAssignment(argument))
                continue
            }
            pairs.append((word.name, word.value))
        }
        let (entries, issues) = Self.resolve(pairs, for: parameters)
        guard malformed.isEmpty, issues.isEmpty else { throw ContextValuesError(issues: malformed + issues) }
        self.entries = entries
    }

    /// The entries `pairs` give to `parameters`, and every mistake in them.
    private static func resolve(
        _ pairs: [(name: String, value: String)],
        for parameters: [ContextParameter]
    ) -> (entries: [Entry], issues: [ParameterError]) {
        var issues: [ParameterError] = []
        var given: [String: ParameterValue] = [:]
        var inputs: [String: [String]] = [:]
        for pair in pairs { inputs[pair.name, default: []].append(pair.value) }
        var reportedDuplicates = Set<String>()
        var seen = Set<String>()
        let known = parameters.map(\.name)
        for (name, input) in pairs {
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                issues.append(
                    .unknownParameter(
                        name: name, known: known, suggestions: NearMiss.suggestions(for: name, among: known)))
                continue
            }
            guard seen.insert(name).inserted else {
                if reportedDuplicates.insert(name).inserted {
                    issues.append(.duplicateParameter(name: name, inputs: inputs[name] ?? []))
                }
                continue
            }
            do {
                given[name] = try parameter.parse(input)
            } catch {
                issues.append(error)
            }
        }
        var entries: [Entry] = []
        var missing: [ContextParameter] = []
        var placed = Set<String>()
        for parameter in parameters where placed.insert(parameter.name).inserted {
            if let value = given[parameter.name] ?? parameter.defaultValue {
                entries.append(Entry(name: parameter.name, value: value))
            } else if parameter.type.isOptional {
                entries.append(Entry(name: parameter.name, value: .absent))
            } else if !seen.contains(parameter.name) {
                missing.append(parameter)
            }
        }
        if !missing.isEmpty { issues.append(.missingParameters(missing)) }
        return (entries, issues)
    }

    /// The parameter names, in order.
    public var names: [String] { entries.map(\.name) }

    /// The value of the parameter `name`, `nil` when there is no such parameter.
    public subscript(name: String) -> ParameterValue? {
        entries.first { $0.name == name }?.value
    }

    /// The value of `name` as the Swift type `type`; read an optional parameter as an `Optional`.
    ///
    /// ```swift
    /// let id: Int = try values.get("productID")
    /// let coupon: String? = try values.get("coupon")
    /// ```
    /// - Throws: ``ParameterError/notInContext(name:known:suggestions:)`` when there is no such
    ///   parameter, ``ParameterError/typeMismatch(parameter:value:requested:)`` when its value is
    ///   of another type or absent.
    public func get<Value: ParameterValueConvertible>(_ name: String, as type: Value.Type = Value.self)
        throws(ParameterError) -> Value
    {
        guard let value = self[name] else {
            throw .notInContext(name: name, known: names, suggestions: NearMiss.suggestions(for: name, among: names))
        }
        guard let result = Value(parameterValue: value) else {
            throw .typeMismatch(parameter: name, value: value, requested: TypeName.of(Value.self))
        }
        return result
    }

    /// The text of `name`, or `nil` when it has no string value (choices are strings).
    public func string(_ name: String) -> String? { try? get(name, as: String.self) }
    /// The whole number of `name`, or `nil` when it has no int value.
    public func int(_ name: String) -> Int? { try? get(name, as: Int.self) }
    /// The number of `name`, or `nil` when it has no double (or int) value.
    public func double(_ name: String) -> Double? { try? get(name, as: Double.self) }
    /// The flag of `name`, or `nil` when it has no bool value.
    public func bool(_ name: String) -> Bool? { try? get(name, as: Bool.self) }
    /// The UUID of `name`, or `nil` when it has no UUID value.
    public func uuid(_ name: String) -> UUID? { try? get(name, as: UUID.self) }
    /// The URL of `name`, or `nil` when it has no URL value.
    public func url(_ name: String) -> URL? { try? get(name, as: URL.self) }
    /// The instant of `name`, or `nil` when it has no date value.
    public func date(_ name: String) -> Date? { try? get(name, as: Date.self) }
    /// The case of `Choices` that `name` holds, or `nil` when it holds none.
    public func choice<Choices: ParameterChoices>(_ name: String, as type: Choices.Type = Choices.self) -> Choices? {
        try? get(name, as: Choices.self)
    }

    /// `name=value` for every parameter that has a value, separated by spaces, values in their
    /// canonical form and quoted when they would not read back as one word:
    /// `productID=42 sort=price title="Red shoes"`. Absent values are left out.
    public var description: String {
        entries.filter { $0.value != .absent }
            .map { "\($0.name)=\(ParameterText.word($0.value.canonicalString))" }
            .joined(separator: " ")
    }
}
