public import PetriHierarchy

/// Finds the first view controller of type `VC`, whatever the context.
public struct PetriClassFinder<VC: UIViewController, Context>: PetriStackIteratingFinder {
    public typealias ViewController = VC
    public let options: PetriSearchOptions
    public let startingPoint: SearchStartingPoint

    /// Creates a finder.
    public init(options: PetriSearchOptions = .fullStack, startingPoint: SearchStartingPoint = .topmost) {
        self.options = options
        self.startingPoint = startingPoint
    }

    public func isTarget(_ viewController: VC, with context: Context) -> Bool { true }
}
