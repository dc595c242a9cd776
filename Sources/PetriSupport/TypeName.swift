import Foundation

/// Names of types and entities as they appear in traces and errors: deterministic, without
/// module prefixes.
///
/// A metatype's name is read with the runtime's type-name function directly. `String(describing:)`
/// prints the same text, but first asks the runtime whether the metatype conforms to
/// `CustomStringConvertible` and its kin, and the first such question for each type scans every
/// conformance record in the process: with every routing entity named at registration, that scan
/// was most of petri's start-up (`../shared/notes/startup-profile.md`).
package enum TypeName {
    package static func of(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let name = cache[key] { return name }
        let name = readable(_typeName(type, qualified: false))
        cache[key] = name
        return name
    }

    package static func of(entity: Any) -> String {
        of(Swift.type(of: entity))
    }

    /// Each type's name, computed once: a catalog names the same few entity types thousands
    /// of times. Guarded by `cacheLock`.
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: String] = [:]
    private static let cacheLock = NSLock()

    /// Spells a runtime type name as Swift code writes it: `()` as `Void`, `Optional<Any>` as
    /// `Any?`, `Array<String>` as `[String]`, `Dictionary<String, Int>` as `[String: Int]`, at
    /// any depth (`LoginInterceptor<Optional<Any>>` → `LoginInterceptor<Any?>`). Native, and
    /// allocation-free when there is nothing to rewrite: Foundation's string functions bridge to
    /// `NSString` on Linux, which once was half of the start-up of a 10,000-screen catalog.
    package static func readable(_ name: String) -> String {
        let utf8 = name.utf8
        guard utf8.contains(UInt8(ascii: "(")) || utf8.contains(UInt8(ascii: "<")) else { return name }
        var parser = Parser(Array(name.unicodeScalars))
        guard let type = parser.type(), parser.isAtEnd else { return name }
        return type.spelled
    }

    /// A type name's structure, as the runtime prints it.
    package indirect enum Spelling {
        case named(String, [Spelling])
        case tuple([Spelling])
        case function([Spelling], Spelling)

        var spelled: String {
            switch self {
            case let .named(name, arguments):
                switch (name, arguments.count) {
                case ("Optional", 1):
                    let wrapped = arguments[0].spelled
                    return arguments[0].needsParenthesesBeforeSuffix ? "(\(wrapped))?" : wrapped + "?"
                case ("Array", 1): return "[\(arguments[0].spelled)]"
                case ("Dictionary", 2): return "[\(arguments[0].spelled): \(arguments[1].spelled)]"
                case (_, 0): return name
                default: return name + "<" + arguments.map(\.spelled).joined(separator: ", ") + ">"
                }
            case let .tuple(elements):
                return elements.isEmpty ? "Void" : "(" + elements.map(\.spelled).joined(separator: ", ") + ")"
            case let .function(parameters, result):
                return "(" + parameters.map(\.spelled).joined(separator: ", ") + ") -> " + result.spelled
            }
        }

        /// Whether `?` after it needs parentheses (`(any P)?`, `((Int) -> Void)?`).
        var needsParenthesesBeforeSuffix: Bool {
            switch self {
            case .function: true
            case let .named(name, _): name.contains(" ")
            case .tuple: false
            }
        }
    }

    /// Reads the runtime's spelling: names with generic arguments, tuples, function types.
    package struct Parser {
        private let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { index == scalars.count }

        private mutating func skip(_ text: String) -> Bool {
            let expected = Array(text.unicodeScalars)
            guard index + expected.count <= scalars.count, Array(scalars[index..<(index + expected.count)]) == expected
            else { return false }
            index += expected.count
            return true
        }

        mutating func type() -> Spelling? {
            var result: Spelling
            if skip("(") {
                var elements: [Spelling] = []
                if !skip(")") {
                    repeat {
                        guard let element = type() else { return nil }
                        elements.append(element)
                    } while skip(", ")
                    guard skip(")") else { return nil }
                }
                result = .tuple(elements)
            } else {
                let start = index
                while index < scalars.count,
                    !"<>(), ".unicodeScalars.contains(scalars[index]) || isKeywordSpace(at: index, from: start)
                {
                    index += 1
                }
                guard index > start else { return nil }
                let name = String(String.UnicodeScalarView(scalars[start..<index]))
                var arguments: [Spelling] = []
                if skip("<") {
                    repeat {
                        guard let argument = type() else { return nil }
                        arguments.append(argument)
                    } while skip(", ")
                    guard skip(">") else { return nil }
                }
                result = .named(name, arguments)
            }
            // A function type; one with effects is left as the runtime spells it.
            if skip(" async") || skip(" throws") { return nil }
            if skip(" -> ") {
                guard let output = type() else { return nil }
                if case let .tuple(parameters) = result { return .function(parameters, output) }
                return .function([result], output)
            }
            return result
        }

        /// The space after `any ` or `some ` belongs to the name.
        private func isKeywordSpace(at position: Int, from start: Int) -> Bool {
            guard scalars[position] == " " else { return false }
            let word = String(String.UnicodeScalarView(scalars[start..<position]))
            return word == "any" || word == "some"
        }
    }
}
