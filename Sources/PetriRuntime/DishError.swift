import PetriSupport

/// A user gesture that cannot happen in the current hierarchy.
public enum DishError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is nothing to go back from.
    case noBackButton(reason: String)
    /// No tab bar is visible.
    case noTabBar
    /// A flow walk's step that is not `send`, `back`, `dismiss` or `tab`.
    @available(
        *, deprecated,
        message:
            "No longer thrown: a walk's steps are FlowStep values, and FlowStep(parsing:) throws FlowStepError. Deprecated in petri 0.2.0, removed in 0.3.0"
    )
    case invalidStep(String)

    public var description: String {
        switch self {
        case .noBackButton(let reason): "there is no back button to press: \(reason)"
        case .noTabBar: "no tab bar is visible, so there is no tab to select"
        case .invalidStep(let step):
            "\(UserText.quoted(step)) is not a step: send <event> [argument], back [--swipe|--cancel], dismiss [--cancel] or tab <index>"
        }
    }
}
