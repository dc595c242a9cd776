import PetriRouting

/// A RouteComposer factory behind petri's protocol, prepared in place.
@MainActor
struct FactoryStandIn<Wrapped: Factory>: PetriRouting.PetriFactory {
    typealias ViewController = Wrapped.ViewController
    typealias Context = Wrapped.Context

    let box: Box<Wrapped>

    func prepare(with context: Context) throws {
        try box.value.prepare(with: context)
    }

    func build(with context: Context) throws -> ViewController {
        try box.value.build(with: context)
    }
}

/// A RouteComposer container factory behind petri's protocol: the children petri's router
/// built are what the factory's `ChildCoordinator` integrates.
@MainActor
struct ContainerFactoryStandIn<Wrapped: ContainerFactory>: PetriRouting.PetriContainerFactory {
    typealias ViewController = Wrapped.ViewController
    typealias Context = Wrapped.Context

    let box: Box<Wrapped>

    func prepare(with context: Context) throws {
        try box.value.prepare(with: context)
    }

    func build(with context: Context, integrating children: [UIViewController]) throws -> ViewController {
        try box.value.build(with: context, integrating: ChildCoordinator(children))
    }
}

@MainActor
enum FactoryStandIns {
    /// `factory` wrapped for petri's router, or `nil` for a factory that builds nothing.
    static func erased<F: AbstractFactory>(_ factory: F) -> ErasedFactory? {
        if factory is any NilEntity { return nil }
        return erasedIfBuilding(factory)
    }

    private static func erasedIfBuilding<F: AbstractFactory>(_ factory: F) -> ErasedFactory? {
        if let container = factory as? any ContainerFactory { return erasedContainer(container) }
        if let plain = factory as? any Factory { return erasedPlain(plain) }
        return nil
    }

    private static func erasedContainer<F: ContainerFactory>(_ factory: F) -> ErasedFactory {
        ErasedFactory(container: ContainerFactoryStandIn(box: Box(factory)), standingFor: factory)
    }

    private static func erasedPlain<F: Factory>(_ factory: F) -> ErasedFactory {
        ErasedFactory(FactoryStandIn(box: Box(factory)), standingFor: factory)
    }
}
