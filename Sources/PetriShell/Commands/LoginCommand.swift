struct LoginCommand: ShellCommand {
    let name = "login"
    let synopsis = "login [user]"
    let summary = "log a user in (default: demo); interceptors that need a login then let routes through"
    let arguments = ArgumentKind.words

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if invocation.arguments.count > 1 {
            throw ShellError.unexpectedArguments(
                Array(invocation.arguments.dropFirst()), command: name, synopsis: synopsis)
        }
        let user = invocation.arguments.first ?? "demo"
        try shell.dish.session.logIn(as: user)
        shell.print("logged in as \(user)")
    }
}
