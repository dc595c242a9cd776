public import PetriHierarchy

/// A finder written inline: the first view controller of type `VC` for which `isTarget` holds
/// (`PetriStepAssembly.screen(_:where:)` builds one, its types inferred from the step).
public struct ClosureFinder<VC: UIViewController, Context>: PetriStackIteratingFinder {
    public typealias ViewController = VC
    public let options: PetriSearchOptions
    private let isTarget: @MainActor (VC, Context) -> Bool

    /// A finder accepting a view controller when `isTarget(viewController, context)` holds.
    public init(options: PetriSearchOptions = .fullStack, _ isTarget: @escaping @MainActor (VC, Context) -> Bool) {
        self.options = options
        self.isTarget = isTarget
    }

    public func isTarget(_ viewController: VC, with context: Context) -> Bool {
        isTarget(viewController, context)
    }
}

/// An interceptor written inline (``StepAssembly/intercepting(_:)``): throwing refuses the
/// navigation before anything changes.
public struct ClosureInterceptor<Context>: PetriRoutingInterceptor {
    private let body: @MainActor (Context, UIWindow) async throws -> Void

    /// An interceptor running `body` with the navigation's context and window.
    public init(_ body: @escaping @MainActor (Context, UIWindow) async throws -> Void) {
        self.body = body
    }

    public func perform(with context: Context, in window: UIWindow) async throws {
        try await body(context, window)
    }
}

/// A context task written inline (``StepAssembly/configuring(_:)``): applied to the step's view
/// controller, built or found.
public struct ClosureContextTask<VC: UIViewController, Context>: PetriContextTask {
    public typealias ViewController = VC
    private let body: @MainActor (VC, Context) throws -> Void

    /// A task running `body` with the view controller and the context.
    public init(_ body: @escaping @MainActor (VC, Context) throws -> Void) {
        self.body = body
    }

    public func perform(on viewController: VC, with context: Context) throws {
        try body(viewController, context)
    }
}

/// A post-routing task written inline (``StepAssembly/afterNavigation(_:)``): run once the
/// whole navigation succeeded.
public struct ClosurePostTask<VC: UIViewController, Context>: PetriPostRoutingTask {
    public typealias ViewController = VC
    private let body: @MainActor (VC, Context, [PetriHierarchy.UIViewController]) -> Void

    /// A task running `body` with the view controller, the context and the routing stack.
    public init(_ body: @escaping @MainActor (VC, Context, [PetriHierarchy.UIViewController]) -> Void) {
        self.body = body
    }

    public func perform(on viewController: VC, with context: Context, routingStack: [PetriHierarchy.UIViewController]) {
        body(viewController, context, routingStack)
    }
}
