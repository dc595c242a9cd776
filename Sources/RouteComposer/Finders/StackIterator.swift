public import PetriRouting

/// Walks the hierarchy in search order and gives the first view controller that passes
/// (RouteComposer's `StackIterator`).
@MainActor
public protocol StackIterator {
    /// The first view controller, in search order, for which `predicate` holds.
    func firstViewController(where predicate: (UIViewController) -> Bool) throws -> UIViewController?
}

/// Searches from a starting point with search options, in the key window (RouteComposer's
/// `DefaultStackIterator`), in petri's search order: the one of RouteComposer's source.
@MainActor
public struct DefaultStackIterator: StackIterator {
    /// Where the search starts.
    public enum StartingPoint {
        /// The topmost view controller: the last presented, or the root.
        case topmost
        /// The window's root view controller.
        case root
        /// A view controller of the app's choosing; `nil` finds nothing.
        case custom(@autoclosure () throws -> UIViewController?)
    }

    /// Where it looks, relative to where it starts.
    public let options: SearchOptions
    /// Where it starts.
    public let startingPoint: StartingPoint
    /// The window it searches.
    public let windowProvider: any WindowProvider
    /// Gives each container's adapter: what the search sees inside a container.
    public let containerAdapterLocator: any ContainerAdapterLocator

    /// An iterator with `options` from `startingPoint` in the window of `windowProvider`, seeing
    /// inside containers through `containerAdapterLocator`.
    public init(
        options: SearchOptions = .fullStack, startingPoint: StartingPoint = .topmost,
        windowProvider: any WindowProvider = KeyWindowProvider(),
        containerAdapterLocator: any ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) {
        self.options = options
        self.startingPoint = startingPoint
        self.windowProvider = windowProvider
        self.containerAdapterLocator = containerAdapterLocator
    }

    public func firstViewController(where predicate: (UIViewController) -> Bool) throws -> UIViewController? {
        let start: UIViewController?
        switch startingPoint {
        case .topmost: start = windowProvider.window?.topmostViewController
        case .root: start = windowProvider.window?.rootViewController
        case .custom(let viewController): start = try viewController()
        }
        guard let start else { return nil }
        return try UIViewController.findViewController(
            in: start, options: options, containerAdapterLocator: containerAdapterLocator, using: predicate)
    }
}

/// A finder that walks the stack and asks each view controller of its type whether it is the
/// one (RouteComposer's `StackIteratingFinder`).
@MainActor
public protocol StackIteratingFinder: Finder {
    /// How it walks the stack.
    var iterator: any StackIterator { get }

    /// Whether `viewController` is the one for `context`.
    func isTarget(_ viewController: ViewController, with context: Context) -> Bool
}

extension StackIteratingFinder {
    public func findViewController(with context: Context) throws -> ViewController? {
        try iterator.firstViewController { candidate in
            guard let typed = candidate as? ViewController else { return false }
            return isTarget(typed, with: context)
        } as? ViewController
    }
}
