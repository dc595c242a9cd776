public import PetriHierarchy

/// Finds nothing: the step always builds its view controller.
public struct NilFinder<VC: UIViewController, Context>: Finder, NilEntity {
    public typealias ViewController = VC

    /// Creates a finder.
    public init() {}

    public func findViewController(in window: UIWindow, with context: Context) throws -> VC? { nil }
}
