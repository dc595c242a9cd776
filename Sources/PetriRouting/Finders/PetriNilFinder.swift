public import PetriHierarchy

/// Finds nothing: the step always builds its view controller.
public struct PetriNilFinder<VC: UIViewController, Context>: PetriFinder, PetriNilEntity {
    public typealias ViewController = VC

    /// Creates a finder.
    public init() {}

    public func findViewController(in window: UIWindow, with context: Context) throws -> VC? { nil }
}
