import PetriDish
import Testing

/// Each dish owns its session; what the dish runs reads it as `DishSession.current`, set before
/// the variant's launch runs.
@MainActor
@Suite("A dish's own session")
struct DishSessionTests {
    final class HomeScreen: UIViewController {}
    final class AccountScreen: UIViewController {}
    final class WelcomeScreen: UIViewController {}

    /// Screens behind a login, read from the session of the dish the navigation runs in.
    struct NeedsLogin: PetriRoutingInterceptor {
        func predict(with context: Void) -> InterceptorPrediction {
            DishSession.current.isLoggedIn ? .allows : .refuses(LoginRequired())
        }

        func perform(with context: Void, in window: UIWindow) async throws {
            guard DishSession.current.isLoggedIn else { throw LoginRequired() }
        }
    }

    /// A catalog whose launch reads the session as the app reads its own state at launch: a
    /// logged-in user starts at home, anyone else at the welcome screen; the `beta` setting and
    /// the `compact` variant show in the root's title.
    static func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Bank")
        for name in ["regular", "compact"] {
            catalog.addVariant(
                Variant(name, summary: "\(name) layout") { window in
                    let session = DishSession.current
                    let root: UIViewController = session.isLoggedIn ? HomeScreen() : WelcomeScreen()
                    root.title = [session.variant, session.settings["beta"]].compactMap { $0 }.joined(separator: "+")
                    window.rootViewController = UINavigationController(rootViewController: root)
                })
        }
        try catalog.register(
            "bank.account", title: "Account", group: "Bank", summary: "the account, behind login",
            route: PetriStepAssembly<AccountScreen, Void>.screen(AccountScreen.self) { AccountScreen() }
                .adding(NeedsLogin())
                .pushed(onto: PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, Void>())))
        return catalog
    }

    @Test("Two dishes on one catalog keep their own sessions, at once")
    func twoSessionsAtOnce() async throws {
        let catalog = try Self.catalog()
        let ada = try Dish(catalog: catalog)
        let bob = try Dish(catalog: catalog)
        try ada.session.logIn(as: "ada")

        _ = try await ada.go("bank.account", values: ContextValues())
        let refusal = await #expect(throws: PetriRoutingError.self) {
            try await bob.go("bank.account", values: ContextValues())
        }

        #expect(refusal?.requirement == .login, "the refusal says what would let it through; the tool words the advice")
        #expect(refusal?.reason == "this screen needs a logged-in user")
        #expect(ada.window.topmostViewController.map { $0.visiblePath.last is AccountScreen } == true)
        #expect(!bob.session.isLoggedIn)
        #expect(ada.session.user == "ada")
    }

    @Test("The session is set before the launch runs: a launch that reads the login and settings sees them")
    func sessionBeforeLaunch() throws {
        let session = DishSession(variant: "")
        try session.logIn(as: "ada")
        try session.set("beta", to: "on")
        let dish = try Dish(catalog: try Self.catalog(), variant: "compact", session: session)
        let root = try #require((dish.window.rootViewController as? UINavigationController)?.viewControllers.first)
        #expect(root is HomeScreen)
        #expect(root.title == "compact+on")
        #expect(dish.session === session)
        #expect(session.variant == "compact")
    }

    @Test("Changing the variant changes the session first, so the new launch reads it; a failed change changes nothing")
    func variantBeforeLaunch() throws {
        let catalog = try Self.catalog()
        catalog.addVariant(Variant("broken", summary: "fails to launch") { _ in throw LaunchFailure() })
        let dish = try Dish(catalog: catalog)
        try dish.useVariant("compact")
        #expect(dish.window.rootViewController?.children.first?.title == "compact")
        let window = dish.window
        #expect(throws: CatalogError.self) { try dish.useVariant("broken") }
        #expect(dish.session.variant == "compact")
        #expect(dish.window === window)
    }

    struct LaunchFailure: Error {}

    @Test("A plan predicts from the dish's session")
    func planReadsTheSession() throws {
        let dish = try Dish(catalog: try Self.catalog())
        #expect(try dish.plan("bank.account", values: ContextValues()).refusal?.requirement == .login)
        try dish.session.logIn(as: "ada")
        #expect(try dish.plan("bank.account", values: ContextValues()).refusal == nil)
    }

    @available(*, deprecated, message: "exercises the deprecated catalog.session on purpose")
    @Test("A route that captured the deprecated catalog.session reads the session of the dish it runs in")
    func deprecatedCatalogSession() throws {
        let catalog = try Self.catalog()
        let captured = catalog.session
        let ada = try Dish(catalog: catalog)
        let bob = try Dish(catalog: catalog)
        try ada.session.logIn(as: "ada")
        #expect(try ada.plan("bank.account", values: ContextValues()).refusal == nil)
        #expect(try bob.plan("bank.account", values: ContextValues()).refusal != nil)
        #expect(!captured.isLoggedIn, "outside any dish, nobody is logged in")
    }
}
