import PetriHierarchy
import PetriSupport

/// The router works on type-erased entities: each typed factory, finder, action or task is
/// wrapped once, when a step is assembled, into one of these boxes, which check the context and
/// view-controller types at run time and name the entity in errors.

@MainActor
struct ErasedFinder {
    let name: String
    /// A ``NilFinder``: it never finds, so the trace does not mention it.
    let isNil: Bool
    /// The declared type of what the finder finds.
    let viewControllerType: UIViewController.Type
    let find: @MainActor (UIWindow, Any) throws -> UIViewController?

    init<F: Finder>(_ finder: F) {
        let name = TypeName.of(entity: finder)
        self.name = name
        viewControllerType = F.ViewController.self
        isNil = finder is any NilEntity
        find = { window, context in
            try finder.findViewController(in: window, with: TypeName.cast(context, to: F.Context.self, for: name))
        }
    }
}

@MainActor
struct ErasedFactory {
    let name: String
    /// The declared type of what the factory builds.
    let viewControllerType: UIViewController.Type
    /// Whether this factory builds a container that takes the children the router gathers.
    let isContainer: Bool
    /// Whether it "builds" by finding in the window (``FinderFactory``): what it returns is
    /// already placed, so the router brings it into view in its containers.
    let findsInWindow: Bool
    let prepare: @MainActor (Any, UIWindow) throws -> Void
    let build: @MainActor (Any, [UIViewController], UIWindow) throws -> UIViewController

    init<F: Factory>(_ factory: F) {
        let name = TypeName.of(entity: factory)
        self.name = name
        viewControllerType = F.ViewController.self
        isContainer = false
        findsInWindow = factory is any WindowScopedFactory
        if let scoped = factory as? any WindowScopedFactory {
            prepare = { context, window in try scoped.prepare(with: context, in: window) }
            build = { context, _, window in try scoped.build(with: context, in: window) }
        } else {
            prepare = { context, _ in try factory.prepare(with: TypeName.cast(context, to: F.Context.self, for: name)) }
            build = { context, _, _ in try factory.build(with: TypeName.cast(context, to: F.Context.self, for: name)) }
        }
    }

    init<F: ContainerFactory>(container factory: F) {
        let name = TypeName.of(entity: factory)
        self.name = name
        viewControllerType = F.ViewController.self
        isContainer = true
        findsInWindow = false
        prepare = { context, _ in try factory.prepare(with: TypeName.cast(context, to: F.Context.self, for: name)) }
        build = { context, children, _ in
            try factory.build(with: TypeName.cast(context, to: F.Context.self, for: name), integrating: children)
        }
    }
}

@MainActor
struct ErasedAction {
    let name: String
    /// For a container action: whether it embeds into containers of the given type.
    let embedsInto: (@MainActor (Any.Type) -> Bool)?
    let perform: @MainActor (UIViewController, UIViewController, Bool) throws -> Void
    let embed: (@MainActor (UIViewController, inout [UIViewController]) throws -> Void)?
    /// For a container action: the container it acts on, given the view controller before it
    /// (that one or its nearest parent of the action's container type).
    let container: (@MainActor (UIViewController) -> UIViewController?)?
    /// Whether it places nothing (``NilAction``).
    var placesNothing = false

    init<A: Action>(_ action: A) {
        let name = TypeName.of(entity: action)
        self.name = name
        placesNothing = action is NilAction
        embedsInto = nil
        embed = nil
        container = nil
        perform = { viewController, existing, animated in
            guard let typed = existing as? A.ViewController else {
                throw RoutingError(
                    .typeMismatch, entity: name,
                    reason: "acts on a \(TypeName.of(A.ViewController.self)), but the view controller before it is \(existing.debugName)")
            }
            try action.perform(with: viewController, on: typed, animated: animated)
        }
    }

    init<A: ContainerAction>(container action: A) {
        let name = TypeName.of(entity: action)
        self.name = name
        embedsInto = { $0 is A.ViewController.Type }
        embed = { viewController, children in try action.perform(embedding: viewController, in: &children) }
        container = { existing in
            var candidate: UIViewController? = existing
            while let current = candidate, !(current is A.ViewController) { candidate = current.parent }
            return candidate
        }
        perform = { viewController, existing, animated in
            // As in RouteComposer, a container action finds the nearest container of its type
            // among the existing view controller and its parents.
            var candidate: UIViewController? = existing
            while let current = candidate, !(current is A.ViewController) { candidate = current.parent }
            guard let container = candidate as? A.ViewController else {
                throw RoutingError(
                    .actionFailed, entity: name,
                    reason: "needs a \(TypeName.of(A.ViewController.self)), but neither \(existing.debugName) nor its parents are one")
            }
            try action.perform(with: viewController, on: container, animated: animated)
        }
    }
}

@MainActor
struct ErasedInterceptor {
    let name: String
    /// Turns the chain's context into the one this entity was declared for: identity when it
    /// is added, composed with every context adapter applied to its step afterwards.
    var adapt: @MainActor (Any) throws -> Any = { $0 }
    let prepare: @MainActor (Any) throws -> Void
    let perform: @MainActor (Any, UIWindow) async throws -> Void
    let predict: @MainActor (Any) -> InterceptorPrediction

    init<I: RoutingInterceptor>(_ interceptor: I) {
        let name = TypeName.of(entity: interceptor)
        self.name = name
        prepare = { try interceptor.prepare(with: TypeName.cast($0, to: I.Context.self, for: name)) }
        predict = { context in
            guard let typed = context as? I.Context else { return .dependsOn("what \(name) decides when it runs") }
            return interceptor.predict(with: typed)
        }
        perform = { context, window in
            try await interceptor.perform(with: TypeName.cast(context, to: I.Context.self, for: name), in: window)
        }
    }
}

@MainActor
struct ErasedContextTask {
    let name: String
    /// Turns the chain's context into the one this entity was declared for: identity when it
    /// is added, composed with every context adapter applied to its step afterwards.
    var adapt: @MainActor (Any) throws -> Any = { $0 }
    /// The view-controller type the task was declared for.
    let viewControllerTypeName: String
    /// Whether the task applies to a view controller (it is of the task's type).
    let appliesTo: @MainActor (UIViewController.Type) -> Bool
    let prepare: @MainActor (Any) throws -> Void
    let perform: @MainActor (UIViewController, Any) throws -> Void

    init<T: ContextTask>(_ task: T) {
        let name = TypeName.of(entity: task)
        self.name = name
        viewControllerTypeName = TypeName.of(T.ViewController.self)
        appliesTo = { $0 is T.ViewController.Type }
        prepare = { try task.prepare(with: TypeName.cast($0, to: T.Context.self, for: name)) }
        perform = { viewController, context in
            guard let typed = viewController as? T.ViewController else { return }
            try task.perform(on: typed, with: TypeName.cast(context, to: T.Context.self, for: name))
        }
    }
}

@MainActor
struct ErasedPostTask {
    let name: String
    /// Turns the chain's context into the one this entity was declared for: identity when it
    /// is added, composed with every context adapter applied to its step afterwards.
    var adapt: @MainActor (Any) throws -> Any = { $0 }
    /// The view-controller type the task was declared for.
    let viewControllerTypeName: String
    let appliesTo: @MainActor (UIViewController.Type) -> Bool
    /// Checks the context type before anything changes, so a mismatch never runs the task.
    let check: @MainActor (Any) throws -> Void
    let perform: @MainActor (UIViewController, Any, [UIViewController]) -> Void

    init<T: PostRoutingTask>(_ task: T) {
        let name = TypeName.of(entity: task)
        self.name = name
        viewControllerTypeName = TypeName.of(T.ViewController.self)
        appliesTo = { $0 is T.ViewController.Type }
        check = { _ = try TypeName.cast($0, to: T.Context.self, for: name) }
        perform = { viewController, context, stack in
            guard let typed = viewController as? T.ViewController, let context = context as? T.Context else { return }
            task.perform(on: typed, with: context, routingStack: stack)
        }
    }
}

/// A factory that needs the window being navigated (it finds rather than builds).
@MainActor
protocol WindowScopedFactory {
    func prepare(with context: Any, in window: UIWindow) throws
    func build(with context: Any, in window: UIWindow) throws -> UIViewController
}
