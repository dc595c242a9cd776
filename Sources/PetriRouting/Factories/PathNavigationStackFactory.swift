public import PetriHierarchy

/// Builds a ``PathNavigationStack``: its root, the routes the context puts under the destination
/// (a deep link's `[.home, .productDetail(id)]` path), then the screens the router gathered, each
/// showing its context's route.
public struct PathNavigationStackFactory<Route: Hashable, Context>: PetriContainerFactory {
    public typealias ViewController = PathNavigationStack<Route>

    private let title: String?
    private let root: @MainActor (Context) -> PetriHierarchy.UIViewController
    private let path: @MainActor (Context) -> [Route]
    private let destination: @MainActor (Route) -> PetriHierarchy.UIViewController

    /// A factory of stacks titled `title`, showing `root` with `path` pushed, building each
    /// route's screen with `destination`.
    public init(
        title: String? = nil,
        root: @escaping @MainActor (Context) -> PetriHierarchy.UIViewController,
        path: @escaping @MainActor (Context) -> [Route] = { _ in [] },
        destination: @escaping @MainActor (Route) -> PetriHierarchy.UIViewController
    ) {
        self.title = title
        self.root = root
        self.path = path
        self.destination = destination
    }

    public func build(with context: Context, integrating children: [PetriHierarchy.UIViewController]) throws
        -> PathNavigationStack<Route>
    {
        let stack = try PathNavigationStack(
            title: title, root: root(context), path: path(context), destination: destination)
        for child in children {
            try stack.navigate(
                to: PathNavigationStackActions.route(Route.self, of: child, action: "Navigate"), showing: child,
                animated: false)
        }
        return stack
    }
}
