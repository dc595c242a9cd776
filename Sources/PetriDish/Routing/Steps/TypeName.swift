import Foundation

/// Names of types and entities as they appear in traces and errors: deterministic, without
/// module prefixes.
///
/// A metatype's name is read with the runtime's type-name function directly. `String(describing:)`
/// prints the same text, but first asks the runtime whether the metatype conforms to
/// `CustomStringConvertible` and its kin, and the first such question for each type scans every
/// conformance record in the process: with every routing entity named at registration, that scan
/// was most of petri's start-up (`../shared/notes/startup-profile.md`).
enum TypeName {
    static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let name = cache[key] { return name }
        let name = readable(_typeName(type, qualified: false))
        cache[key] = name
        return name
    }

    static func of(entity: Any) -> String {
        of(Swift.type(of: entity))
    }

    /// Each type's name, computed once: a catalog names the same few entity types thousands
    /// of times. Guarded by `cacheLock`.
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: String] = [:]
    private static let cacheLock = NSLock()

    /// Spells the empty tuple as `Void`, as Swift code does. Native and allocation-free when
    /// there is nothing to replace: Foundation's `replacingOccurrences` bridges to `NSString` on
    /// Linux, and was half of the start-up of a 10,000-screen catalog.
    private static func readable(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: "(")) else { return name }
        var result = ""
        var characters = name[...]
        while let character = characters.popFirst() {
            if character == "(", characters.first == ")" {
                characters.removeFirst()
                result += "Void"
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Casts a navigation's context to the type an entity declared, or explains the mismatch.
    static func cast<Context>(_ value: Any, to type: Context.Type, for entity: String) throws -> Context {
        if let typed = value as? Context { return typed }
        throw RoutingError(
            .typeMismatch, entity: entity,
            reason: "expects a context of type \(of(Context.self)), but the navigation's context is of type \(of(Swift.type(of: value)))")
    }
}
