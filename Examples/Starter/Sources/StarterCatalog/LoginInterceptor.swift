import PetriDish

/// Screens behind a login: the session says whether someone is logged in; when nobody is, the
/// user at petri's keyboard is asked (the shell's y/N), as the app would show its login form.
struct LoginInterceptor<Context>: RoutingInterceptor {
    let session: PetriSession

    func predict(with context: Context) -> InterceptorPrediction {
        session.isLoggedIn ? .allows : .dependsOn("your answer to \"Log in?\"")
    }

    func perform(with context: Context, in window: UIWindow) async throws {
        if session.isLoggedIn { return }
        guard let interaction = session.interaction, await interaction.confirm("This screen needs a logged-in reader. Log in as demo?") else {
            throw NotLoggedIn(advice: session.loginAdvice)
        }
        try session.logIn(as: "demo")
    }
}

struct NotLoggedIn: Error, CustomStringConvertible {
    let advice: String
    var description: String { "this screen needs a logged-in reader; \(advice)" }
}
