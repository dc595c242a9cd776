public import PetriHierarchy

/// A view controller that says whether it shows a context (RouteComposer's `ContextChecking`):
/// the gallery of a product whatever photo it is on, a product list whatever its sort order.
/// `StepAssembly.screen(_:)` finds such a screen with ``ContextCheckingFinder``.
///
/// ```swift
/// final class GalleryViewController: UIViewController, ContextChecking {
///     let productID: Int
///     init(_ context: GalleryContext) { productID = context.productID; super.init(context: context) }
///     func isTarget(for context: GalleryContext) -> Bool { context.productID == productID }
/// }
/// ```
@MainActor
public protocol ContextChecking {
    /// The context the view controller is asked about.
    associatedtype CheckedContext
    /// Whether this view controller shows `context`.
    func isTarget(for context: CheckedContext) -> Bool
}

/// Finds the first `VC` that says it shows the context (``ContextChecking``).
public struct ContextCheckingFinder<VC: UIViewController & ContextChecking>: StackIteratingFinder {
    public typealias ViewController = VC
    public typealias Context = VC.CheckedContext
    public let options: SearchOptions

    /// A finder searching with `options`.
    public init(options: SearchOptions = .fullStack) {
        self.options = options
    }

    public func isTarget(_ viewController: VC, with context: VC.CheckedContext) -> Bool {
        viewController.isTarget(for: context)
    }
}
