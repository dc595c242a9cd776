public import PetriHierarchy

/// Finds one particular view controller instance, if it is in the window and not being
/// dismissed. It holds the instance weakly.
public struct PetriInstanceFinder<VC: UIViewController, Context>: PetriFinder {
    public typealias ViewController = VC
    private weak var instance: VC?

    /// Creates a finder for `instance`.
    public init(instance: VC) {
        self.instance = instance
    }

    public func findViewController(in window: UIWindow, with context: Context) throws -> VC? {
        guard let instance, instance.window === window, !instance.isBeingDismissed else { return nil }
        return instance
    }
}
