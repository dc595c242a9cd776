import Foundation

/// Names of types and entities as they appear in traces and errors: deterministic, without
/// module prefixes.
enum TypeName {
    static func of(_ type: Any.Type) -> String {
        readable(String(describing: type))
    }

    static func of(entity: Any) -> String {
        readable(String(describing: Swift.type(of: entity)))
    }

    /// Spells the empty tuple as `Void`, as Swift code does.
    private static func readable(_ name: String) -> String {
        name.replacingOccurrences(of: "()", with: "Void")
    }

    /// Casts a navigation's context to the type an entity declared, or explains the mismatch.
    static func cast<Context>(_ value: Any, to type: Context.Type, for entity: String) throws -> Context {
        if let typed = value as? Context { return typed }
        throw RoutingError(
            .typeMismatch, entity: entity,
            reason: "expects a context of type \(of(Context.self)), but the navigation's context is of type \(of(Swift.type(of: value)))")
    }
}
