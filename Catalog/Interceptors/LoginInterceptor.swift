import PetriDish

/// Lets a route through only for a logged-in user. At a terminal it offers to log in as the demo
/// user: it presents the login screen, asks, and on yes logs in, removes the login screen and
/// lets the navigation continue; on no it removes the login screen and refuses. In a script it
/// follows the session (`login` first) and otherwise refuses, saying how to log in.
struct LoginInterceptor<Context>: RoutingInterceptor {
    let session: PetriSession

    func predict(with context: Context) -> InterceptorPrediction {
        if session.isLoggedIn { return .allows }
        if session.interaction != nil { return .dependsOn("your answer to \"Log in as demo?\"") }
        return .refuses(reason: LoginRequired(advice: session.loginAdvice).description)
    }

    func perform(with context: Context, in window: Window) async throws {
        if session.isLoggedIn { return }
        guard let interaction = session.interaction, let topmost = window.topmostViewController else {
            throw LoginRequired(advice: session.loginAdvice)
        }
        let login = try NavigationController(rootViewController: LoginViewController())
        login.modalPresentationStyle = .formSheet
        try topmost.present(login, animated: true)
        let accepted = await interaction.confirm("This screen needs a logged-in user. Log in as demo?")
        login.dismiss(animated: true)
        guard accepted else { throw LoginCancelled() }
        try session.logIn(as: "demo")
    }
}

/// Why a route behind login was refused in a script.
struct LoginRequired: Error, CustomStringConvertible {
    /// How to log in where the user is (the shell or a one-shot command).
    let advice: String
    var description: String { "this screen needs a logged-in user; \(advice)" }
}

/// Why a route behind login was refused at a terminal.
struct LoginCancelled: Error, CustomStringConvertible {
    var description: String { "login was cancelled" }
}
