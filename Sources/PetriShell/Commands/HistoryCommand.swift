struct HistoryCommand: ShellCommand {
    let name = "history"
    let synopsis = "history"
    let summary = "the commands run in this session (Up recalls earlier sessions' too)"
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: name, synopsis: synopsis)
        }
        let lines = shell.history.dropLast()
        guard !lines.isEmpty else {
            shell.print(
                "no command yet in this session" + (shell.isInteractive ? " (Up recalls earlier sessions')" : ""))
            return
        }
        let width = String(lines.count).count
        for (index, line) in lines.enumerated() {
            let number = String(index + 1)
            shell.print(String(repeating: " ", count: width - number.count) + shell.styler(.dim, number) + "  " + line)
        }
    }
}
