import PetriDish

struct BackCommand: ShellCommand {
    let name = "back"
    let synopsis = "back [--swipe|--cancel]"
    let summary = "press the system back button of the visible navigation stack, or swipe back"
    let details = """
        --swipe swipes back from the left edge instead: the stack's delegate hears willShow when the
        swipe begins and didShow when it finishes. --cancel starts the swipe and gives up half-way:
        the delegate hears willShow and that the interaction was cancelled, and nothing changes.
        A flow's walk writes the same steps: .back, .swipeBack(finishing: true) and
        .swipeBack(finishing: false).
        """
    let flags = ["--swipe", "--cancel"]
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        try shell.gesture(invocation, synopsis: synopsis) {
            try shell.dish.play(FlowStep(words: [name] + invocation.words))
        }
    }
}
