import Testing
import PetriDish
@testable import PetriRouting

/// Interceptors can navigate (issue 12, item 5), as RouteComposer's Example app's login
/// interceptor does: it navigates to the login destination through the router and lets the
/// waiting navigation continue once the user logged in.
@MainActor
@Suite("Routing: interceptors that navigate")
struct NavigatingInterceptorTests {
    /// The app's login interceptor, written the RouteComposer way.
    struct NavigatingLoginInterceptor<Context>: PetriRoutingInterceptor {
        let session: Session
        let loginScreen: PetriDestinationStep<LoginScreen, Void>

        func perform(with context: Context, in window: UIWindow) async throws {
            if session.isLoggedIn { return }
            guard let router = PetriRouter.current else { throw TestFailure("no router to navigate with") }
            try await router.navigate(to: loginScreen, with: ())
            let loggedIn = await session.login.answer()
            try PetriClassFinder<LoginScreen, Void>().findViewController(in: window, with: ())?.dismiss(animated: true)
            guard loggedIn else { throw LoginCancelled() }
            session.isLoggedIn = true
        }
    }

    private var loginScreen: PetriDestinationStep<LoginScreen, Void> {
        PetriStepAssembly(finder: PetriClassFinder<LoginScreen, Void>(), factory: ClosureFactory { LoginScreen() })
            .using(PetriGeneralAction.presentModally(presentationStyle: .formSheet))
            .from(PetriGeneralStep.current())
            .assemble()
    }

    private func productBehindLogin(_ session: Session) -> PetriDestinationStep<ProductScreen, Int> {
        PetriStepAssembly(
            finder: PetriClassWithContextFinder<ProductScreen, Int>(),
            factory: ClosureFactory { ProductScreen(productID: $0) }
        )
        .adding(NavigatingLoginInterceptor<Int>(session: session, loginScreen: loginScreen))
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
    }

    @Test("5. The interceptor's navigation completes before the outer one continues")
    func loginThenContinue() async throws {
        let (window, home) = try homeWindow()
        let session = Session()
        let router = PetriRouter(window: window)
        let navigation = Task { try await router.navigate(to: productBehindLogin(session), with: 42) }
        await session.login.untilAsked()

        #expect(home.presentedViewController is LoginScreen, "the login form was navigated to")
        session.login.supply(true)
        let trace = try await navigation.value

        #expect(home.presentedViewController?.debugName == "ProductScreen(42)")
        #expect(trace.description.contains("NavigatingLoginInterceptor<Int> navigated:"))
        #expect(trace.entries.contains { if case .nested = $0 { true } else { false } })
    }

    @Test("5. When the user cancels, the window is exactly as before the outer navigation")
    func cancelRestoresEverything() async throws {
        let (window, _) = try homeWindow()
        let session = Session()
        let before = HierarchyFingerprint(window)
        let transitions = window.transitions.count
        let router = PetriRouter(window: window)
        let navigation = Task { try await router.navigate(to: productBehindLogin(session), with: 42) }
        await session.login.untilAsked()
        session.login.supply(false)

        await #expect(throws: PetriRoutingError.self) { try await navigation.value }

        #expect(HierarchyFingerprint(window) == before)
        #expect(window.transitions.count == transitions)
        #expect(window.transaction == nil)
    }

    @Test("5. When the outer navigation fails after the login, both are undone")
    func outerFailureUndoesTheNestedNavigation() async throws {
        let (window, _) = try homeWindow()
        let session = Session()
        let failing = PetriStepAssembly(
            finder: PetriNilFinder<ProductScreen, Int>(),
            factory: ClosureFactory { (_: Int) -> ProductScreen in
                throw TestFailure("the product is out of stock")
            }
        )
        .adding(NavigatingLoginInterceptor<Int>(session: session, loginScreen: loginScreen))
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        let before = HierarchyFingerprint(window)
        let router = PetriRouter(window: window)
        let navigation = Task { try await router.navigate(to: failing, with: 42) }
        await session.login.untilAsked()
        session.login.supply(true)

        let error = await #expect(throws: PetriRoutingError.self) { try await navigation.value }

        #expect(error?.description.hasPrefix("the product is out of stock") == true)
        #expect(HierarchyFingerprint(window) == before)
        #expect(window.transaction == nil)
    }

    @Test("5. A navigation from outside while an interceptor waits is still refused")
    func outsideNavigationIsRefused() async throws {
        let (window, _) = try homeWindow()
        let session = Session()
        let router = PetriRouter(window: window)
        let navigation = Task { try await router.navigate(to: productBehindLogin(session), with: 42) }
        await session.login.untilAsked()

        let error = await #expect(throws: PetriRoutingError.self) {
            try await router.navigate(to: loginScreen, with: ())
        }
        #expect(error?.kind == .navigationInProgress)

        session.login.supply(true)
        _ = try await navigation.value
    }
}
