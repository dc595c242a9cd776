/// What every factory shares (RouteComposer's `AbstractFactory`): the view controller it
/// builds, its context, and a preparation that may refuse before anything changes.
@MainActor
public protocol AbstractFactory {
    /// What it builds.
    associatedtype ViewController: UIViewController
    /// What it builds it with.
    associatedtype Context

    /// Checks, before the navigation changes anything, that it can build with `context`.
    mutating func prepare(with context: Context) throws
}

/// Builds a view controller (RouteComposer's `Factory`).
///
/// It restates `ViewController` and `Context`, as RouteComposer's does, so that a factory that
/// writes only `build(with:)` conforms: both are inferred from that method.
@MainActor
public protocol Factory: AbstractFactory {
    /// What it builds: inferred from `build(with:)`.
    associatedtype ViewController
    /// What it builds it with: inferred from `build(with:)`.
    associatedtype Context

    /// Builds the view controller for `context`.
    func build(with context: Context) throws -> ViewController
}

extension Factory {
    public mutating func prepare(with context: Context) throws {}

    /// Prepares a copy, then builds with it.
    public func execute(with context: Context) throws -> ViewController {
        var factory = self
        try factory.prepare(with: context)
        return try factory.build(with: context)
    }
}

extension AbstractFactory where Context == Any? {
    /// Checks, before anything changes, that it can build without a context.
    public mutating func prepare() throws { try prepare(with: nil) }
}

extension AbstractFactory where Context == Void {
    /// Checks, before anything changes, that it can build without a context.
    public mutating func prepare() throws { try prepare(with: ()) }
}

extension Factory where Context == Any? {
    /// Builds without a context.
    public func build() throws -> ViewController { try build(with: nil) }
    /// Prepares a copy, then builds with it, without a context.
    public func execute() throws -> ViewController { try execute(with: nil) }
}

extension Factory where Context == Void {
    /// Builds without a context.
    public func build() throws -> ViewController { try build(with: ()) }
    /// Prepares a copy, then builds with it, without a context.
    public func execute() throws -> ViewController { try execute(with: ()) }
}

/// Builds a container with the view controllers of the steps after it already inside
/// (RouteComposer's `ContainerFactory`).
@MainActor
public protocol ContainerFactory: AbstractFactory where ViewController: ContainerViewController {
    /// What it builds: inferred from `build(with:integrating:)`.
    associatedtype ViewController
    /// What it builds it with: inferred from `build(with:integrating:)`.
    associatedtype Context

    /// Builds the container for `context`, integrating what `coordinator` holds.
    func build(with context: Context, integrating coordinator: ChildCoordinator) throws -> ViewController
}

extension ContainerFactory {
    public mutating func prepare(with context: Context) throws {}

    /// Builds the container empty.
    public func build(with context: Context) throws -> ViewController {
        try build(with: context, integrating: ChildCoordinator([]))
    }

    /// Prepares a copy, then builds the container empty with it.
    public func execute(with context: Context) throws -> ViewController {
        var factory = self
        try factory.prepare(with: context)
        return try factory.build(with: context)
    }
}

/// A container factory given its children as view controllers (RouteComposer's
/// `SimpleContainerFactory`).
@MainActor
public protocol SimpleContainerFactory: ContainerFactory {
    /// Builds the container for `context` with `viewControllers` inside.
    func build(with context: Context, integrating viewControllers: [UIViewController]) throws -> ViewController
}

extension SimpleContainerFactory {
    public func build(with context: Context, integrating coordinator: ChildCoordinator) throws -> ViewController {
        try build(with: context, integrating: coordinator.build())
    }
}

/// The view controllers a container factory integrates: those the steps after it built.
@MainActor
public struct ChildCoordinator {
    private let children: [UIViewController]

    init(_ children: [UIViewController]) {
        self.children = children
    }

    /// Whether there is nothing to integrate.
    public var isEmpty: Bool { children.isEmpty }

    /// `existingViewControllers` followed by the children.
    public func build(integrating existingViewControllers: [UIViewController] = []) throws -> [UIViewController] {
        existingViewControllers + children
    }
}
