import PetriSupport

/// A notification an entry is opened from: the keys of the payload's `userInfo` dictionary that
/// identify it, with literal values, and the keys whose values become parameters, as
/// `{name}`. A nested key is written with dots (`aps.category`).
///
/// ```swift
/// notifications: [["type": "chat.message", "chatID": "{chatID}"]]
/// ```
///
/// A payload matches when it has every literal key with that value and every placeholder key
/// (an optional parameter's may be absent); the value must have the parameter's JSON type — a
/// number for an `int` or `double`, `true`/`false` for a `bool`, a string for the others. When
/// several patterns match, the one with the most literal keys wins.
public struct NotificationPattern: Sendable, Hashable, CustomStringConvertible, ExpressibleByDictionaryLiteral {
    /// What a key must hold.
    public enum Requirement: Sendable, Hashable {
        /// This text (a number or `true`/`false` as JSON writes it).
        case literal(String)
        /// A value for the parameter `name`.
        case placeholder(name: String)
    }

    /// The keys, sorted, with what each must hold.
    public let items: [(key: String, value: Requirement)]

    /// A payload key, dotted for a nested one (`aps.category`).
    public typealias Key = String
    /// A literal value, or `{name}` for a parameter.
    public typealias Value = String

    /// Creates a pattern from `key: value` pairs, `{name}` values being placeholders.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Creates a pattern from a dictionary, `{name}` values being placeholders.
    public init(_ items: [String: String]) {
        self.items = items.sorted { $0.key < $1.key }.map { key, value in
            if value.count > 2, value.hasPrefix("{"), value.hasSuffix("}") {
                return (key, .placeholder(name: String(value.dropFirst().dropLast())))
            }
            return (key, .literal(value))
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// `{chatID: {chatID}, type: "chat.message"}`: keys sorted, literals quoted.
    public var description: String {
        "{"
            + items.map { key, value in
                switch value {
                case .literal(let text): "\(key): \(ParameterText.quoted(text))"
                case .placeholder(let name): "\(key): {\(name)}"
                }
            }.joined(separator: ", ") + "}"
    }

    /// The parameters the placeholders name, in key order.
    public var parameterNames: [String] {
        items.compactMap { if case .placeholder(let name) = $0.value { name } else { nil } }
    }

    /// How many keys must hold a literal value: the pattern's specificity.
    var literalCount: Int {
        items.count { if case .literal = $0.value { true } else { false } }
    }

    /// The payload this pattern gives for `values`, as JSON: literals as JSON writes them,
    /// placeholders typed by their parameter (`nil` when a required one has no value).
    package func payload(for values: ContextValues, parameters: [ContextParameter]) -> String? {
        var payload: [String: JSONValue] = [:]
        for (key, value) in items {
            let json: JSONValue
            switch value {
            case .literal(let text):
                json =
                    Int(text).map(JSONValue.int)
                    ?? (text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text))
            case .placeholder(let name):
                guard let given = values[name], given != .absent else {
                    if parameters.first(where: { $0.name == name })?.type.isOptional == true { continue }
                    return nil
                }
                json = Self.json(given)
            }
            Self.insert(json, at: key.split(separator: ".").map(String.init)[...], into: &payload)
        }
        return JSONValue.object(payload).prettyPrinted.split(separator: "\n").map {
            $0.trimmingPrefix(while: \.isWhitespace)
        }.joined(separator: " ")
    }

    private static func json(_ value: ParameterValue) -> JSONValue {
        switch value {
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .bool(let flag): .bool(flag)
        default: .string(value.description)
        }
    }

    private static func insert(_ value: JSONValue, at path: ArraySlice<String>, into object: inout [String: JSONValue])
    {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = value
            return
        }
        var nested: [String: JSONValue] = if case .object(let members)? = object[first] { members } else { [:] }
        insert(value, at: path.dropFirst(), into: &nested)
        object[first] = .object(nested)
    }
}

extension String.SubSequence {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self[(firstIndex { !predicate($0) } ?? endIndex)...]
    }
}
