public import PetriHierarchy
import PetriSupport

/// Actions that put a screen onto a SwiftUI-style ``PathNavigationStack``: the screen's context is
/// its route value, as a `navigationDestination(for:)` view is built from the route.
@MainActor
public enum PathNavigationStackActions {
    /// Appends the screen's route to the path (SwiftUI's `path.append(route)`).
    public static func navigate<Route: Hashable>(_ route: Route.Type = Route.self) -> Navigate<Route> { Navigate() }

    /// Presents the screen as the stack's sheet (SwiftUI's `sheet(item:)`).
    public static func presentSheet<Route: Hashable>(_ route: Route.Type = Route.self) -> PresentSheet<Route> {
        PresentSheet()
    }

    /// Presents the screen as the stack's sheet, replacing a sheet already up.
    public struct PresentSheet<Route: Hashable>: PetriAction {
        public typealias ViewController = PathNavigationStack<Route>

        /// An action for stacks of `Route`.
        public init() {}

        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: PathNavigationStack<Route>,
            animated: Bool
        ) throws {
            try existingController.presentSheet(
                PathNavigationStackActions.route(Route.self, of: viewController, action: "PresentSheet"),
                showing: viewController, animated: animated)
        }
    }

    /// Appends the screen's route to the path.
    public struct Navigate<Route: Hashable>: PetriContainerAction {
        public typealias ViewController = PathNavigationStack<Route>

        /// An action for stacks of `Route`.
        public init() {}

        public func perform(
            embedding viewController: PetriHierarchy.UIViewController,
            in childViewControllers: inout [PetriHierarchy.UIViewController]
        ) throws {
            _ = try PathNavigationStackActions.route(Route.self, of: viewController, action: "Navigate")
            childViewControllers.append(viewController)
        }

        public func perform(
            with viewController: PetriHierarchy.UIViewController, on existingController: PathNavigationStack<Route>,
            animated: Bool
        ) throws {
            try existingController.navigate(
                to: PathNavigationStackActions.route(Route.self, of: viewController, action: "Navigate"),
                showing: viewController, animated: animated)
        }
    }

    /// The route a screen shows: its context.
    static func route<Route: Hashable>(
        _: Route.Type, of viewController: PetriHierarchy.UIViewController, action: String
    ) throws -> Route {
        guard let route = viewController.context as? Route else {
            throw PetriRoutingError(
                .actionFailed, entity: "PathNavigationStackActions.\(action)<\(TypeName.of(Route.self))>",
                reason:
                    "\(viewController.debugName) has no \(TypeName.of(Route.self)) as its context, so it is not a route of the path"
            )
        }
        return route
    }
}
