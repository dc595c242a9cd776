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
    /// The answer depends on something the plan cannot know, e.g. what the user answers.
    case dependsOn(String)

    public var description: String {
        switch self {
        case .allows: "allows"
        case let .refuses(reason): "would refuse: \(reason)"
        case let .dependsOn(what): "depends on \(what)"
        }
    }
}
