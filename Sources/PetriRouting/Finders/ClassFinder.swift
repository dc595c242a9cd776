public import PetriHierarchy

/// Finds the first view controller of type `VC`, whatever the context.
public struct ClassFinder<VC: UIViewController, Context>: StackIteratingFinder {
    public typealias ViewController = VC
    public let options: SearchOptions
    public let startingPoint: SearchStartingPoint

    /// Creates a finder.
    public init(options: SearchOptions = .fullStack, startingPoint: SearchStartingPoint = .topmost) {
        self.options = options
        self.startingPoint = startingPoint
    }

    public func isTarget(_ viewController: VC, with context: Context) -> Bool { true }
}
