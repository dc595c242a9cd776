public import PetriRouting

/// Where a route starts (RouteComposer's `GeneralStep`): the window's root, the topmost view
/// controller, or what a finder finds. The window is the route's: the key window.
@MainActor
public enum GeneralStep {
    /// The window's root view controller.
    public static func root<C>(windowProvider: any WindowProvider = KeyWindowProvider()) -> DestinationStep<
        UIViewController, C
    > {
        PetriRouting.PetriGeneralStep.root()
    }

    /// The topmost view controller: the last presented, or the root.
    public static func current<C>(windowProvider: any WindowProvider = KeyWindowProvider()) -> DestinationStep<
        UIViewController, C
    > {
        PetriRouting.PetriGeneralStep.current()
    }

    /// What `finder` finds.
    public static func custom<F: Finder>(using finder: F) -> DestinationStep<F.ViewController, F.Context> {
        PetriRouting.PetriGeneralStep.custom(erased: FinderStandIn.erased(finder))
    }
}

extension PetriRouting.PetriDestinationStep where VC == UIViewController {
    /// A step found by `finder`: `.from(.custom(using: finder))`, as `GeneralStep.custom(using:)`.
    public static func custom<F: Finder>(using finder: F) -> DestinationStep<F.ViewController, F.Context> {
        GeneralStep.custom(using: finder)
    }

    /// The window's root view controller (`.from(.root)`).
    public static var root: DestinationStep<UIViewController, Context> { PetriRouting.PetriGeneralStep.root() }

    /// The topmost view controller (`.from(.current)`).
    public static var current: DestinationStep<UIViewController, Context> { PetriRouting.PetriGeneralStep.current() }

    /// The window's root view controller.
    public static func root(windowProvider: any WindowProvider) -> DestinationStep<UIViewController, Context> {
        PetriRouting.PetriGeneralStep.root()
    }

    /// The topmost view controller.
    public static func current(windowProvider: any WindowProvider) -> DestinationStep<UIViewController, Context> {
        PetriRouting.PetriGeneralStep.current()
    }
}

extension PetriRouting.PetriDestinationStep {
    /// The chain, declared to end at the container `NewVC` that the step before it must be
    /// (`.assemble(from: screen.expectingContainer())`).
    public func expectingContainer<NewVC: ContainerViewController>() -> DestinationStep<NewVC, Context> {
        expectingContainer(NewVC.self)
    }

    /// The chain, declared to end at `NewVC` with `NewContext`, unchecked until it runs.
    public func unsafelyRewrapped<NewVC: UIViewController, NewContext>() -> DestinationStep<NewVC, NewContext> {
        rewrapped()
    }

    /// The chain for the context `transformer` turns into this chain's.
    public func adaptingContext<T: ContextTransformer>(using transformer: T) -> DestinationStep<VC, T.SourceContext>
    where T.TargetContext == Context {
        adaptingContext { (context: T.SourceContext) in try transformer.transform(context) }
    }
}

extension PetriRouting.PetriDestinationStep where Context == Any? {
    /// The chain, which needs no context, declared to end at the container `NewVC` in a chain
    /// with the context `NewContext`.
    public func expectingContainer<NewVC: ContainerViewController, NewContext>() -> DestinationStep<NewVC, NewContext> {
        rewrapped()
    }
}

/// Turns one context into another (RouteComposer's `ContextTransformer`).
@MainActor
public protocol ContextTransformer {
    /// What it is given.
    associatedtype SourceContext
    /// What it gives.
    associatedtype TargetContext

    /// `context`, turned into the target context.
    func transform(_ context: SourceContext) throws -> TargetContext
}

/// A context transformer of a closure (RouteComposer's `InlineContextTransformer`).
@MainActor
public struct InlineContextTransformer<SourceContext, TargetContext>: ContextTransformer {
    private let body: (SourceContext) throws -> TargetContext

    /// A transformer calling `body`.
    public init(_ body: @escaping (SourceContext) throws -> TargetContext) {
        self.body = body
    }

    public func transform(_ context: SourceContext) throws -> TargetContext {
        try body(context)
    }
}
