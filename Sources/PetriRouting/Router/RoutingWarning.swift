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
    /// A finder's search matched several view controllers: it took the first in its search
    /// order, which may not be the one the app means (a login flow's navigation controller of the
    /// same class as a tab's).
    case ambiguousFinder(finder: String, took: String, alsoMatched: [String])

    public var description: String {
        switch self {
        case let .hiddenDestination(viewController, container, shows):
            "\(viewController) is not on screen: \(container) shows \(shows); a device would show the same"
        case let .orphan(viewController, step):
            "\(viewController), built by \(step), was placed nowhere: it is not in the window (an orphan)"
        case let .discouraged(rule):
            rule
        case let .ambiguousFinder(finder, took, alsoMatched):
            "\(finder) matched \(alsoMatched.count + 1) view controllers and took \(took), the first in its search order "
                + "(also \(alsoMatched.joined(separator: ", "))); a narrower finder or search options say which is meant"
        }
    }
}
