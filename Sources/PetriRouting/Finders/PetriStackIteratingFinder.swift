public import PetriHierarchy

/// A finder that walks the hierarchy from a starting point with ``SearchOptions`` and returns
/// the first view controller of its type that ``isTarget(_:with:)`` accepts (RouteComposer's
/// `PetriStackIteratingFinder`). View controllers being dismissed are never returned.
@MainActor
public protocol PetriStackIteratingFinder: PetriFinder {
    /// Where to look.
    var options: PetriSearchOptions { get }
    /// Where the search starts.
    var startingPoint: SearchStartingPoint { get }

    /// Whether `viewController` is the one wanted for `context`.
    func isTarget(_ viewController: ViewController, with context: Context) -> Bool
}

extension PetriStackIteratingFinder {
    public var startingPoint: SearchStartingPoint { .topmost }

    public func findViewController(in window: UIWindow, with context: Context) throws -> ViewController? {
        guard let start = startingPoint.viewController(in: window) else { return nil }
        for candidate in options.candidates(from: start) where !candidate.isBeingDismissed {
            if let typed = candidate as? ViewController, isTarget(typed, with: context) {
                return typed
            }
        }
        return nil
    }

    /// Every view controller the search accepts for `context`, in search order (the first is
    /// the one ``findViewController(in:with:)`` returns); empty for a context of another type.
    package func allMatches(in window: UIWindow, anyContext: Any) -> [UIViewController] {
        guard let context = anyContext as? Context, let start = startingPoint.viewController(in: window) else {
            return []
        }
        return options.candidates(from: start).filter { candidate in
            guard !candidate.isBeingDismissed, let typed = candidate as? ViewController else { return false }
            return isTarget(typed, with: context)
        }
    }
}
