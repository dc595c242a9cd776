struct LogoutCommand: ShellCommand {
    let name = "logout"
    let synopsis = "logout"
    let summary = "log out; routes behind a login interceptor then ask (or, in a script, refuse)"
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: name, synopsis: synopsis)
        }
        shell.dish.session.logOut()
        shell.print("logged out")
    }
}
