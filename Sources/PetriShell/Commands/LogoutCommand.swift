import ArgumentParser

/// `logout`: nobody logged in any more.
struct LogoutVerb: ShellVerb {
    static let name = "logout"
    static let summary = "log out; routes behind a login interceptor then ask (or, in a script, refuse)"

    func run(in shell: Shell) async throws {
        shell.dish.session.logOut()
        shell.print("logged out")
    }
}
