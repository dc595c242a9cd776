struct QuitCommand: ShellCommand {
    let name = "quit"
    let aliases = ["exit"]
    let synopsis = "quit"
    var summary: String { "leave \(ToolIdentity.current.name) (Ctrl-D does too)" }
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: name, synopsis: synopsis)
        }
        shell.stop()
    }
}
