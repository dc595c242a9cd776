public import PetriHierarchy

/// Why a navigation failed. The message gives the reason, then the entity (factory, finder,
/// action, interceptor, task) and the step; after any routing error the hierarchy is exactly as it
/// was before the navigation started.
public struct PetriRoutingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure.
    public enum Kind: String, Sendable, Equatable {
        /// No step found an existing view controller to start from, and none can start the route.
        case unableToStart
        /// A step's finder found nothing, and the step cannot build its view controller.
        case notFound
        /// An interceptor refused the navigation.
        case interceptorRefused
        /// A context task refused the context.
        case contextTaskFailed
        /// A factory refused or failed to build its view controller.
        case factoryFailed
        /// An action could not integrate a view controller.
        case actionFailed
        /// A view controller that must be dismissed forbids it.
        case cannotBeDismissed
        /// An entity was declared for another type of context or view controller.
        case typeMismatch
        /// Another navigation is still running.
        case navigationInProgress
        /// The navigation was waiting for an interceptor (the user at a login screen) when
        /// another started: the other replaces it, as an app keeps one pending link, and takes
        /// over what it showed so far (``PetriRouter/pendingNavigation``).
        case superseded
        /// A finder or context adapter threw.
        case stepFailed
        /// A UIKit call made during the navigation (by a factory, a task, an interceptor or the
        /// app's own code) raised an exception: on a device the app would stop there.
        case uikitException
        /// The app's own code that reaches an entry (its coordinator's call) threw.
        case appCodeFailed
        /// The navigation finished, but the screen it was for is not on screen: the app's code
        /// returned early, or left it covered by a window or a presentation.
        case destinationNotOnScreen
    }

    /// The kind of failure.
    public var kind: Kind
    /// The step that failed, e.g. `step 2/3 (UINavigationController)`, when one did.
    public var step: String?
    /// The entity that failed, e.g. `ProductFactory`.
    public var entity: String?
    /// What went wrong.
    public var reason: String
    /// What the session would need for the navigation to go through, when an interceptor said
    /// so (``SessionRequiring``): the tool adds how to get it.
    public var requirement: SessionRequirement?

    /// Creates an error.
    public init(
        _ kind: Kind, step: String? = nil, entity: String? = nil, reason: String, requirement: SessionRequirement? = nil
    ) {
        self.kind = kind
        self.step = step
        self.entity = entity
        self.reason = reason
        self.requirement = requirement
    }

    /// The reason first — what the user can act on — then who said it and where:
    /// `this screen needs a logged-in user — LoginInterceptor<Void> at step 1/2 (CheckoutViewController)`.
    public var description: String {
        // A reason that names its entity first ("PaymentScreen cannot be dismissed, …") does
        // not need it repeated.
        let entity = entity.flatMap { reason.hasPrefix($0) ? nil : $0 }
        return switch (entity, step) {
        case let (entity?, step?): "\(reason) — \(entity) at \(step)"
        case let (entity?, nil): "\(reason) — \(entity)"
        case let (nil, step?): "\(reason) — at \(step)"
        case (nil, nil): reason
        }
    }
}

extension PetriRoutingError {
    /// The failure of a navigation during which a UIKit call raised `exception`, naming the call
    /// and where it was made.
    public init(raised exception: UIKitException) {
        self.init(
            .uikitException,
            reason: "UIKit raised \(exception)")
    }

    /// Wraps any error thrown by an entity. A routing error keeps its kind, entity and reason,
    /// and gains the step (and the entity) where it has none: built-in entities throw routing
    /// errors that know who they are but not where in the chain they were used.
    package static func wrapping(_ error: any Error, _ kind: Kind, step: String?, entity: String?) -> PetriRoutingError
    {
        guard var routing = error as? PetriRoutingError else {
            return PetriRoutingError(kind, step: step, entity: entity, reason: describe(error))
        }
        if routing.step == nil { routing.step = step }
        if routing.entity == nil { routing.entity = entity }
        return routing
    }

    package static func describe(_ error: any Error) -> String {
        String(describing: error)
    }
}
