import Testing
import PetriDish
@testable import PetriHierarchy

/// Seed 003's SwiftUI-era `AppRouter`: a path of route values, one sheet, the children derived.
@MainActor
@Suite("PathNavigationStack: SwiftUI's value-driven navigation")
struct PathNavigationStackTests {
    enum AppRoute: Hashable, CustomStringConvertible {
        case login, registration, home, productDetail(id: String), profile(userId: String)
        var description: String {
            switch self {
            case .login: "login"
            case .registration: "registration"
            case .home: "home"
            case let .productDetail(id): "productDetail(\(id))"
            case let .profile(userId): "profile(\(userId))"
            }
        }
    }

    final class RouteScreen: UIViewController {
        init(_ route: AppRoute) { super.init(title: "\(route)", context: route) }
    }

    private func stack(path: [AppRoute] = []) throws -> (UIWindow, PathNavigationStack<AppRoute>) {
        let window = UIWindow()
        let stack = try PathNavigationStack<AppRoute>(root: RouteScreen(.login), path: path) { RouteScreen($0) }
        try window.setRootViewController(stack)
        return (window, stack)
    }

    @Test("navigate, pop and pop to root change the path, and the children follow it")
    func pathDrivesChildren() throws {
        let (window, stack) = try stack()
        try stack.navigate(to: .home)
        try stack.navigate(to: .productDetail(id: "42"))
        #expect(stack.path == [.home, .productDetail(id: "42")])
        #expect(stack.children.map(\.title) == ["login", "home", "productDetail(42)"])
        #expect(window.visibleViewControllers.last?.title == "productDetail(42)")

        try stack.pop()
        #expect(stack.path == [.home])
        try stack.popToRoot()
        #expect(stack.path.isEmpty)
        try stack.pop()
        #expect(stack.path.isEmpty, "popping an empty path does nothing, as seed 003's pop()")
        #expect(
            window.transitions.suffix(3).map(\.description) == [
                "push RouteScreen(productDetail(42)) in PathNavigationStack<AppRoute> (animated)",
                "pop RouteScreen(home) in PathNavigationStack<AppRoute> (animated)",
                "pop RouteScreen(login) in PathNavigationStack<AppRoute> (animated)",
            ])
    }

    @Test("Setting the path keeps the screens of the common prefix and builds the rest")
    func setPathKeepsPrefix() throws {
        let (_, stack) = try stack(path: [.home, .productDetail(id: "1")])
        let home = stack.children[1]
        try stack.setPath([.home, .profile(userId: "7")])
        #expect(stack.children[1] === home, "the home screen keeps its identity")
        #expect(stack.path == [.home, .profile(userId: "7")])
        #expect(stack.viewController(for: .profile(userId: "7")) === stack.children[2])
    }

    @Test("One sheet: presented from a route, replaced by the next one, cleared by the user's swipe-down")
    func sheet() throws {
        let (window, stack) = try stack(path: [.home])
        try stack.presentSheet(.profile(userId: "7"))
        #expect(stack.presentedSheet == .profile(userId: "7"))
        #expect(window.visibleViewControllers.last?.title == "profile(7)")
        try stack.presentSheet(.registration)
        #expect(stack.presentedSheet == .registration)
        try window.dismissTopmostInteractively()
        #expect(stack.presentedSheet == nil)
        #expect(stack.path == [.home], "the sheet never touches the path")
    }

    @Test("The system back button removes the last route; the root has none")
    func backButton() throws {
        let (_, stack) = try stack(path: [.home])
        let container: any BackStackContainer = stack
        #expect(container.canGoBack)
        #expect(try container.goBack(animated: true).title == "home")
        #expect(!container.canGoBack)
        #expect(throws: HierarchyError.self) { try container.goBack(animated: true) }
    }

    @Test("The router composes a route onto the path; a failed navigation leaves the path as it was")
    func routerComposesAndRollsBack() async throws {
        let window = UIWindow()
        try window.setRootViewController(UIViewController(title: "Splash"))
        func route(failing: Bool) -> PetriDestinationStep<RouteScreen, String> {
            PetriStepAssembly(
                finder: PetriNilFinder<RouteScreen, String>(),
                factory: ClosureFactory { RouteScreen(.productDetail(id: $0)) }
            )
            .adding(
                RecordingContextTask<RouteScreen, String>(
                    label: "task", log: EventLog(), failure: failing ? "no such product" : nil)
            )
            .using(PathNavigationStackActions.navigate(AppRoute.self))
            .from(
                PetriStepAssembly(
                    finder: PetriClassFinder<PathNavigationStack<AppRoute>, String>(),
                    factory: PathNavigationStackFactory<AppRoute, String>(
                        root: { _ in RouteScreen(.login) }, path: { _ in [.home] }, destination: { RouteScreen($0) }))
            )
            .using(PetriGeneralAction.replaceRoot())
            .from(PetriGeneralStep.root())
            .assemble()
        }
        let router = PetriRouter(window: window)
        try await router.navigate(to: route(failing: false), with: "42")
        let stack = try #require(window.rootViewController as? PathNavigationStack<AppRoute>)
        #expect(stack.path == [.home, .productDetail(id: "42")])

        try await router.navigate(to: route(failing: false), with: "7")
        #expect(
            stack.path == [.home, .productDetail(id: "42"), .productDetail(id: "7")],
            "the found stack gets the route pushed")

        _ = await navigateExpectingFailure(router, to: route(failing: true), with: "9", plan: .succeeds)
        #expect(stack.path == [.home, .productDetail(id: "42"), .productDetail(id: "7")])
    }

    @Test("A screen whose context is not a route is refused, naming the route type")
    func screenWithoutRouteIsRefused() async throws {
        let (window, stack) = try stack()
        let route = PetriStepAssembly(
            finder: PetriNilFinder<UIViewController, String>(), factory: ClosureFactory { UIViewController(title: $0) }
        )
        .using(PathNavigationStackActions.navigate(AppRoute.self))
        .from(
            PetriStepAssembly(
                finder: PetriClassFinder<PathNavigationStack<AppRoute>, String>(), factory: PetriNilFactory()
            ).assemble()
        )
        .assemble()
        let error = await navigateExpectingFailure(
            PetriRouter(window: window), to: route, with: "Stray", plan: .succeeds)
        #expect(error?.description.contains("has no AppRoute as its context") == true, "\(String(describing: error))")
        #expect(stack.path.isEmpty)
        #expect(throws: HierarchyError.self) {
            try stack.replaceViewControllers(with: [stack.children[0], UIViewController()], animated: false)
        }
    }
}
