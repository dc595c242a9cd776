struct DismissCommand: ShellCommand {
    let name = "dismiss"
    let synopsis = "dismiss"
    let summary = "swipe down the topmost modal presentation (refused when it cannot be dismissed)"
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        try shell.gesture(invocation, synopsis: synopsis) { try shell.dish.dismiss() }
    }
}
