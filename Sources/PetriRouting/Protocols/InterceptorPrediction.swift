/// What an interceptor would decide, said without running it: the part of a ``RoutingPlan``
/// that interceptors contribute.
///
/// A plan changes nothing, so it never runs an interceptor; an interceptor that can tell its
/// answer from state alone (a login interceptor reads the session) says it through
/// ``RoutingInterceptor/predict(with:)``, and one whose answer depends on the user or on the
/// world says so, so that a plan is never shown as certain when it is not.
public enum InterceptorPrediction: Sendable, Equatable, CustomStringConvertible {
    /// The interceptor will let the navigation continue.
    case allows
    /// The interceptor will refuse, for `reason`.
    case refuses(reason: String)
    /// The interceptor will refuse, for `reason`, unless the session meets `requirement` (see
    /// ``refuses(_:)``).
    case requires(SessionRequirement, reason: String)
    /// The answer depends on something the plan cannot know, e.g. what the user answers.
    case dependsOn(String)

    /// The interceptor will refuse with `error`: a ``SessionRequiring`` error keeps what the
    /// session would need, so the tool can say how to get it.
    public static func refuses(_ error: any Error) -> InterceptorPrediction {
        if let requiring = error as? any SessionRequiring {
            return .requires(requiring.requirement, reason: String(describing: error))
        }
        return .refuses(reason: String(describing: error))
    }

    /// Why the interceptor will refuse, or what its answer depends on; empty when it allows.
    package var reasonText: String {
        switch self {
        case .allows: ""
        case let .refuses(reason), let .requires(_, reason): reason
        case let .dependsOn(what): what
        }
    }

    /// Whether the interceptor will refuse.
    package var isRefusal: Bool {
        switch self {
        case .refuses, .requires: true
        case .allows, .dependsOn: false
        }
    }

    public var description: String {
        switch self {
        case .allows: "allows"
        case let .refuses(reason), let .requires(_, reason): "would refuse: \(reason)"
        case let .dependsOn(what): "depends on \(what)"
        }
    }
}
