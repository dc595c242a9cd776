package import PetriSupport

extension TypeName {
    /// Casts a navigation's context to the type an entity declared, or explains the mismatch.
    ///
    /// A context of exactly the declared type (the common case: every step of a route takes the
    /// route's context) is taken as it is, without the runtime's general cast; a subclass, an
    /// existential or an optional goes through it.
    package static func cast<Context>(_ value: Any, to type: Context.Type, for entity: String) throws -> Context {
        if ObjectIdentifier(Swift.type(of: value)) == ObjectIdentifier(Context.self) {
            return exactly(value)
        }
        return try castThroughRuntime(value, to: type, for: entity)
    }

    /// The general cast, apart: its optional's metadata is looked up on entry, which the exact
    /// case does without.
    @inline(never)
    private static func castThroughRuntime<Context>(_ value: Any, to type: Context.Type, for entity: String) throws
        -> Context
    {
        if let typed = value as? Context { return typed }
        throw PetriRoutingError(
            .typeMismatch, entity: entity,
            reason:
                "expects a context of type \(of(Context.self)), but the navigation's context is of type \(of(Swift.type(of: value)))"
        )
    }

    /// `value`, opened from its existential, as `Context`, the type it is known to have.
    private static func exactly<Value, Context>(_ value: Value) -> Context {
        unsafeBitCast(value, to: Context.self)
    }
}
