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
