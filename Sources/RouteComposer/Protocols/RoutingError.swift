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
    public enum InitialControllerErrorState: CustomStringConvertible, Sendable {
        /// No view controller was found.
        case notFound
        /// It was found, then released.
        case deallocated

        /// As RouteComposer words it: "Initial controller not found" or "Initial controller
        /// deallocated".
        public var description: String {
            switch self {
            case .notFound: "Initial controller not found"
            case .deallocated: "Initial controller deallocated"
            }
        }
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

        /// The description and the underlying error joined by " -> ", as RouteComposer words it;
        /// "No valuable information provided" when both are missing.
        public var description: String {
            let parts = [debugDescription.isEmpty ? nil : debugDescription, underlyingError.map { "\($0)" }].compactMap(
                \.self)
            return parts.isEmpty ? "No valuable information provided" : parts.joined(separator: " -> ")
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

    /// The kind of error, then its context, as RouteComposer words them ("Composition Failed
    /// Error: …"), so an app's log reads and matches as it does on a device.
    public var description: String {
        switch self {
        case let .typeMismatch(type, expectedType, context):
            "Type Mismatch Error: Type \(String(describing: type)) is not equal to the expected type \(String(describing: expectedType)). \(context)"
        case let .compositionFailed(context):
            "Composition Failed Error: \(context)"
        case let .cantBeDismissed(context):
            "View Controller Can Not Be Dismissed Error: \(context)"
        case let .initialController(state, context):
            "Initial Controller Error: \(state). \(context)"
        case let .generic(context):
            "Generic Error: \(context)"
        }
    }
}
