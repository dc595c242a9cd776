struct ResetCommand: ShellCommand {
    let name = "reset"
    let synopsis = "reset"
    let summary = "relaunch the app: a fresh window in the current variant"
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: name, synopsis: synopsis)
        }
        try shell.dish.reset()
        try shell.printTree()
    }
}
