/// Something a navigation did that succeeded but that the app team should know: what the
/// device would show differs from what the route asked for, or UIKit would accept the route
/// while warning about it. The router never hides these: they are in the ``RoutingTrace``
/// (and predicted in a ``RoutingPlan`` where they can be known), and the shell prints them.
public enum RoutingWarning: Sendable, Equatable, CustomStringConvertible {
    /// The destination is in the window but not on screen: `container` shows something else
    /// (a tab bar built with its tabs keeps its first tab selected, as UIKit does).
    case hiddenDestination(viewController: String, container: String, shows: String)
    /// A view controller was built but placed nowhere: it is not in the window (an action that
    /// does nothing, such as `NilAction`, after a factory that builds).
    case orphan(viewController: String, step: String)
    /// UIKit accepts this, with a warning or against its documentation; `rule` names the rule
    /// and the behaviour petri models.
    case discouraged(rule: String)

    public var description: String {
        switch self {
        case let .hiddenDestination(viewController, container, shows):
            "\(viewController) is not on screen: \(container) shows \(shows); a device would show the same"
        case let .orphan(viewController, step):
            "\(viewController), built by \(step), was placed nowhere: it is not in the window (an orphan)"
        case let .discouraged(rule):
            rule
        }
    }
}
