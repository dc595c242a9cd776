import Foundation

/// Encodes documents the one way petri prints JSON — the same printer as the hierarchy's
/// (``HierarchySnapshot/renderJSON()``): two-space indentation, sorted keys, `[]` for empty
/// lists — so the same input gives byte-identical output on every platform.
package enum DocumentEncoding {
    /// `value` as JSON text.
    package static func json<Value: Encodable>(_ value: Value) throws -> String {
        try json(value, indent: "")
    }

    /// `value` as JSON text nested `indent` deep in a larger document, for a document written
    /// a part at a time (see ``JSONValue/prettyPrinted(indent:)``).
    package static func json<Value: Encodable>(_ value: Value, indent: String) throws -> String {
        try JSONValueEncoder().encode(value).prettyPrinted(indent: indent)
    }
}
