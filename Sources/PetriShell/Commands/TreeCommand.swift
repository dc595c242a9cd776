struct TreeCommand: ShellCommand {
    let name = "tree"
    let synopsis = "tree [--json]"
    let summary = "the current hierarchy"
    let flags = ["--json"]
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: name, synopsis: synopsis)
        }
        try shell.printTree(json: invocation.has("--json"))
    }
}
