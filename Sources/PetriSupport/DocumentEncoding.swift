import Foundation

/// Encodes documents the one way petri prints JSON — the same printer as the hierarchy's
/// (``HierarchySnapshot/renderJSON()``): two-space indentation, sorted keys, `[]` for empty
/// lists — so the same input gives byte-identical output on every platform.
package enum DocumentEncoding {
    /// `value` as JSON text.
    package static func json<Value: Encodable>(_ value: Value) throws -> String {
        let data = try JSONEncoder().encode(value)
        return try JSONValue(parsing: data).prettyPrinted
    }
}
