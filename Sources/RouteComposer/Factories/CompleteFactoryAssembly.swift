/// One child a ``CompleteFactory`` builds into its container, with the context the container
/// is built with.
@MainActor
struct CompleteFactoryChild<Context> {
    let prepare: (Context) throws -> Void
    let build: (Context) throws -> UIViewController
    let embed: (UIViewController, inout [UIViewController]) throws -> Void
}

/// Starts a container factory that builds its children itself (RouteComposer's
/// `CompleteFactoryAssembly`): a tab bar with its tabs, whatever the route to one of them.
///
/// ```swift
/// let tabs = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
///     .with(ClassFactory<HomeViewController, Any?>())
///     .with(ClassFactory<CartViewController, Any?>())
///     .assemble()
/// ```
@MainActor
public final class CompleteFactoryAssembly<FC: ContainerFactory> {
    private let factory: FC

    /// An assembly of the container `factory` builds.
    public init(factory: FC) {
        self.factory = factory
    }

    /// Adds the child `childFactory` builds, with the container's context, embedded as the
    /// container embeds a child.
    public func with<ChildFC: Factory>(_ childFactory: ChildFC) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where ChildFC.Context == FC.Context {
        CompleteFactoryChainAssembly<FC, FC.ViewController, FC.Context>(factory: factory, children: []).with(
            childFactory)
    }

    /// Adds the child `childFactory` builds, embedded by `action`.
    public func with<ChildFC: Factory, A: ContainerAction>(_ childFactory: ChildFC, using action: A)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where ChildFC.Context == FC.Context, A.ViewController == FC.ViewController {
        CompleteFactoryChainAssembly<FC, FC.ViewController, FC.Context>(factory: factory, children: []).with(
            childFactory, using: action)
    }

    /// Adds the child `childFactory` builds with the context `transformer` gives.
    public func with<ChildFC: Factory, T: ContextTransformer>(_ childFactory: ChildFC, adapting transformer: T)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        CompleteFactoryChainAssembly<FC, FC.ViewController, FC.Context>(factory: factory, children: []).with(
            childFactory, adapting: transformer)
    }

    /// Adds the child container `childContainer` builds, empty but for what it builds itself.
    public func with<ChildFC: ContainerFactory>(_ childContainer: ChildFC) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where ChildFC.Context == FC.Context {
        CompleteFactoryChainAssembly<FC, FC.ViewController, FC.Context>(factory: factory, children: []).with(
            childContainer)
    }

    /// Adds the child container `childContainer` builds, embedded by `action`.
    public func with<ChildFC: ContainerFactory, A: ContainerAction>(_ childContainer: ChildFC, using action: A)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where ChildFC.Context == FC.Context, A.ViewController == FC.ViewController {
        CompleteFactoryChainAssembly<FC, FC.ViewController, FC.Context>(factory: factory, children: []).with(
            childContainer, using: action)
    }

    /// The container factory, with no child of its own.
    public func assemble() -> CompleteFactory<FC> {
        CompleteFactory(factory: factory, children: [])
    }
}

/// A complete factory with children, waiting for more or for `assemble()` (RouteComposer's
/// `CompleteFactoryChainAssembly`); context tasks added apply to the last child.
@MainActor
public final class CompleteFactoryChainAssembly<FC: ContainerFactory, ChildVC: UIViewController, ChildContext> {
    private let factory: FC
    private var children: [CompleteFactoryChild<FC.Context>]

    init(factory: FC, children: [CompleteFactoryChild<FC.Context>]) {
        self.factory = factory
        self.children = children
    }

    private func appending<V: UIViewController, C>(
        _ child: CompleteFactoryChild<FC.Context>
    ) -> CompleteFactoryChainAssembly<FC, V, C> {
        CompleteFactoryChainAssembly<FC, V, C>(factory: factory, children: children + [child])
    }

    /// Adds the child `childFactory` builds, with the container's context.
    public func with<ChildFC: Factory>(_ childFactory: ChildFC) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where ChildFC.Context == FC.Context {
        let box = Box(childFactory)
        return appending(
            CompleteFactoryChild(
                prepare: { try box.value.prepare(with: $0) }, build: { try box.value.build(with: $0) },
                embed: { viewController, children in children.append(viewController) }))
    }

    /// Adds the child `childFactory` builds, embedded by `action`.
    public func with<ChildFC: Factory, A: ContainerAction>(_ childFactory: ChildFC, using action: A)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where ChildFC.Context == FC.Context, A.ViewController == FC.ViewController {
        let box = Box(childFactory)
        return appending(
            CompleteFactoryChild(
                prepare: { try box.value.prepare(with: $0) }, build: { try box.value.build(with: $0) },
                embed: { viewController, children in try action.perform(embedding: viewController, in: &children) }))
    }

    /// Adds the child `childFactory` builds with the context `transformer` gives.
    public func with<ChildFC: Factory, T: ContextTransformer>(_ childFactory: ChildFC, adapting transformer: T)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        let box = Box(childFactory)
        return appending(
            CompleteFactoryChild(
                prepare: { try box.value.prepare(with: transformer.transform($0)) },
                build: { try box.value.build(with: transformer.transform($0)) },
                embed: { viewController, children in children.append(viewController) }))
    }

    /// Adds the child container `childContainer` builds.
    public func with<ChildFC: ContainerFactory>(_ childContainer: ChildFC) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where ChildFC.Context == FC.Context {
        let box = Box(childContainer)
        return appending(
            CompleteFactoryChild(
                prepare: { try box.value.prepare(with: $0) }, build: { try box.value.build(with: $0) },
                embed: { viewController, children in children.append(viewController) }))
    }

    /// Adds the child container `childContainer` builds, embedded by `action`.
    public func with<ChildFC: ContainerFactory, A: ContainerAction>(_ childContainer: ChildFC, using action: A)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where ChildFC.Context == FC.Context, A.ViewController == FC.ViewController {
        let box = Box(childContainer)
        return appending(
            CompleteFactoryChild(
                prepare: { try box.value.prepare(with: $0) }, build: { try box.value.build(with: $0) },
                embed: { viewController, children in try action.perform(embedding: viewController, in: &children) }))
    }

    /// Applies `contextTask` to the last child once built.
    public func adding<CT: ContextTask>(_ contextTask: CT) -> Self
    where CT.ViewController == ChildVC, CT.Context == ChildContext, ChildContext == FC.Context {
        guard let last = children.popLast() else { return self }
        let box = Box(contextTask)
        children.append(
            CompleteFactoryChild(
                prepare: { context in
                    try last.prepare(context)
                    try box.value.prepare(with: context)
                },
                build: { context in
                    let built = try last.build(context)
                    if let typed = built as? ChildVC { try box.value.perform(on: typed, with: context) }
                    return built
                },
                embed: last.embed))
        return self
    }

    /// The container factory, with its children.
    public func assemble() -> CompleteFactory<FC> {
        CompleteFactory(factory: factory, children: children)
    }
}

/// A container factory that builds its own children first, then integrates the ones the route
/// brings (RouteComposer's `CompleteFactory`).
@MainActor
public struct CompleteFactory<FC: ContainerFactory>: ContainerFactory {
    public typealias ViewController = FC.ViewController
    public typealias Context = FC.Context

    private var factory: FC
    private let children: [CompleteFactoryChild<FC.Context>]

    init(factory: FC, children: [CompleteFactoryChild<FC.Context>]) {
        self.factory = factory
        self.children = children
    }

    public mutating func prepare(with context: Context) throws {
        try factory.prepare(with: context)
        for child in children { try child.prepare(context) }
    }

    public func build(with context: Context, integrating coordinator: ChildCoordinator) throws -> ViewController {
        var built: [UIViewController] = []
        for child in children {
            try child.embed(try child.build(context), &built)
        }
        return try factory.build(
            with: context, integrating: ChildCoordinator(try coordinator.build(integrating: built)))
    }
}
