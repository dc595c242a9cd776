/// Why a RouteComposer entity or navigation failed, in RouteComposer's cases. The router
/// reports it inside its own error, naming the step and the entity.
public enum RoutingError: Error, CustomStringConvertible, Sendable {
    /// A type was not the one expected (a context, a view controller).
    case typeMismatch(type: any Any.Type, expectedType: any Any.Type, RoutingError.Context)
    /// Something could not be built or integrated.
    case compositionFailed(RoutingError.Context)
    /// A view controller refused to be dismissed.
    case cantBeDismissed(RoutingError.Context)
    /// The view controller a navigation starts from was not there.
    case initialController(InitialControllerErrorState, RoutingError.Context)
    /// Anything else.
    case generic(RoutingError.Context)

    /// Why the starting view controller was missing.
    public enum InitialControllerErrorState: Sendable {
        /// No view controller was found.
        case notFound
        /// It was found, then released.
        case deallocated
    }

    /// What happened, in words, and the error underneath, if any.
    public struct Context: CustomStringConvertible, Sendable {
        /// What happened.
        public let debugDescription: String
        /// The error that caused it, if any.
        public let underlyingError: (any Error)?

        /// Creates a description of what happened.
        public init(_ debugDescription: String, underlyingError: (any Error)? = nil) {
            self.debugDescription = debugDescription
            self.underlyingError = underlyingError
        }

        public var description: String {
            underlyingError.map { "\(debugDescription) (\($0))" } ?? debugDescription
        }
    }

    /// The context of any case.
    public var context: Context {
        switch self {
        case let .typeMismatch(_, _, context), let .compositionFailed(context), let .cantBeDismissed(context),
             let .initialController(_, context), let .generic(context):
            context
        }
    }

    public var description: String {
        switch self {
        case let .typeMismatch(type, expectedType, context):
            "type mismatch: \(type) is not \(expectedType): \(context)"
        case let .compositionFailed(context):
            "composition failed: \(context)"
        case let .cantBeDismissed(context):
            "cannot be dismissed: \(context)"
        case let .initialController(state, context):
            "initial controller \(state == .notFound ? "not found" : "deallocated"): \(context)"
        case let .generic(context):
            "\(context)"
        }
    }
}
