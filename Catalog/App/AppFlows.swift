import PetriDish

// An app built of coordinators, as with MVVM: the App coordinator chooses Auth or Main by the
// session's login state; Auth pushes registration and password reset; Main is a tab bar with a
// coordinator per tab; the catalog tab opens the filters as a modal coordinator with apply and
// cancel.

/// The app: Auth when logged out, Main when logged in; logging in or out switches.
final class AppCoordinator: Coordinator {
    let window: UIWindow
    let session: DishSession
    init(window: UIWindow, session: DishSession) {
        self.window = window
        self.session = session
    }

    override func startFlow() {
        session.isLoggedIn ? startMain() : startAuth()
    }

    private func startAuth() {
        let navigation = UINavigationController(title: "Auth")
        let auth = AuthCoordinator(router: CoordinatorRouter(navigationController: navigation), session: session)
        auth.flowListener = self
        add(dependency: auth)
        auth.start()
        try? window.setRootViewController(navigation)
    }

    private func startMain() {
        let main = MainTabsCoordinator(session: session)
        main.flowListener = self
        add(dependency: main)
        main.start()
        try? window.setRootViewController(main.tabBar)
    }

    override func onFlowFinished(coordinator: Coordinator) {
        remove(dependency: coordinator)
        coordinator is AuthCoordinator ? startMain() : startAuth()
    }
}

/// Auth: the login form; registration and password reset are pushed, each by a child that
/// finishes when its screen leaves (the back button included).
final class AuthCoordinator: Coordinator {
    let router: CoordinatorRouter
    let session: DishSession
    init(router: CoordinatorRouter, session: DishSession) {
        self.router = router
        self.session = session
    }

    override func startFlow() {
        let login = show(LoginViewController())
        login.petri.on("login", summary: "Log in as demo") { [weak self] _ in
            guard let self else { return }
            try? self.session.logIn(as: "demo")
            self.finish()
        }
        login.petri.on("showRegistration", summary: "Create an account") { [weak self] _ in
            self?.push(RegistrationViewController(RegistrationContext(email: nil)))
        }
        login.petri.on("forgotPassword", summary: "Forgot password") { [weak self] email in
            self?.push(ForgotPasswordViewController(PasswordResetContext(email: email ?? "ada@example.com")))
        }
        try? router.setAsRoot(login)
    }

    private func push(_ screen: UIViewController) {
        let child = PushedScreenCoordinator(router: router, screen: screen)
        add(dependency: child)
        child.start()
    }
}

/// A pushed screen's coordinator: its flow ends when the screen leaves, however it leaves — the
/// coordinator layer ends it and tells Auth (no completion calling `finish()` needed).
final class PushedScreenCoordinator: Coordinator {
    let router: CoordinatorRouter
    private var screen: UIViewController?
    init(router: CoordinatorRouter, screen: UIViewController) {
        self.router = router
        self.screen = screen
    }

    override var name: String {
        "PushedScreenCoordinator(\(screen?.typeName ?? shownViewControllers.first?.typeName ?? "?"))"
    }

    override func startFlow() {
        guard let screen else { return }
        self.screen = nil
        try? router.push(show(screen), animated: true)
    }
}

/// Main: a tab bar with a coordinator per tab (the usual `TabBarCoordinator`).
final class MainTabsCoordinator: Coordinator {
    let session: DishSession
    let tabBar = UITabBarController(title: "Main")
    init(session: DishSession) { self.session = session }

    override func startFlow() {
        let home = TabCoordinator(root: HomeViewController(), title: "Home")
        let catalog = CatalogTabCoordinator()
        let profile = ProfileTabCoordinator(session: session)
        profile.onLogout = { [weak self] in self?.finish() }
        for child in [home, catalog, profile] as [TabCoordinator] {
            add(dependency: child)
            child.start()
        }
        tabBar.setViewControllers([home.navigation, catalog.navigation, profile.navigation], animated: false)
    }
}

/// One tab: a navigation stack with its root screen.
class TabCoordinator: Coordinator {
    let navigation: UINavigationController
    let router: CoordinatorRouter
    let root: UIViewController
    init(root: UIViewController, title: String) {
        navigation = UINavigationController(title: title)
        router = CoordinatorRouter(navigationController: navigation)
        self.root = root
    }

    override func startFlow() {
        try? router.setAsRoot(show(root))
    }
}

/// The catalog tab: its Filters button opens the filters as a modal coordinator.
final class CatalogTabCoordinator: TabCoordinator {
    init() { super.init(root: CategoriesViewController(), title: "Catalog") }

    override func startFlow() {
        super.startFlow()
        root.petri.on("filters", summary: "the Filters button") { [weak self] _ in self?.openFilters() }
    }

    private func openFilters() {
        let filters = FiltersCoordinator(presenter: navigation)
        add(dependency: filters)
        filters.start()
    }
}

/// The profile tab: its Log out button ends Main.
final class ProfileTabCoordinator: TabCoordinator {
    let session: DishSession
    var onLogout: (() -> Void)?
    init(session: DishSession) {
        self.session = session
        super.init(root: ProfileViewController(), title: "Profile")
    }

    override func startFlow() {
        super.startFlow()
        root.petri.on("logout", summary: "Log out") { [weak self] _ in
            self?.session.logOut()
            self?.onLogout?()
        }
    }
}

/// The filters, a coordinator of their own: presented modally; Apply and Cancel dismiss and
/// finish it, and so does the user's swipe-down.
final class FiltersCoordinator: ModalFlowCoordinator {

    override func startFlow() {
        let filters = show(
            FiltersViewController(FiltersContext(category: .shoes, priceMin: 0, priceMax: nil, onlyInStock: false)))
        filters.petri.on("apply", summary: "Apply the filters") { [weak self] _ in self?.close() }
        filters.petri.on("cancel", summary: "Cancel") { [weak self] _ in self?.close() }
        present(filters)
    }
}

extension ShopFlows {
    func registerApp() throws {
        try catalog.register(
            flow: FlowEntry(
                id: "flow.app", title: "The app: Auth or Main", group: "Flows",
                summary:
                    "seed 003: Auth when logged out (registration and password reset pushed), Main's tabs when logged in; filters as a modal",
                walks: [
                    FlowEntry.Walk("register, back, log in", [.send("showRegistration"), .back, .send("login")]),
                    FlowEntry.Walk(
                        "log in, filters applied, log out",
                        [.send("login"), .tab(1), .send("filters"), .send("apply"), .tab(2), .send("logout")]),
                    FlowEntry.Walk(
                        "filters swiped away", [.send("login"), .tab(1), .send("filters"), .dismiss(finishing: true)]),
                ],
                location: CodeLocation(file: #fileID, line: #line)
            ) { window, session in
                let root = AppCoordinator(window: window, session: session)
                root.start()
                return root
            })
    }
}
