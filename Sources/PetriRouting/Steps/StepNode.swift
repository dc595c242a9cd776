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

    /// The step's parts, in one object: the router reads a node several times per navigation,
    /// and copying a node is then one retain instead of one per closure and array.
    private final class Storage {
        var kind: Kind {
            didSet { shortcuts = Shortcuts(kind) }
        }
        /// What the router can tell from the kind without copying its entities out (a retain
        /// each): worked out whenever the kind is set.
        private(set) var shortcuts: Shortcuts
        var typeName: String
        var action: ErasedAction?
        /// `nil` for a step that takes the chain's context as it is (most steps): nothing to call.
        var adapt: (@MainActor (Any) throws -> Any)?
        var interceptors: [ErasedInterceptor]
        var contextTasks: [ErasedContextTask]
        var postTasks: [ErasedPostTask]
        /// The node's name at its place in the last chain that named it: a route is navigated
        /// many times, and its steps' names are the same each time.
        var name: (index: Int, count: Int, name: String)?

        init(
            kind: Kind, typeName: String, action: ErasedAction?, adapt: (@MainActor (Any) throws -> Any)?,
            interceptors: [ErasedInterceptor], contextTasks: [ErasedContextTask], postTasks: [ErasedPostTask]
        ) {
            self.kind = kind
            shortcuts = Shortcuts(kind)
            self.typeName = typeName
            self.action = action
            self.adapt = adapt
            self.interceptors = interceptors
            self.contextTasks = contextTasks
            self.postTasks = postTasks
        }

        func copy() -> Storage {
            Storage(
                kind: kind, typeName: typeName, action: action, adapt: adapt,
                interceptors: interceptors, contextTasks: contextTasks, postTasks: postTasks)
        }
    }

    /// What the router can tell of a step from its kind alone, for the steps of most routes.
    private struct Shortcuts {
        /// For a step whose finder is a nil finder (a ``PetriNilFinder`` the trace does not
        /// mention) and that has a factory: the context type the finder declares. Given a
        /// context of that type the step finds nothing and builds, and its resolution records
        /// nothing.
        var buildsWithoutFinding: ObjectIdentifier?
        /// For a step whose factory checks nothing in `prepare`: the context type it declares
        /// (``ErasedFactory/checklessContext``).
        var factoryChecksNothing: ObjectIdentifier?

        init(_ kind: Kind) {
            guard case .screen(let finder, let factory?) = kind else { return }
            if finder.isNil { buildsWithoutFinding = finder.nilFinderContext }
            factoryChecksNothing = factory.checklessContext
        }
    }

    private var storage: Storage

    init(
        kind: Kind, typeName: String, action: ErasedAction? = nil,
        adapt: (@MainActor (Any) throws -> Any)? = nil,
        interceptors: [ErasedInterceptor] = [], contextTasks: [ErasedContextTask] = [], postTasks: [ErasedPostTask] = []
    ) {
        storage = Storage(
            kind: kind, typeName: typeName, action: action, adapt: adapt,
            interceptors: interceptors, contextTasks: contextTasks, postTasks: postTasks)
    }

    /// The storage, copied first when another node shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    var kind: Kind {
        get { storage.kind }
        set { uniqueStorage.kind = newValue }
    }
    /// The declared view-controller type, for names.
    var typeName: String {
        get { storage.typeName }
        set { uniqueStorage.typeName = newValue; storage.name = nil }
    }
    /// How this step's view controller joins the one of the next step (towards the origin).
    var action: ErasedAction? {
        get { storage.action }
        set { uniqueStorage.action = newValue }
    }
    /// Turns the chain's context into this step's context (for its finder and factory; each
    /// interceptor and task has its own, since it may have been added after an adapter).
    var adapt: @MainActor (Any) throws -> Any {
        get { storage.adapt ?? { $0 } }
        set { uniqueStorage.adapt = newValue }
    }

    /// Whether the step finds nothing and builds, given a context whose dynamic type is
    /// `contextType`: its finder is a nil finder given the context it declares, and the step
    /// has a factory. Its resolution then records nothing.
    func buildsWithoutFinding(givenContextOfType contextType: ObjectIdentifier) -> Bool {
        storage.shortcuts.buildsWithoutFinding == contextType
    }

    /// Whether the step's factory has nothing to check in `prepare`, given a context whose
    /// dynamic type is `contextType`.
    func factoryChecksNothing(givenContextOfType contextType: ObjectIdentifier) -> Bool {
        storage.shortcuts.factoryChecksNothing == contextType
    }

    /// Whether the step adapts the chain's context; without an adapter it takes it as it is.
    var adaptsContext: Bool { storage.adapt != nil }

    /// `context` as this step takes it: adapted, or as it is when the step has no adapter.
    func adaptContext(_ context: Any) throws -> Any {
        guard let adapt = storage.adapt else { return context }
        return try adapt(context)
    }
    var interceptors: [ErasedInterceptor] {
        get { storage.interceptors }
        set { uniqueStorage.interceptors = newValue }
    }
    var contextTasks: [ErasedContextTask] {
        get { storage.contextTasks }
        set { uniqueStorage.contextTasks = newValue }
    }
    var postTasks: [ErasedPostTask] {
        get { storage.postTasks }
        set { uniqueStorage.postTasks = newValue }
    }
    /// The node's name in decisions and errors at `index` of a chain of `count` nodes:
    /// `step 2/6 (ProductViewController)`.
    func name(at index: Int, of count: Int) -> String {
        if let cached = storage.name, cached.index == index, cached.count == count { return cached.name }
        let name = "step \(index + 1)/\(count) (\(storage.typeName))"
        storage.name = (index, count, name)
        return name
    }

    /// Whether the step has context or post tasks of its own.
    var hasTasks: (context: Bool, post: Bool) {
        (!storage.contextTasks.isEmpty, !storage.postTasks.isEmpty)
    }

    /// Composes this step's adapter after `transform`.
    func adapted(by transform: @escaping @MainActor (Any) throws -> Any) -> StepNode {
        var copy = self
        copy.adapt = Self.compose(adapt, after: transform)
        copy.interceptors = interceptors.map {
            var entity = $0; entity.adapt = Self.compose($0.adapt, after: transform); return entity
        }
        copy.contextTasks = contextTasks.map {
            var entity = $0; entity.adapt = Self.compose($0.adapt, after: transform); return entity
        }
        copy.postTasks = postTasks.map {
            var entity = $0; entity.adapt = Self.compose($0.adapt, after: transform); return entity
        }
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
