/// A view controller that tells navigations whether they may dismiss it: a form with unsaved
/// changes, a payment in progress (RouteComposer's `RoutingInterceptable`).
///
/// The answer is a requirement of a protocol rather than a member of ``UIViewController``, so an
/// app's class states it the way RouteComposer's apps do, by a constant or a computed property:
///
/// ```swift
/// final class PaymentViewController: UIViewController, DismissalControlling {
///     let canBeDismissed = false
/// }
/// ```
///
/// A view controller that refuses is not dismissed by the router, and the user cannot swipe it
/// away, as one that sets UIKit's ``UIViewController/isModalInPresentation``; trees mark it
/// "not dismissible". Code may still call ``UIViewController/dismiss(animated:completion:file:line:)``.
@MainActor
public protocol DismissalControlling: UIViewController {
    /// Whether a navigation may dismiss this view controller now.
    var canBeDismissed: Bool { get }
}
