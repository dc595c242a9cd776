public import PetriRouting

/// Never finds: the route always builds (RouteComposer's `NilFinder`).
public struct NilFinder<VC: UIViewController, C>: Finder, NilEntity {
    public typealias ViewController = VC
    public typealias Context = C

    /// The finder.
    public init() {}

    public func findViewController(with context: C) throws -> VC? { nil }

    /// The finder.
    public static var nilFinder: Self { Self() }
}

/// Finds one view controller while it is alive, wherever it is, on screen or not, as
/// RouteComposer's `InstanceFinder` does. It holds the instance weakly.
@MainActor
public struct InstanceFinder<VC: UIViewController, C>: Finder {
    public typealias ViewController = VC
    public typealias Context = C

    /// The view controller, weakly.
    public private(set) weak var instance: VC?

    /// A finder of `instance`.
    public init(instance: VC) {
        self.instance = instance
    }

    public func findViewController(with context: C) throws -> VC? {
        instance
    }

    /// A finder of `instance`.
    public static func instanceFinder(instance: VC) -> Self { Self(instance: instance) }
}

/// Finds the view controller that presents the one at its starting point (RouteComposer's
/// `PresentingFinder`).
@MainActor
public struct PresentingFinder<C>: Finder {
    public typealias ViewController = UIViewController
    public typealias Context = C

    /// Where it starts.
    public enum StartingPoint {
        /// The topmost view controller.
        case topmost
        /// A view controller of the app's choosing.
        case custom(@autoclosure () throws -> UIViewController?)
    }

    private let windowProvider: any WindowProvider
    private let startingPoint: StartingPoint

    /// A finder of what presents `startingPoint`'s view controller.
    public init(windowProvider: any WindowProvider = KeyWindowProvider(), startingPoint: StartingPoint = .topmost) {
        self.windowProvider = windowProvider
        self.startingPoint = startingPoint
    }

    public func findViewController(with context: C) throws -> UIViewController? {
        switch startingPoint {
        case .topmost: windowProvider.window?.topmostViewController?.presentingViewController
        case .custom(let viewController): try viewController()?.presentingViewController
        }
    }
}
