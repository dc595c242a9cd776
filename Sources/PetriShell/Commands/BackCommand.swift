struct BackCommand: ShellCommand {
    let name = "back"
    let synopsis = "back [--swipe] [--cancel]"
    let summary = "press the system back button of the visible navigation stack, or swipe back"
    let details = """
    --swipe swipes back from the left edge instead: the stack's delegate hears willShow when the
    swipe begins and didShow when it finishes. --cancel starts the swipe and gives up half-way:
    the delegate hears willShow and that the interaction was cancelled, and nothing changes.
    """
    let flags = ["--swipe", "--cancel"]
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        try shell.gesture(invocation, synopsis: synopsis) {
            if invocation.has("--cancel") {
                try shell.dish.swipeBack(finishing: false)
            } else if invocation.has("--swipe") {
                try shell.dish.swipeBack(finishing: true)
            } else {
                _ = try shell.dish.back()
            }
        }
    }
}
