import PetriRouting

/// A RouteComposer finder behind petri's protocol: petri's router passes the window it
/// searches, which becomes the key window RouteComposer's finder asks its provider for.
@MainActor
struct FinderStandIn<Wrapped: Finder>: PetriRouting.PetriFinder {
    typealias ViewController = Wrapped.ViewController
    typealias Context = Wrapped.Context

    let wrapped: Wrapped

    func findViewController(in window: UIWindow, with context: Context) throws -> ViewController? {
        try RoutingWindow.with(window) { try wrapped.findViewController(with: context) }
    }

    /// The finder, wrapped for petri's router and named as itself.
    static func erased(_ finder: Wrapped) -> ErasedFinder {
        ErasedFinder(FinderStandIn(wrapped: finder), standingFor: finder)
    }
}
