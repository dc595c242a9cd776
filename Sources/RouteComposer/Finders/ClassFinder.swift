public import PetriRouting

/// Finds the first view controller of a class (RouteComposer's `ClassFinder`).
@MainActor
public struct ClassFinder<VC: UIViewController, C>: StackIteratingFinder {
    public typealias ViewController = VC
    public typealias Context = C

    public let iterator: any StackIterator

    /// A finder walking the stack with `iterator`.
    public init(iterator: any StackIterator = DefaultStackIterator()) {
        self.iterator = iterator
    }

    /// A finder looking with `options` from `startingPoint` in the window of `windowProvider`,
    /// seeing inside containers through `containerAdapterLocator`.
    public init(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: any WindowProvider = KeyWindowProvider(),
        containerAdapterLocator: any ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) {
        iterator = DefaultStackIterator(
            options: options, startingPoint: startingPoint, windowProvider: windowProvider,
            containerAdapterLocator: containerAdapterLocator)
    }

    public func isTarget(_ viewController: VC, with context: C) -> Bool { true }

    /// A finder of the whole stack.
    public static var classFinder: Self { Self() }

    /// A finder walking the stack with `iterator`.
    public static func classFinder(iterator: any StackIterator) -> Self { Self(iterator: iterator) }

    /// A finder looking with `options` from `startingPoint`.
    public static func classFinder(options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost)
        -> Self
    {
        Self(options: options, startingPoint: startingPoint)
    }
}

/// Finds the first view controller of a class that says it shows the context
/// (RouteComposer's `ClassWithContextFinder`).
@MainActor
public struct ClassWithContextFinder<VC: ContextChecking & UIViewController, C>: StackIteratingFinder
where VC.Context == C {
    public typealias ViewController = VC
    public typealias Context = C

    public let iterator: any StackIterator

    /// A finder walking the stack with `iterator`.
    public init(iterator: any StackIterator = DefaultStackIterator()) {
        self.iterator = iterator
    }

    /// A finder looking with `options` from `startingPoint` in the window of `windowProvider`,
    /// seeing inside containers through `containerAdapterLocator`.
    public init(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: any WindowProvider = KeyWindowProvider(),
        containerAdapterLocator: any ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) {
        iterator = DefaultStackIterator(
            options: options, startingPoint: startingPoint, windowProvider: windowProvider,
            containerAdapterLocator: containerAdapterLocator)
    }

    public func isTarget(_ viewController: VC, with context: C) -> Bool {
        viewController.isTarget(for: context)
    }

    /// A finder of the whole stack.
    public static var classWithContextFinder: Self { Self() }

    /// A finder looking with `options` from `startingPoint`.
    public static func classWithContextFinder(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost
    ) -> Self {
        Self(options: options, startingPoint: startingPoint)
    }
}

/// A finder that asks a closure (RouteComposer's `InlineStackIteratingFinder`).
@MainActor
public struct InlineStackIteratingFinder<VC: UIViewController, C>: StackIteratingFinder {
    public typealias ViewController = VC
    public typealias Context = C

    public let iterator: any StackIterator
    private let predicate: (VC, C) -> Bool

    /// A finder walking the stack with `iterator`, asking `predicate`.
    public init(iterator: any StackIterator = DefaultStackIterator(), _ predicate: @escaping (VC, C) -> Bool) {
        self.iterator = iterator
        self.predicate = predicate
    }

    /// A finder looking with `options` from `startingPoint` in the window of `windowProvider`,
    /// seeing inside containers through `containerAdapterLocator`, asking `predicate`.
    public init(
        options: SearchOptions, startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: any WindowProvider = KeyWindowProvider(),
        containerAdapterLocator: any ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        predicate: @escaping (VC, C) -> Bool
    ) {
        iterator = DefaultStackIterator(
            options: options, startingPoint: startingPoint, windowProvider: windowProvider,
            containerAdapterLocator: containerAdapterLocator)
        self.predicate = predicate
    }

    public func isTarget(_ viewController: VC, with context: C) -> Bool {
        predicate(viewController, context)
    }
}
