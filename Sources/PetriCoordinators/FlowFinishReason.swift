public import PetriHierarchy

/// Why a coordinator's flow ended, as its flow listener is told
/// (``CoordinatorFlowListener/onFlowFinished(coordinator:reason:)``).
public enum FlowFinishReason: String, Sendable, Equatable, CustomStringConvertible {
    /// The coordinator called ``Coordinator/finish()``.
    case completed
    /// The user left its screens with the back button or a finished swipe back.
    case popped
    /// The user swiped its presentation down.
    case dismissed
    /// The app's code removed its screens: a pop, a pop to the root, `setViewControllers`, a new
    /// root, a dismissal from below.
    case replaced
    /// A router's navigation (a route, a deep link) cleared its screens.
    case unwound

    /// The reason a flow ends when a change made by `cause` leaves it showing nothing.
    public init(cause: TransitionCause) {
        self =
            switch cause {
            case .backButton, .swipeBack: .popped
            case .swipeDown: .dismissed
            case .route: .unwound
            case .code: .replaced
            }
    }

    public var description: String { rawValue }
}

/// Who removes a coordinator's children when their screens are gone.
public enum ChildRemoval: Sendable, Equatable {
    /// The coordinator layer: a child that showed screens and now shows none is ended, with the
    /// reason of the change that removed them, and removed — whatever removed them; when the
    /// coordinator's own flow ends, its children's end first.
    case automatic
    /// The coordinator's own code, as the coordinators of the articles do (listening for the
    /// back button, calling `finish()`, letting go of its children): petri ends none of them,
    /// and the audit reports a child it forgets.
    case manual
}
