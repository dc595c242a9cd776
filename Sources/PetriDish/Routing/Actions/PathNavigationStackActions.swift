/// Actions that put a screen onto a SwiftUI-style ``PathNavigationStack``: the screen's context is
/// its route value, as a `navigationDestination(for:)` view is built from the route.
@MainActor
public enum PathNavigationStackActions {
    /// Appends the screen's route to the path (SwiftUI's `path.append(route)`).
    public static func navigate<Route: Hashable>(_ route: Route.Type = Route.self) -> Navigate<Route> { Navigate() }

    /// Appends the screen's route to the path.
    public struct Navigate<Route: Hashable>: ContainerAction {
        public typealias ViewController = PathNavigationStack<Route>

        /// An action for stacks of `Route`.
        public init() {}

        public func perform(embedding viewController: PetriDish.ViewController, in childViewControllers: inout [PetriDish.ViewController]) throws {
            _ = try Self.route(of: viewController)
            childViewControllers.append(viewController)
        }

        public func perform(with viewController: PetriDish.ViewController, on existingController: PathNavigationStack<Route>, animated: Bool) throws {
            try existingController.navigate(to: Self.route(of: viewController), showing: viewController, animated: animated)
        }

        /// The route a screen shows: its context.
        static func route(of viewController: PetriDish.ViewController) throws -> Route {
            guard let route = viewController.context as? Route else {
                throw RoutingError(
                    .actionFailed, entity: "PathNavigationStackActions.Navigate<\(TypeName.of(Route.self))>",
                    reason: "\(viewController.debugName) has no \(TypeName.of(Route.self)) as its context, so it is not a route of the path")
            }
            return route
        }
    }
}
