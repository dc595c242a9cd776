import Foundation

/// Encodes documents the one way petri prints JSON: pretty, with sorted keys, so the same input
/// gives byte-identical output.
public enum DocumentEncoding {
    /// `value` as JSON text.
    public static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
