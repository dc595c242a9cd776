import PetriDish

/// A SwiftUI-era `AppRouter`, as coordinators with MVVM write it: navigation is state, a path of
/// ``AppRoute`` values and one presented sheet, on a ``PathNavigationStack`` whose root is the
/// login. Screens send events instead of calling `router.navigateTo` from a button.
final class StorefrontRouter: Coordinator {
    /// The `NavigationStack(path:)`.
    private(set) var stack: PathNavigationStack<AppRoute>?

    override func startFlow() {
        // The destination closure holds the router weakly: the stack is the router's.
        stack = try? PathNavigationStack<AppRoute>(title: "Storefront", root: screen(for: .login)) {
            [weak self] route in
            self?.screen(for: route) ?? HostingController(route)
        }
    }

    func navigateTo(_ route: AppRoute) { try? stack?.navigate(to: route) }
    func presentSheet(_ route: AppRoute) { try? stack?.presentSheet(route) }
    func dismissSheet() { stack?.dismissSheet() }
    func pop() { try? stack?.pop() }
    func popToRoot() { try? stack?.popToRoot() }

    /// `viewForRoute`: the screen of a route, with the buttons it has.
    private func screen(for route: AppRoute) -> HostingController {
        let screen = show(HostingController(route))
        switch route {
        case .login:
            screen.petri.on("login", summary: "the Login button: home is pushed") { [weak self] _ in
                self?.navigateTo(.home)
            }
            screen.petri.on("register", summary: "the Register button: registration is pushed") { [weak self] _ in
                self?.navigateTo(.registration)
            }
        case .registration:
            screen.petri.on("done", summary: "account created: back to the login") { [weak self] _ in self?.pop() }
        case .home:
            screen.petri.on("product", summary: "a product tile (argument: its id, 42 by default)") { [weak self] id in
                self?.navigateTo(.productDetail(id: id.flatMap(Int.init) ?? 42))
            }
            screen.petri.on("profile", summary: "the avatar: the profile as a sheet") { [weak self] _ in
                self?.presentSheet(.profile(userID: 7))
            }
        case .productDetail:
            screen.petri.on("related", summary: "a related product (argument: its id, 7 by default)") {
                [weak self] id in
                self?.navigateTo(.productDetail(id: id.flatMap(Int.init) ?? 7))
            }
            screen.petri.on("start", summary: "the logo: back to the login, the path emptied") { [weak self] _ in
                self?.popToRoot()
            }
        case .profile:
            screen.petri.on("close", summary: "the Close button of the sheet") { [weak self] _ in self?.dismissSheet() }
        }
        return screen
    }
}

extension ShopFlows {
    func registerStorefront() throws {
        try catalog.register(
            flow: FlowEntry(
                id: "flow.storefront", title: "Storefront (SwiftUI)", group: "Flows",
                summary:
                    "seed 003's AppRouter: a NavigationStack path of routes (login, registration, home, product, profile) and one sheet",
                walks: [
                    FlowEntry.Walk(
                        "login, product, back",
                        [
                            .send("login"), .send("product", argument: "42"), .send("related", argument: "7"), .back,
                            .send("start"),
                        ]),
                    FlowEntry.Walk(
                        "register and return", [.send("register"), .send("done"), .send("register"), .back]),
                    FlowEntry.Walk(
                        "profile sheet",
                        [.send("login"), .send("profile"), .send("close"), .send("profile"), .dismiss(finishing: true)]),
                    FlowEntry.Walk(
                        "product, swipe back given up, then finished",
                        [
                            .send("login"), .send("product", argument: "42"), .swipeBack(finishing: false),
                            .swipeBack(finishing: true),
                        ]),
                ],
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, _ in
                let router = StorefrontRouter()
                router.start()
                if let stack = router.stack { try window.setRootViewController(stack) }
                return router
            })
    }
}
