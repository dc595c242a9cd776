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
        if let parameter = value as? ParameterValue { return reflecting(parameter) }
        return ContextDump(walking: value).json
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
