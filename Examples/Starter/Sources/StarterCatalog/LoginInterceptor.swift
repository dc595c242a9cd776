import PetriDish

/// Screens behind a login: the session says whether someone is logged in; when nobody is, the
/// user at petri's keyboard is asked (the shell's y/N), as the app would show its login form.
/// The session is the one of the dish the navigation runs in, `DishSession.current`.
struct LoginInterceptor<Context>: PetriRoutingInterceptor {
    func predict(with context: Context) -> InterceptorPrediction {
        DishSession.current.isLoggedIn ? .allows : .dependsOn("your answer to \"Log in?\"")
    }

    func perform(with context: Context, in window: UIWindow) async throws {
        let session = DishSession.current
        if session.isLoggedIn { return }
        guard let interaction = session.interaction, await interaction.confirm("This screen needs a logged-in user. Log in as demo?") else {
            // petri adds how to log in where the user is: `login`, or --login.
            throw LoginRequired("this screen needs a logged-in user")
        }
        try session.logIn(as: "demo")
    }
}
