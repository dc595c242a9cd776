import PetriDish

/// Lets a route through only for a logged-in user, the way RouteComposer's Example app does it:
/// at a terminal it navigates to the login form through the router (over whatever is on screen),
/// asks, and on yes logs in, dismisses the form and lets the waiting navigation continue; on no
/// it dismisses the form and refuses — and the window is as it was before the navigation began.
/// In a script it follows the session (`login` first) and otherwise refuses with `LoginRequired`,
/// to which the tool adds how to log in where the user is. It reads the session of the dish it
/// runs in, `DishSession.current`, so it captures none.
///
/// This is a pending deep link: the navigation that needed the login is not dropped;
/// it waits for the login and then goes on to its destination.
struct LoginInterceptor<Context>: PetriRoutingInterceptor {
    /// The login form's route.
    let loginScreen: PetriDestinationStep<LoginViewController, Void>

    func predict(with context: Context) -> InterceptorPrediction {
        let session = DishSession.current
        if session.isLoggedIn { return .allows }
        if session.interaction != nil { return .dependsOn("your answer to \"Log in as demo?\"") }
        return .refuses(LoginRequired())
    }

    func perform(with context: Context, in window: UIWindow) async throws {
        let session = DishSession.current
        if session.isLoggedIn { return }
        guard let interaction = session.interaction, let router = PetriRouter.current else {
            throw LoginRequired()
        }
        try await router.navigate(to: loginScreen, with: ())
        let accepted = await interaction.confirm("This screen needs a logged-in user. Log in as demo?")
        // The form dismisses itself either way, as the app's login screen does.
        try PetriClassFinder<LoginViewController, Void>().findViewController(in: window, with: ())?.dismiss(
            animated: true)
        guard accepted else { throw LoginCancelled() }
        try session.logIn(as: "demo")
    }
}

/// Why a route behind login was refused at a terminal.
struct LoginCancelled: Error, CustomStringConvertible {
    var description: String { "login was cancelled" }
}
