import Foundation

/// A context schema's parameters and declaration problems, worked out once: given up front for
/// explicit parameters, or derived on first use from a `Decodable` type (a probe that decodes
/// the type once). Shared by the copies of a schema, and safe to read from any thread.
final class SchemaDeclaration: @unchecked Sendable {
    typealias Value = (parameters: [ContextParameter], error: ContextDeclarationError?)

    /// One lock for every declaration: deriving is rare and short, and ten thousand schemas
    /// do not need ten thousand locks.
    private static let lock = NSLock()
    /// Guarded by `lock`.
    private var derive: (@Sendable () -> Value)?
    /// Guarded by `lock`.
    private var derived: Value?

    /// A declaration known now.
    init(parameters: [ContextParameter], error: ContextDeclarationError?) {
        derived = (parameters, error)
    }

    /// A declaration `derive` works out the first time it is read.
    init(_ derive: @escaping @Sendable () -> Value) {
        self.derive = derive
    }

    /// The declarations derived from a type alone (no details of a screen's own), by type:
    /// guarded by `lock`. The screens that share a context type share its declaration, derived
    /// once (a team's hundred screens, a product's screens).
    nonisolated(unsafe) private static var byType: [ObjectIdentifier: SchemaDeclaration] = [:]

    /// The declaration made for `type` alone before, if any.
    static func shared(by type: Any.Type) -> SchemaDeclaration? {
        lock.lock()
        defer { lock.unlock() }
        return byType[ObjectIdentifier(type)]
    }

    /// The declaration of `type` when `derive` depends on the type alone: the one made for it
    /// before, or a new one that later calls share.
    static func shared(by type: Any.Type, _ derive: @escaping @Sendable () -> Value) -> SchemaDeclaration {
        lock.lock()
        defer { lock.unlock() }
        if let known = byType[ObjectIdentifier(type)] { return known }
        let declaration = SchemaDeclaration(derive)
        byType[ObjectIdentifier(type)] = declaration
        return declaration
    }

    /// The parameters and problems, derived now if they were not yet.
    var value: Value {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if let derived { return derived }
        let value = derive?() ?? ([], nil)
        derived = value
        derive = nil
        return value
    }
}
