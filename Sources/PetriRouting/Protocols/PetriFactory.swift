public import PetriHierarchy

/// Builds the view controller of a step from the navigation's context (RouteComposer's
/// `PetriFactory`).
///
/// The router calls ``prepare(with:)`` on every factory of a route before it changes anything,
/// so a factory that cannot build for this context refuses early and the hierarchy stays as it
/// was.
@MainActor
public protocol PetriFactory {
    /// The type of view controller this factory builds.
    associatedtype ViewController: PetriHierarchy.UIViewController
    /// The context the view controller is built from.
    associatedtype Context

    /// Checks, before the router changes anything, that the view controller can be built for
    /// `context`. The default does nothing.
    func prepare(with context: Context) throws

    /// Builds the view controller.
    func build(with context: Context) throws -> ViewController
}

extension PetriFactory {
    public func prepare(with context: Context) throws {}
}
