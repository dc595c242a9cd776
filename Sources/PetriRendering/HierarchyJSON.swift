import Foundation

extension HierarchySnapshot {
    /// The snapshot as JSON in the versioned schema documented in `docs/hierarchy-json.md`:
    /// pretty-printed with two-space indentation, keys sorted, every key present (`null` when it
    /// does not apply), no trailing newline. The same hierarchy always gives the same bytes, on
    /// every platform. `JSONEncoder` with ``encode(to:)`` writes the same document, formatted
    /// as that encoder is configured.
    public func renderJSON() -> String {
        jsonValue.prettyPrinted
    }

    /// Reads a snapshot from JSON written by ``renderJSON()`` (or by hand, in the same schema).
    ///
    /// A decoded snapshot has no instance identities: ``HierarchyDiff`` then matches view
    /// controllers by their place and type.
    /// - Throws: ``HierarchyJSONError`` when the text is not JSON, does not follow the schema, or
    ///   has another schema version.
    public init(json: String) throws(HierarchyJSONError) {
        do {
            self = try JSONDecoder().decode(Self.self, from: Data(json.utf8))
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.last?.stringValue == "schemaVersion" {
            throw .unsupportedSchemaVersion(detail: context.debugDescription)
        } catch let error as DecodingError {
            throw .invalid(detail: Self.explain(error))
        } catch {
            throw .invalid(detail: String(describing: error))
        }
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let components = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            return components.isEmpty ? "the document" : "$" + components.joined()
        }
        switch error {
        case let .keyNotFound(key, context):
            return "\(path(context.codingPath + [key])) is missing"
        case let .typeMismatch(type, context):
            return "\(path(context.codingPath)) should be \(Self.jsonName(of: type))"
        case let .valueNotFound(type, context):
            return "\(path(context.codingPath)) should be \(Self.jsonName(of: type)), not null"
        case let .dataCorrupted(context):
            guard !context.codingPath.isEmpty else {
                // Not JSON at all: the parser's own message says where.
                let underlying = context.underlyingError.map { " (\($0))" } ?? ""
                return context.debugDescription + underlying
            }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "a value of type \(type)"
        }
    }
}

/// Why a JSON hierarchy could not be read.
public enum HierarchyJSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document's `schemaVersion` is not the one this version of petri reads.
    case unsupportedSchemaVersion(detail: String)
    /// The text is not JSON, or does not follow the schema; `detail` says where and what.
    case invalid(detail: String)

    /// A message for the person who supplied the document.
    public var description: String {
        switch self {
        case let .unsupportedSchemaVersion(detail): detail
        case let .invalid(detail): "not a petri hierarchy document: \(detail)"
        }
    }
}
