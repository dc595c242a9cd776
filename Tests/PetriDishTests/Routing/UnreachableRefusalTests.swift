import PetriDish
import Testing

/// A route whose origin is not in the window, behind an interceptor that would refuse anyway:
/// the error says both, and carries what the session lacks, so the tool can give the advice that
/// helps (`--login`) rather than only "found no ChatListController".
@MainActor
@Suite("A route that cannot start, behind an interceptor that would refuse")
struct UnreachableRefusalTests {
    final class ChatsStack: UINavigationController {}
    final class Chat: UIViewController {}

    struct NeedsLogin: PetriRoutingInterceptor {
        func predict(with context: String) -> InterceptorPrediction { .refuses(LoginRequired()) }
        func perform(with context: String, in window: UIWindow) async throws { throw LoginRequired() }
    }

    @Test("Not found, and the login interceptor would refuse: the error names both and the requirement")
    func namesTheInterceptor() async throws {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: UIViewController(title: "Welcome"))
        // The chats' stack exists only once logged in; the window shows the welcome stack.
        let route = PetriStepAssembly(
            finder: PetriNilFinder<Chat, String>(), factory: ClosureFactory { Chat(context: $0) }
        )
        .adding(NeedsLogin())
        .pushed(onto: PetriGeneralStep.custom(using: PetriClassFinder<ChatsStack, String>()))
        let router = PetriRouter(window: window)

        let error = await #expect(throws: PetriRoutingError.self) { try await router.navigate(to: route, with: "ada") }
        #expect(
            error?.reason.contains("NeedsLogin would refuse it too: this screen needs a logged-in user") == true,
            "\(error?.description ?? "")")
        #expect(error?.requirement == .login)
        #expect(throws: PetriRoutingError.self) { try router.plan(to: route, with: "ada") }
    }
}
