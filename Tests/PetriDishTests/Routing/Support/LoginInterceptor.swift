import PetriDish
@testable import PetriRouting

/// The app's session: whether the user is logged in, and the login screen's pending answer.
@MainActor
final class Session {
    var isLoggedIn = false
    /// The login screen's outcome: `true` when the user logged in, `false` when they cancelled.
    let login = UserDecision<Bool>()
    /// The login screens the interceptor presented, in order.
    private(set) var loginScreens: [LoginScreen] = []

    func didPresent(_ screen: LoginScreen) {
        loginScreens.append(screen)
    }
}

/// The user cancelled the login.
struct LoginCancelled: Error, CustomStringConvertible {
    var description: String { "the user cancelled the login" }
}

/// Seed 002's and 003's login interceptor: when the user is logged out it presents a login
/// screen over whatever is on top, waits for the user, removes the login screen, and lets the
/// navigation continue or refuses it.
struct LoginInterceptor<Context>: PetriRoutingInterceptor {
    let session: Session

    func perform(with context: Context, in window: UIWindow) async throws {
        if session.isLoggedIn { return }
        guard let top = window.topmostViewController else {
            throw TestFailure("there is nothing to present the login screen from")
        }
        let loginScreen = LoginScreen()
        top.present(loginScreen, animated: true)
        session.didPresent(loginScreen)
        let loggedIn = await session.login.answer()
        loginScreen.dismiss(animated: true)
        guard loggedIn else { throw LoginCancelled() }
        session.isLoggedIn = true
    }
}
