/// What the router would do for a navigation, without doing it (a dry run).
public struct RoutingPlan: Sendable, Equatable, CustomStringConvertible {
    /// The decisions, in the order the router takes them.
    public var decisions: [RoutingDecision]

    /// Creates a plan.
    public init(decisions: [RoutingDecision]) {
        self.decisions = decisions
    }

    public var description: String {
        decisions.map(\.description).joined(separator: "\n")
    }
}

/// What the router did during a navigation: its decisions, with the outcome of each
/// interceptor, in order.
public struct RoutingTrace: Sendable, Equatable, CustomStringConvertible {
    /// One line of the trace.
    public enum Entry: Sendable, Equatable, CustomStringConvertible {
        /// A decision the router took.
        case decision(RoutingDecision)
        /// An interceptor let the navigation continue.
        case allowed(interceptor: String)
        /// An interceptor refused, with its reason.
        case refused(interceptor: String, reason: String)
        /// The navigation failed; the hierarchy was restored.
        case failed(RoutingError)

        public var description: String {
            switch self {
            case .decision(let decision): decision.description
            case .allowed(let interceptor): "  \(interceptor) allowed"
            case let .refused(interceptor, reason): "  \(interceptor) refused: \(reason)"
            case .failed(let error): "failed, hierarchy restored: \(error)"
            }
        }
    }

    /// The entries, in order.
    public var entries: [Entry]

    /// Creates a trace.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The decisions alone: equal to the plan of the same navigation when it succeeded.
    public var decisions: [RoutingDecision] {
        entries.compactMap { if case .decision(let decision) = $0 { decision } else { nil } }
    }

    public var description: String {
        entries.map(\.description).joined(separator: "\n")
    }
}
