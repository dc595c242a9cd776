import ArgumentParser

/// `login`: a user logged in, whom interceptors that need a login then let through.
struct LoginVerb: ShellVerb {
    static let name = "login"
    static let summary = "log a user in (default: demo); interceptors that need a login then let routes through"
    static let arguments = ArgumentKind.words

    @Argument(help: "Who logs in.")
    var user = "demo"

    func run(in shell: Shell) async throws {
        try shell.dish.session.logIn(as: user)
        shell.print("logged in as \(user)")
    }
}
