/// A view controller that tells the router whether it may be dismissed by a navigation
/// (RouteComposer's `RoutingInterceptable`): a form with unsaved changes answers `false`, with a
/// constant (`let canBeDismissed = false`) or a computed property.
///
/// petri's hierarchy asks the same question of every ``DismissalControlling`` view controller,
/// which this protocol refines: the router refuses to dismiss it, the user cannot swipe it away,
/// and trees mark it "not dismissible".
@MainActor
public protocol RoutingInterceptable: DismissalControlling {
    /// The parent the router treats it as having.
    var overriddenParentViewController: UIViewController? { get }
}

extension RoutingInterceptable {
    /// Its `parent`.
    public var overriddenParentViewController: UIViewController? { parent }
}
