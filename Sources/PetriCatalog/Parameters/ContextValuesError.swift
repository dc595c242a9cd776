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

    /// The most issues described one per line; the rest are counted.
    package static let describedIssueLimit = 5

    /// One line per issue, at most ``describedIssueLimit`` of them, then how many more there are.
    public var description: String {
        var lines = issues.prefix(Self.describedIssueLimit).map(\.description)
        if issues.count > Self.describedIssueLimit {
            lines.append("… and \(issues.count - Self.describedIssueLimit) more mistakes in the values given")
        }
        return lines.joined(separator: "\n")
    }
}
