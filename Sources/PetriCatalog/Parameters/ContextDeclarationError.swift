/// What is wrong with how a screen declares its context: a parameter whose default, example or
/// preset is not of its type, two parameters with one name, a `Decodable` context field of a type
/// no parameter can hold. A developer's mistake, reported by `check` rather than crashing.
public struct ContextDeclarationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The context type the declaration is for, e.g. `ProductContext`.
    public let context: String
    /// One sentence per problem.
    public let issues: [String]

    /// The problems `issues` with the declaration of `context`.
    public init(context: String, issues: [String]) {
        self.context = context
        self.issues = issues
    }

    /// One line per issue, each starting with the context type: `ProductContext: …`.
    public var description: String {
        issues.map { "\(context): \($0)" }.joined(separator: "\n")
    }
}
