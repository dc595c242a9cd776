/// What the router would do for a navigation, without doing it (a dry run).
///
/// A plan runs no interceptor: each one's answer is predicted. When one would refuse, the
/// decisions end at that interceptor and ``refusal`` says why; when one's answer cannot be known
/// in advance, ``isCertain`` is false and ``uncertainties`` names it.
public struct RoutingPlan: Sendable, Equatable, CustomStringConvertible {
    /// What one interceptor is predicted to decide.
    public struct Prediction: Sendable, Equatable {
        /// The interceptor's name.
        public var interceptor: String
        /// The step it was added to; `nil` for a router-level interceptor.
        public var step: String?
        /// Its predicted answer.
        public var prediction: InterceptorPrediction

        /// Creates a prediction.
        public init(interceptor: String, step: String?, prediction: InterceptorPrediction) {
            self.interceptor = interceptor
            self.step = step
            self.prediction = prediction
        }
    }

    /// The decisions, in the order the router takes them.
    public var decisions: [RoutingDecision]
    /// What each interceptor asked is predicted to decide, in the order they are asked.
    public var predictions: [Prediction]
    /// The warnings the navigation is predicted to give (a destination a tab bar built with its
    /// tabs would hide, a rule UIKit only discourages).
    public var warnings: [RoutingWarning]

    /// Whether the plan was made by running the app's own code and putting everything back
    /// (an entry reached by a coordinator call), rather than predicted by the router.
    public var isRehearsal: Bool

    /// Creates a plan.
    public init(
        decisions: [RoutingDecision], predictions: [Prediction] = [], warnings: [RoutingWarning] = [],
        isRehearsal: Bool = false
    ) {
        self.decisions = decisions
        self.predictions = predictions
        self.warnings = warnings
        self.isRehearsal = isRehearsal
    }

    /// The interceptor predicted to refuse, as the error the navigation would fail with.
    public var refusal: PetriRoutingError? {
        for prediction in predictions {
            switch prediction.prediction {
            case let .refuses(reason):
                return PetriRoutingError(
                    .interceptorRefused, step: prediction.step, entity: prediction.interceptor, reason: reason)
            case let .requires(requirement, reason):
                return PetriRoutingError(
                    .interceptorRefused, step: prediction.step, entity: prediction.interceptor, reason: reason,
                    requirement: requirement)
            case .allows, .dependsOn:
                continue
            }
        }
        return nil
    }

    /// The interceptors whose answer cannot be known in advance.
    public var uncertainties: [Prediction] {
        predictions.filter { if case .dependsOn = $0.prediction { true } else { false } }
    }

    /// Whether the navigation would do exactly this: no interceptor refuses and every one's
    /// answer is known.
    public var isCertain: Bool { refusal == nil && uncertainties.isEmpty }

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
        case failed(PetriRoutingError)
        /// The navigation succeeded with something the app team should know.
        case warning(RoutingWarning)
        /// An interceptor navigated (to a login screen): that navigation's own trace.
        case nested(interceptor: String, trace: RoutingTrace)

        public var description: String {
            switch self {
            case .decision(let decision): decision.description
            case .allowed(let interceptor): "  \(interceptor) allowed"
            case let .refused(interceptor, reason): "  \(interceptor) refused: \(reason)"
            case .failed(let error): "failed: \(error); hierarchy restored"
            case .warning(let warning): "warning: \(warning)"
            case let .nested(interceptor, trace):
                (["  \(interceptor) navigated:"] + trace.entries.map { "    " + $0.description }).joined(
                    separator: "\n")
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

    /// The warnings, in order.
    public var warnings: [RoutingWarning] {
        entries.compactMap { if case .warning(let warning) = $0 { warning } else { nil } }
    }

    public var description: String {
        entries.map(\.description).joined(separator: "\n")
    }
}
