/// SwiftUI's `UIHostingController`: a view controller that shows a SwiftUI view. petri has no
/// SwiftUI, so the root view is kept as a value — the context a route made it with, which
/// RouteComposer's hosting-controller finders and context tasks read — and nothing is rendered.
///
/// ```swift
/// let hosting = UIHostingController(rootView: ProfileCard(userID: 7))
/// navigationController.pushViewController(hosting, animated: true)
/// ```
@MainActor
open class UIHostingController<Content>: UIViewController {
    /// The SwiftUI view it shows, kept as a value.
    public var rootView: Content

    /// A hosting controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(title: nil, context: nil)
    }
}
