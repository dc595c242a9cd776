public import PetriHierarchy

/// A view controller that says whether it shows a context (RouteComposer's `PetriContextChecking`):
/// the gallery of a product whatever photo it is on, a product list whatever its sort order.
/// `PetriStepAssembly.screen(_:)` finds such a screen with ``ContextCheckingFinder``.
///
/// ```swift
/// final class GalleryViewController: UIViewController, ContextChecking {
///     let productID: Int
///     init(_ context: GalleryContext) { productID = context.productID; super.init(context: context) }
///     func isTarget(for context: GalleryContext) -> Bool { context.productID == productID }
/// }
/// ```
@MainActor
public protocol PetriContextChecking {
    /// The context the view controller is asked about.
    associatedtype CheckedContext
    /// Whether this view controller shows `context`.
    func isTarget(for context: CheckedContext) -> Bool
}

/// Finds the first `VC` that says it shows the context (``ContextChecking``).
public struct ContextCheckingFinder<VC: UIViewController & PetriContextChecking>: PetriStackIteratingFinder {
    public typealias ViewController = VC
    public typealias Context = VC.CheckedContext
    public let options: PetriSearchOptions

    /// A finder searching with `options`.
    public init(options: PetriSearchOptions = .fullStack) {
        self.options = options
    }

    public func isTarget(_ viewController: VC, with context: VC.CheckedContext) -> Bool {
        viewController.isTarget(for: context)
    }
}
