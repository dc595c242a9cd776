/// "Builds" by finding: returns the view controller its finder finds in the window being
/// navigated, and refuses early when there is none. Use it where a step must integrate a view
/// controller that already exists.
public struct FinderFactory<F: Finder>: Factory, WindowScopedFactory {
    public typealias ViewController = F.ViewController
    public typealias Context = F.Context
    private let finder: F

    /// Creates a factory that finds with `finder`.
    public init(finder: F) {
        self.finder = finder
    }

    /// Always fails: a finder factory needs the window, which the router passes in.
    public func build(with context: Context) throws -> F.ViewController {
        throw RoutingError(.factoryFailed, entity: name, reason: "can only build inside a navigation, where the window is known")
    }

    func prepare(with context: Any, in window: Window) throws {
        _ = try build(with: context, in: window)
    }

    func build(with context: Any, in window: Window) throws -> PetriDish.ViewController {
        let typed = try TypeName.cast(context, to: F.Context.self, for: name)
        guard let found = try finder.findViewController(in: window, with: typed) else {
            throw RoutingError(.factoryFailed, entity: name, reason: "\(TypeName.of(entity: finder)) found nothing")
        }
        return found
    }

    private var name: String { TypeName.of(entity: self) }
}
