import Foundation
import PetriCatalog
import PetriSupport

extension JSONValue {
    /// A context as typed JSON, for tools: numbers, booleans and strings as themselves, an
    /// optional as its value or `null`, an enumeration with a raw value as that value, UUIDs,
    /// URLs and dates as their canonical text (``ParameterValue``'s forms), arrays as arrays,
    /// dictionaries with string keys and structures or classes with stored properties as
    /// objects (property names as keys), anything else as its description.
    static func reflecting(_ value: Any) -> JSONValue {
        switch value {
        case let bool as Bool: return .bool(bool)
        case let int as any BinaryInteger: return Int(exactly: int).map(JSONValue.int) ?? .string(String(describing: int))
        case let double as Double: return .double(double)
        case let float as Float: return .double(Double(float))
        case let string as String: return .string(string)
        case let uuid as UUID: return .string(ParameterValue.uuid(uuid).description)
        case let url as URL: return .string(url.absoluteString)
        case let date as Date: return .string(ParameterValue.date(date).description)
        case let parameter as ParameterValue: return reflecting(parameter)
        case is Void: return .null
        default: break
        }
        if let raw = value as? any RawRepresentable {
            return reflecting(raw.rawValue)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { reflecting($0.value) } ?? .null
        case .collection, .set:
            return .array(mirror.children.map { reflecting($0.value) })
        case .dictionary:
            var members: [String: JSONValue] = [:]
            for pair in mirror.children {
                let parts = Mirror(reflecting: pair.value).children.map(\.value)
                guard parts.count == 2, let key = parts[0] as? String else { return .string(String(describing: value)) }
                members[key] = reflecting(parts[1])
            }
            return .object(members)
        case .struct, .class, .tuple:
            let labelled = mirror.children.compactMap { child in child.label.map { ($0, reflecting(child.value)) } }
            guard !labelled.isEmpty, labelled.count == mirror.children.count else { return .string(String(describing: value)) }
            return .object(Dictionary(labelled, uniquingKeysWith: { first, _ in first }))
        default:
            return .string(String(describing: value))
        }
    }

    /// A parameter value as typed JSON.
    static func reflecting(_ value: ParameterValue) -> JSONValue {
        switch value {
        case let .string(text): .string(text)
        case let .int(number): .int(number)
        case let .double(number): .double(number)
        case let .bool(flag): .bool(flag)
        case .uuid, .url, .date: .string(value.description)
        case .absent: .null
        }
    }
}
