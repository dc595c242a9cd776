package import PetriSupport

extension TypeName {
    /// Casts a navigation's context to the type an entity declared, or explains the mismatch.
    package static func cast<Context>(_ value: Any, to type: Context.Type, for entity: String) throws -> Context {
        if let typed = value as? Context { return typed }
        throw RoutingError(
            .typeMismatch, entity: entity,
            reason: "expects a context of type \(of(Context.self)), but the navigation's context is of type \(of(Swift.type(of: value)))")
    }
}
