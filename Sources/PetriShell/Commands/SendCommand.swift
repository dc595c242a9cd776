import PetriDish

struct SendCommand: ShellCommand {
    let name = "send"
    let synopsis = "send <event> [argument]"
    let summary = "fire an event of the visible screen (a button tap), as the user would"
    let details = """
        The event is one a visible screen declares (its coordinator's screen.petri.on), the topmost
        screen first; an argument is passed along (send product 42). While an alert is up, it takes
        every tap, as in UIKit: send <action title> taps one of its buttons (send Delete), which
        dismisses the alert and then runs the action's handler.
        """
    let arguments = ArgumentKind.event

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard !invocation.arguments.isEmpty, invocation.arguments.count <= 2 else {
            if invocation.arguments.isEmpty {
                let events = shell.dish.visibleEvents.map(\.name)
                throw ShellError.missingArgument(
                    command: name,
                    what: "an event" + (events.isEmpty ? "" : " (on screen: \(events.joined(separator: ", ")))"),
                    synopsis: synopsis)
            }
            throw ShellError.unexpectedArguments(
                Array(invocation.arguments.dropFirst(2)), command: name, synopsis: synopsis)
        }
        let before = shell.snapshot()
        try shell.dish.play(FlowStep(words: [name] + invocation.arguments))
        try shell.printTree()
        shell.printChanges(from: before)
    }
}
