import Foundation

/// A view controller's context, walked once, field by field: everything petri prints of a
/// context — the tree, `--json`, the exports, the diff — reads this one walk, so the forms never
/// disagree and an app never writes `description` for a readable tree.
///
/// A `Decodable` context reads like its parameters: `productID: 42, sort: newest` in a tree,
/// `{"productID": 42, "sort": "newest"}` in JSON. Values print in the form a user types them:
/// text quoted, choices (enumerations with raw values) bare, dates as `2024-05-01`, UUIDs in upper
/// case. A type that describes itself (`CustomStringConvertible`) keeps its own text in trees.
///
/// swift-custom-dump prints a value field by field too, but as a multi-line Swift literal for test
/// diffs (`ProductContext(productID: 42, sort: .newest)`); petri needs one-line typed forms and
/// typed JSON from the same walk, which this is.
package indirect enum ContextDump: Equatable, Sendable {
    /// No value: `nil`, `Optional.none`, `Void`.
    case absent
    /// A number or a Boolean, printed as Swift prints it and typed in JSON.
    case scalar(text: String, json: JSONValue)
    /// Free text: quoted in trees.
    case text(String)
    /// A value with a canonical text of its own (a choice, a UUID, a URL, a date, a type that
    /// describes itself): bare in trees, a string in JSON (or its raw value).
    case symbol(text: String, json: JSONValue)
    /// An array or a set, in order (a set sorted by its elements' text).
    case list([ContextDump])
    /// A dictionary with string keys, sorted by key.
    case dictionary([Field])
    /// A structure, class or tuple with labelled fields, in declaration order; `type` names it
    /// when it is nested in another value, `custom` is its own description if it has one.
    case record(type: String, fields: [Field], custom: String?)

    /// A labelled value of a record or a dictionary.
    package struct Field: Equatable, Sendable {
        package var label: String
        package var value: ContextDump
    }

    /// Walks `value`.
    package init(walking value: Any) {
        switch value {
        case let bool as Bool: self = .scalar(text: bool ? "true" : "false", json: .bool(bool))
        case let int as any BinaryInteger:
            self = .scalar(
                text: String(describing: int),
                json: Int(exactly: int).map(JSONValue.int) ?? .string(String(describing: int)))
        case let double as Double: self = .scalar(text: String(describing: double), json: .double(double))
        case let float as Float: self = .scalar(text: String(describing: float), json: .double(Double(float)))
        case let string as String: self = .text(string)
        case let uuid as UUID: self = .symbol(text: uuid.uuidString, json: .string(uuid.uuidString))
        case let url as URL: self = .symbol(text: url.absoluteString, json: .string(url.absoluteString))
        case let date as Date:
            let text = ParameterDateFormat.render(date)
            self = .symbol(text: text, json: .string(text))
        case is Void: self = .absent
        default: self = Self.walkReflecting(value)
        }
    }

    private static func walkReflecting(_ value: Any) -> ContextDump {
        if let raw = value as? any RawRepresentable {
            let rawDump = ContextDump(walking: raw.rawValue)
            let text = (raw.rawValue as? String) ?? String(describing: value)
            return .symbol(text: text, json: rawDump.json)
        }
        let mirror = Mirror(reflecting: value)
        let custom = (value as? any CustomStringConvertible)?.description
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { ContextDump(walking: $0.value) } ?? .absent
        case .collection:
            return .list(mirror.children.map { ContextDump(walking: $0.value) })
        case .set:
            return .list(mirror.children.map { ContextDump(walking: $0.value) }.sorted { $0.text < $1.text })
        case .dictionary:
            var fields: [Field] = []
            for pair in mirror.children {
                let parts = Mirror(reflecting: pair.value).children.map(\.value)
                guard parts.count == 2, let key = parts[0] as? String else {
                    return .symbol(text: String(describing: value), json: .string(String(describing: value)))
                }
                fields.append(Field(label: key, value: ContextDump(walking: parts[1])))
            }
            return .dictionary(fields.sorted { $0.label < $1.label })
        case .struct, .class, .tuple:
            let fields = mirror.children.compactMap { child in
                child.label.map { Field(label: $0, value: ContextDump(walking: child.value)) }
            }
            guard !fields.isEmpty, fields.count == mirror.children.count else {
                let text = custom ?? String(describing: value)
                return .symbol(text: text, json: .string(text))
            }
            return .record(type: TypeName.of(type(of: value)), fields: fields, custom: custom)
        default:
            let text = custom ?? String(describing: value)
            return .symbol(text: text, json: .string(text))
        }
    }

    // MARK: - Forms

    /// The one-line form a tree prints after a view controller's name, or `nil` when there is
    /// nothing to print (no context, or a record whose fields are all absent).
    package var treeText: String? {
        switch self {
        case .absent: return nil
        case let .record(_, fields, custom):
            guard let custom else { return Self.fieldsText(fields) }
            return custom.isEmpty ? nil : custom
        default:
            let text = text
            return text.isEmpty ? nil : text
        }
    }

    /// The form of a value inside another one.
    package var text: String {
        switch self {
        case .absent: "nil"
        case let .scalar(text, _), let .symbol(text, _): text
        case let .text(string): UserText.escaped(string)
        case let .list(elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case let .dictionary(fields):
            fields.isEmpty
                ? "[:]"
                : "[" + fields.map { "\(UserText.escaped($0.label)): \($0.value.text)" }.joined(separator: ", ") + "]"
        case let .record(type, fields, custom):
            custom ?? "\(type)(\(Self.fieldsText(fields) ?? ""))"
        }
    }

    /// `label: value, …`, absent optionals left out; `nil` when every field is absent.
    private static func fieldsText(_ fields: [Field]) -> String? {
        let shown = fields.filter { $0.value != .absent }.map { "\($0.label): \($0.value.text)" }
        return shown.isEmpty ? nil : shown.joined(separator: ", ")
    }

    /// The typed JSON form, for tools.
    package var json: JSONValue {
        switch self {
        case .absent: .null
        case let .scalar(_, json), let .symbol(_, json): json
        case let .text(string): .string(string)
        case let .list(elements): .array(elements.map(\.json))
        case let .dictionary(fields), let .record(_, fields, _):
            .object(Dictionary(fields.map { ($0.label, $0.value.json) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}
