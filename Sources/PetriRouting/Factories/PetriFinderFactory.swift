import PetriHierarchy
import PetriSupport

/// "Builds" by finding: returns the view controller its finder finds in the window being
/// navigated, at the moment the router reaches its step — after the steps before it were built
/// and integrated. Use it for a view controller that an earlier step's container factory built
/// (a tab bar built with its tabs: the tab is found, and the router brings it into view), as
/// RouteComposer's `PetriFinderFactory` is used. Pair it with `PetriGeneralAction.nilAction()`: what it
/// finds is already in place.
public struct PetriFinderFactory<F: PetriFinder>: PetriFactory, WindowScopedFactory {
    public typealias ViewController = F.ViewController
    public typealias Context = F.Context
    private let finder: F

    /// Creates a factory that finds with `finder`.
    public init(finder: F) {
        self.finder = finder
    }

    /// Always fails: a finder factory needs the window, which the router passes in.
    public func build(with context: Context) throws -> F.ViewController {
        throw PetriRoutingError(
            .factoryFailed, entity: name, reason: "can only build inside a navigation, where the window is known")
    }

    /// Checks only the context's type: what it will find may not exist until the steps before
    /// it are built.
    func prepare(with context: Any, in window: UIWindow) throws {
        _ = try TypeName.cast(context, to: F.Context.self, for: name)
    }

    func build(with context: Any, in window: UIWindow) throws -> PetriHierarchy.UIViewController {
        let typed = try TypeName.cast(context, to: F.Context.self, for: name)
        guard let found = try finder.findViewController(in: window, with: typed) else {
            throw PetriRoutingError(
                .factoryFailed, entity: name,
                reason: "\(TypeName.of(entity: finder)) found nothing, even after the steps before it were built")
        }
        return found
    }

    private var name: String { TypeName.of(entity: self) }
}
