struct QuitCommand: ShellCommand {
    let name = "quit"
    let aliases = ["exit"]
    let synopsis = "quit"
    let summary = "leave petri (Ctrl-D does too)"
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: name, synopsis: synopsis)
        }
        shell.stop()
    }
}
