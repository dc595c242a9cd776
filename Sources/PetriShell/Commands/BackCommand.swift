struct BackCommand: ShellCommand {
    let name = "back"
    let synopsis = "back"
    let summary = "press the system back button of the visible navigation stack"
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        try shell.gesture(invocation, synopsis: synopsis) { _ = try shell.dish.back() }
    }
}
