import PetriSupport

/// How a notification payload resolved: the screen, the pattern, and the values it gave.
public struct NotificationResolution: Sendable, Equatable {
    /// The entry the notification opens.
    public var entry: String
    /// The pattern that matched.
    public var pattern: NotificationPattern
    /// The values, parsed as the entry's parameters.
    public var values: ContextValues
}

/// Why a notification payload could not be declared or resolved.
public enum NotificationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not a JSON object.
    case notAPayload(String, reason: String)
    /// No pattern matches; the nearest patterns, with what each lacks.
    case noMatch(keys: [String], nearest: [String])
    /// A pattern matches, but a value has the wrong JSON type or does not convert.
    case invalidValue(pattern: String, error: String)
    /// Two entries declare patterns one payload matches with the same specificity.
    case ambiguous(first: String, firstEntry: String, second: String, secondEntry: String)

    public var description: String {
        switch self {
        case let .notAPayload(text, reason):
            "\(UserText.quoted(text)) is not a notification payload: \(reason); "
                + #"a payload is the userInfo dictionary as a JSON object, such as {"type": "chat.message", "chatID": 7}"#
        case let .noMatch(keys, nearest):
            "no screen is opened by a notification with "
                + (keys.isEmpty ? "no keys" : "the keys " + keys.joined(separator: ", "))
                + (nearest.isEmpty ? "" : "; the nearest: " + nearest.joined(separator: "; "))
        case let .invalidValue(pattern, error):
            "the notification matches \(pattern), but \(error)"
        case let .ambiguous(first, firstEntry, second, secondEntry):
            "notifications \(first) (\(firstEntry)) and \(second) (\(secondEntry)) match the same payloads with the same specificity; "
                + "give one of them another literal key"
        }
    }
}

/// Every entry's notification patterns, resolved by the payload's keys and values.
@MainActor
package final class NotificationTable {
    struct Registration {
        let pattern: NotificationPattern
        let entry: String
        let parameters: [ContextParameter]
    }

    private var registrations: [Registration] = []
    /// The entries whose patterns clash with an earlier entry's.
    var conflicts: [String: CatalogError] = [:]

    package init() {}

    /// Adds `pattern` for `entry`.
    /// - Throws: ``NotificationError/ambiguous(first:firstEntry:second:secondEntry:)`` when an
    ///   earlier entry's pattern has the same literal keys and values and the same placeholder keys.
    func add(_ pattern: NotificationPattern, entry: String, parameters: [ContextParameter]) throws(NotificationError) {
        if let other = registrations.first(where: { $0.entry != entry && Self.shape($0.pattern) == Self.shape(pattern) }
        ) {
            throw .ambiguous(
                first: other.pattern.description, firstEntry: other.entry, second: pattern.description,
                secondEntry: entry)
        }
        registrations.append(Registration(pattern: pattern, entry: entry, parameters: parameters))
    }

    /// What decides a match: the literal pairs, and the placeholder keys.
    private static func shape(_ pattern: NotificationPattern) -> [String] {
        pattern.items.map { key, value in
            if case .literal(let text) = value { "\(key)=\(text)" } else { "\(key)=*" }
        }
    }

    /// Resolves a payload, given as JSON text.
    package func resolve(_ text: String) throws(NotificationError) -> NotificationResolution {
        let payload: [String: JSONValue]
        do {
            guard case .object(let members) = try JSONValue(parsing: Array(text.utf8)) else {
                throw NotificationError.notAPayload(text, reason: "it is JSON, but not an object")
            }
            payload = Self.flattened(members)
        } catch let error as NotificationError {
            throw error
        } catch {
            throw .notAPayload(text, reason: String(describing: error))
        }
        var firstError: NotificationError?
        let ranked = registrations.enumerated().sorted {
            ($1.element.pattern.literalCount, $0.offset) < ($0.element.pattern.literalCount, $1.offset)
        }.map(\.element)
        for registration in ranked where Self.literalsMatch(registration.pattern, payload) {
            do {
                let values = try Self.values(of: registration, in: payload)
                return NotificationResolution(entry: registration.entry, pattern: registration.pattern, values: values)
            } catch {
                firstError = firstError ?? error
            }
        }
        if let firstError { throw firstError }
        throw .noMatch(keys: payload.keys.sorted(), nearest: nearest(to: payload))
    }

    private static func literalsMatch(_ pattern: NotificationPattern, _ payload: [String: JSONValue]) -> Bool {
        pattern.items.allSatisfy { key, value in
            guard case .literal(let text) = value else { return true }
            return payload[key].map(scalarText) == text
        }
    }

    /// The values of a matching pattern's placeholders, typed by their parameters.
    private static func values(of registration: Registration, in payload: [String: JSONValue]) throws(NotificationError)
        -> ContextValues
    {
        var pairs: [(name: String, value: String)] = []
        for (key, value) in registration.pattern.items {
            guard case .placeholder(let name) = value else { continue }
            let parameter = registration.parameters.first { $0.name == name }
            guard let given = payload[key], given != .null else {
                if parameter?.type.isOptional == true { continue }
                throw .invalidValue(
                    pattern: registration.pattern.description, error: "it has no \(key), which gives \(name)")
            }
            if let parameter, let expected = expectedJSONType(of: parameter), expected != jsonType(of: given) {
                throw .invalidValue(
                    pattern: registration.pattern.description,
                    error:
                        "\(key) is \(scalarText(given).map(UserText.quoted) ?? jsonType(of: given)) (\(jsonType(of: given))), and \(name) is \(parameter.type): the payload must hold \(expected)"
                )
            }
            guard let text = scalarText(given) else {
                throw .invalidValue(
                    pattern: registration.pattern.description, error: "\(key) is \(jsonType(of: given)), not a value")
            }
            pairs.append((name, text))
        }
        do {
            return try ContextValues(parsing: pairs, for: registration.parameters)
        } catch {
            throw .invalidValue(pattern: registration.pattern.description, error: error.description)
        }
    }

    /// The three patterns sharing the most with the payload (a literal key and value, then a
    /// literal key with another value or a placeholder key), each with what it lacks.
    private func nearest(to payload: [String: JSONValue]) -> [String] {
        let scored = registrations.map { registration -> (score: Int, text: String) in
            var missing: [String] = []
            var score = 0
            for (key, value) in registration.pattern.items {
                switch value {
                case .literal(let text):
                    if Self.scalarText(payload[key] ?? .null) == text {
                        score += 4
                    } else {
                        // The key is there with another value: nearer than a key left out.
                        if payload[key] != nil { score += 2 }
                        missing.append(
                            "\(key) = \(ParameterText.quoted(text))"
                                + (payload[key].flatMap(Self.scalarText).map { " (not \(UserText.quoted($0)))" } ?? ""))
                    }
                case .placeholder:
                    if payload[key] != nil { score += 2 } else { missing.append(key) }
                }
            }
            return (score, "\(registration.pattern) (\(registration.entry)) needs " + missing.joined(separator: ", "))
        }
        return scored.filter { $0.score > 0 }.sorted { ($0.score, $1.text) > ($1.score, $0.text) }.prefix(3).map(\.text)
    }

    /// Nested objects' keys joined with dots: `{"aps": {"category": "CHAT"}}` → `aps.category`.
    private static func flattened(_ members: [String: JSONValue], prefix: String = "") -> [String: JSONValue] {
        var flat: [String: JSONValue] = [:]
        for (key, value) in members {
            let path = prefix.isEmpty ? key : prefix + "." + key
            if case .object(let nested) = value {
                flat.merge(flattened(nested, prefix: path)) { first, _ in first }
            } else {
                flat[path] = value
            }
        }
        return flat
    }

    /// A scalar's text as a literal is written: strings as they are, numbers and booleans as
    /// JSON writes them; `nil` for `null`, arrays and objects.
    private static func scalarText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .null, .array, .object: nil
        }
    }

    /// The JSON type a parameter's value must have in a payload, as ``jsonType(of:)`` names it.
    private static func expectedJSONType(of parameter: ContextParameter) -> String? {
        switch parameter.type.base.description {
        case "int", "double": "a number"
        case "bool": "true or false"
        default: "a string"
        }
    }

    private static func jsonType(of value: JSONValue) -> String {
        switch value {
        case .int, .double: "a number"
        case .bool: "true or false"
        case .string: "a string"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
