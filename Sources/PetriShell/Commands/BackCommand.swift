import ArgumentParser
import PetriDish

/// `back`: the system back button of the visible navigation stack, or a swipe back.
struct BackVerb: ShellVerb {
    static let name = "back"
    static let summary = "press the system back button of the visible navigation stack, or swipe back"
    static let details = """
        --swipe swipes back from the left edge instead: the stack's delegate hears willShow when the
        swipe begins and didShow when it finishes. --cancel starts the swipe and gives up half-way:
        the delegate hears willShow and that the interaction was cancelled, and nothing changes.
        A flow's walk writes the same steps: .back, .swipeBack(finishing: true) and
        .swipeBack(finishing: false).
        """

    @Flag(help: "Swipe back from the left edge instead of pressing the button.")
    var swipe = false

    @Flag(help: "Start the swipe and give up half-way: nothing changes.")
    var cancel = false

    /// The step: the button, a finished swipe or a cancelled one.
    var step: FlowStep {
        get throws {
            switch (swipe, cancel) {
            case (false, false): .back
            case (true, false): .swipeBack(finishing: true)
            case (false, true): .swipeBack(finishing: false)
            case (true, true): throw FlowStepError.conflictingOptions(["--swipe", "--cancel"], action: Self.name)
            }
        }
    }

    func run(in shell: Shell) async throws {
        let step = try step
        try shell.gesture { try shell.dish.play(step) }
    }
}
