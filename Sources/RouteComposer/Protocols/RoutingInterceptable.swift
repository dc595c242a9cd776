/// A view controller that tells the router whether it may be dismissed by a navigation
/// (RouteComposer's `RoutingInterceptable`): a form with unsaved changes answers `false`.
/// Every view controller already has `canBeDismissed`; conforming documents that the app's class
/// answers it.
@MainActor
public protocol RoutingInterceptable: UIViewController {
    /// Whether a navigation may dismiss this view controller.
    var canBeDismissed: Bool { get }
    /// The parent the router treats it as having.
    var overriddenParentViewController: UIViewController? { get }
}

extension RoutingInterceptable {
    /// Its `parent`.
    public var overriddenParentViewController: UIViewController? { parent }
}
