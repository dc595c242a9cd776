/// Everything wrong with the `name=value` pairs given for a screen's context, in the order the
/// pairs were given, with the missing required parameters last (all of them in one issue).
public struct ContextValuesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The mistakes, one message each.
    public let issues: [ParameterError]

    /// The mistakes `issues`.
    public init(issues: [ParameterError]) {
        self.issues = issues
    }

    /// The required parameters that were not given, in declaration order, so a shell can ask
    /// for them.
    public var missingParameters: [ContextParameter] {
        issues.flatMap { issue -> [ContextParameter] in
            if case .missingParameters(let parameters) = issue { return parameters }
            return []
        }
    }

    /// One line per issue.
    public var description: String {
        issues.map(\.description).joined(separator: "\n")
    }
}
