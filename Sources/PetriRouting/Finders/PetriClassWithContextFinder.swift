public import PetriHierarchy

/// Finds the first view controller of type `VC` whose ``PetriInspection/context`` equals the
/// navigation's context: the product screen of product 42, not of product 7.
public struct PetriClassWithContextFinder<VC: UIViewController, Context: Equatable>: PetriStackIteratingFinder {
    public typealias ViewController = VC
    public let options: PetriSearchOptions
    public let startingPoint: SearchStartingPoint

    /// Creates a finder.
    public init(options: PetriSearchOptions = .fullStack, startingPoint: SearchStartingPoint = .topmost) {
        self.options = options
        self.startingPoint = startingPoint
    }

    public func isTarget(_ viewController: VC, with context: Context) -> Bool {
        (viewController.context as? Context) == context
    }
}
