import PetriDish

struct DismissCommand: ShellCommand {
    let name = "dismiss"
    let synopsis = "dismiss [--cancel]"
    let summary = "swipe down the topmost modal presentation (refused when it cannot be dismissed)"
    let details = """
        The presentation controller's delegate hears presentationControllerWillDismiss when the swipe
        begins and presentationControllerDidDismiss when it finishes. --cancel gives up half-way: the
        delegate hears only that the swipe began, and the sheet stays. A flow's walk writes the same
        steps: .dismiss(finishing: true) and .dismiss(finishing: false).
        """
    let flags = ["--cancel"]
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        try shell.gesture(invocation, synopsis: synopsis) {
            try shell.dish.play(FlowStep(words: [name] + invocation.words))
        }
    }
}
