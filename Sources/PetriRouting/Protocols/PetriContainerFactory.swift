public import PetriHierarchy

/// Builds a container view controller together with the children the router gathered for it
/// (RouteComposer's `PetriContainerFactory`).
///
/// When a route builds a container, the steps after it whose actions embed into that type of
/// container (pushes into a navigation controller, tabs into a tab bar) are built first and
/// handed over here, so the container appears already holding them: one presentation, no
/// separate pushes.
@MainActor
public protocol PetriContainerFactory {
    /// The type of container this factory builds.
    associatedtype ViewController: ContainerViewController
    /// The context the container is built from.
    associatedtype Context

    /// Checks, before the router changes anything, that the container can be built for
    /// `context`. The default does nothing.
    func prepare(with context: Context) throws

    /// Builds the container holding `children`, in order.
    func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws -> ViewController
}

extension PetriContainerFactory {
    public func prepare(with context: Context) throws {}
}
