import ArgumentParser
import PetriDish

/// `send`: an event of the visible screen, fired as the user's tap would.
struct SendVerb: ShellVerb {
    static let name = "send"
    static let summary = "fire an event of the visible screen (a button tap), as the user would"
    static let details = """
        The event is one a visible screen declares (its coordinator's screen.petri.on), the topmost
        screen first; an argument is passed along (send product 42). While an alert is up, it takes
        every tap, as in UIKit: send <action title> taps one of its buttons (send Delete), which
        dismisses the alert and then runs the action's handler.
        """
    static let arguments = ArgumentKind.event

    @Argument(help: "An event a visible screen declares, or an alert's action title.")
    var event: String

    @Argument(help: "A value passed along with the event, such as a product's id.")
    var argument: String?

    static func hint(in shell: Shell) -> String? {
        let events = shell.dish.visibleEvents.map(\.name)
        return events.isEmpty ? nil : "on screen: \(events.joined(separator: ", "))"
    }

    func run(in shell: Shell) async throws {
        let before = shell.snapshot()
        try shell.dish.play(.send(event, argument: argument))
        try shell.printTree()
        shell.printChanges(from: before)
    }
}
