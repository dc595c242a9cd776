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

    /// The step's parts, shared between copies until one changes (copy on write): the router
    /// copies nodes as it walks a chain, and a copy of the parts themselves would retain every
    /// closure and array they hold, many times per navigation.
    private final class Parts {
        var kind: Kind
        var typeName: String
        var action: ErasedAction?
        var adapt: @MainActor (Any) throws -> Any
        var interceptors: [ErasedInterceptor]
        var contextTasks: [ErasedContextTask]
        var postTasks: [ErasedPostTask]

        init(
            kind: Kind, typeName: String, action: ErasedAction?, adapt: @escaping @MainActor (Any) throws -> Any,
            interceptors: [ErasedInterceptor], contextTasks: [ErasedContextTask], postTasks: [ErasedPostTask]
        ) {
            self.kind = kind
            self.typeName = typeName
            self.action = action
            self.adapt = adapt
            self.interceptors = interceptors
            self.contextTasks = contextTasks
            self.postTasks = postTasks
        }

        func copy() -> Parts {
            Parts(kind: kind, typeName: typeName, action: action, adapt: adapt, interceptors: interceptors, contextTasks: contextTasks, postTasks: postTasks)
        }
    }

    private var parts: Parts

    init(kind: Kind, typeName: String, action: ErasedAction? = nil) {
        parts = Parts(kind: kind, typeName: typeName, action: action, adapt: { $0 }, interceptors: [], contextTasks: [], postTasks: [])
    }

    /// The parts, made this copy's own before a change.
    private mutating func ownParts() -> Parts {
        if !isKnownUniquelyReferenced(&parts) { parts = parts.copy() }
        return parts
    }

    var kind: Kind {
        get { parts.kind }
        set { ownParts().kind = newValue }
    }
    /// The declared view-controller type, for names.
    var typeName: String {
        get { parts.typeName }
        set { ownParts().typeName = newValue }
    }
    /// How this step's view controller joins the one of the next step (towards the origin).
    var action: ErasedAction? {
        get { parts.action }
        set { ownParts().action = newValue }
    }
    /// Turns the chain's context into this step's context (for its finder and factory; each
    /// interceptor and task has its own, since it may have been added after an adapter).
    var adapt: @MainActor (Any) throws -> Any {
        get { parts.adapt }
        set { ownParts().adapt = newValue }
    }
    var interceptors: [ErasedInterceptor] {
        get { parts.interceptors }
        set { ownParts().interceptors = newValue }
    }
    var contextTasks: [ErasedContextTask] {
        get { parts.contextTasks }
        set { ownParts().contextTasks = newValue }
    }
    var postTasks: [ErasedPostTask] {
        get { parts.postTasks }
        set { ownParts().postTasks = newValue }
    }

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
