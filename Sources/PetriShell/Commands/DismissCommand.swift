import ArgumentParser
import PetriDish

/// `dismiss`: the user's swipe down of the topmost modal presentation.
struct DismissVerb: ShellVerb {
    static let name = "dismiss"
    static let summary = "swipe down the topmost modal presentation (refused when it cannot be dismissed)"
    static let details = """
        The presentation controller's delegate hears presentationControllerWillDismiss when the swipe
        begins and presentationControllerDidDismiss when it finishes. --cancel gives up half-way: the
        delegate hears only that the swipe began, and the sheet stays. A flow's walk writes the same
        steps: .dismiss(finishing: true) and .dismiss(finishing: false).
        """

    @Flag(help: "Give up half-way: the sheet stays.")
    var cancel = false

    func run(in shell: Shell) async throws {
        try shell.gesture { try shell.dish.play(.dismiss(finishing: !cancel)) }
    }
}
