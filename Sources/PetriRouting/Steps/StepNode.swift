import PetriHierarchy
import PetriSupport

/// One step of a chain, type-erased: what the router walks. A chain is stored destination
/// first, the way it is declared.
@MainActor
package struct StepNode {
    /// How an origin step finds the view controller a route starts from.
    struct Origin {
        let name: String
        let find: @MainActor (UIWindow, Any) throws -> UIViewController?
        /// Why the step found nothing, for the error.
        let failure: String
        /// Every view controller a finder's search accepts, when the origin is a finder's.
        var matches: @MainActor (UIWindow, Any) -> [UIViewController]? = { _, _ in nil }
    }

    /// A switch between chains, decided at routing time.
    struct Switch {
        let name: String
        /// Returns the chosen case's name and chain, or `nil` when no case applies.
        let resolve: @MainActor (Any, UIWindow) throws -> (choice: String, nodes: [StepNode])?
    }

    enum Kind {
        /// A step with a finder and, unless it only finds, a factory.
        case screen(finder: ErasedFinder, factory: ErasedFactory?)
        /// A general step the route starts from: root, current or a custom finder.
        case origin(Origin)
        /// A switch assembly.
        case switcher(Switch)
    }

    var kind: Kind
    /// The declared view-controller type, for names.
    var typeName: String
    /// How this step's view controller joins the one of the next step (towards the origin).
    var action: ErasedAction?
    /// Turns the chain's context into this step's context (for its finder and factory; each
    /// interceptor and task has its own, since it may have been added after an adapter).
    var adapt: @MainActor (Any) throws -> Any = { $0 }
    var interceptors: [ErasedInterceptor] = []
    var contextTasks: [ErasedContextTask] = []
    var postTasks: [ErasedPostTask] = []

    /// Composes this step's adapter after `transform`.
    func adapted(by transform: @escaping @MainActor (Any) throws -> Any) -> StepNode {
        var copy = self
        copy.adapt = Self.compose(adapt, after: transform)
        copy.interceptors = interceptors.map { var entity = $0; entity.adapt = Self.compose($0.adapt, after: transform); return entity }
        copy.contextTasks = contextTasks.map { var entity = $0; entity.adapt = Self.compose($0.adapt, after: transform); return entity }
        copy.postTasks = postTasks.map { var entity = $0; entity.adapt = Self.compose($0.adapt, after: transform); return entity }
        return copy
    }

    private static func compose(
        _ inner: @escaping @MainActor (Any) throws -> Any,
        after transform: @escaping @MainActor (Any) throws -> Any
    ) -> @MainActor (Any) throws -> Any {
        { try inner(transform($0)) }
    }
}

extension Array where Element == StepNode {
    @MainActor
    func adapted<From, To>(from: From.Type, by transform: @escaping @MainActor (From) throws -> To) -> [StepNode] {
        let name = "context adapter (\(TypeName.of(From.self)) → \(TypeName.of(To.self)))"
        return map {
            $0.adapted { value in try transform(TypeName.cast(value, to: From.self, for: name)) }
        }
    }
}
