/// A factory that builds nothing: it gives the view controller its finder finds when the route
/// reaches it (RouteComposer's `FinderFactory`). A step gets one when its finder may find what an
/// earlier step of the same navigation built, a tab of a tab bar built just before, say.
@MainActor
public struct FinderFactory<F: Finder>: Factory {
    public typealias ViewController = F.ViewController
    public typealias Context = F.Context

    /// Called with the view controller found, before it is used.
    public let configuration: ((_ viewController: F.ViewController) -> Void)?

    private let finder: F

    /// A factory of what `finder` finds; `nil` for a finder that never finds (`NilFinder`), as in
    /// RouteComposer.
    public init?(finder: F, configuration: ((_ viewController: F.ViewController) -> Void)? = nil) {
        guard !(finder is any NilEntity) else { return nil }
        self.finder = finder
        self.configuration = configuration
    }

    /// Searches now, when the steps before it have been built.
    /// - Throws: `RoutingError.compositionFailed`, naming the finder, when it finds nothing.
    public func build(with context: F.Context) throws -> F.ViewController {
        guard let viewController = try finder.findViewController(with: context) else {
            throw RoutingError.compositionFailed(
                .init(
                    "\(type(of: finder)) found no \(F.ViewController.self) when the route reached it; a FinderFactory gives only what its finder finds, so an earlier step should build it"
                ))
        }
        configuration?(viewController)
        return viewController
    }

    /// A factory of what `finder` finds.
    public static func finderFactory(finder: F, configuration: ((_ viewController: F.ViewController) -> Void)? = nil)
        -> Self?
    {
        Self(finder: finder, configuration: configuration)
    }
}
