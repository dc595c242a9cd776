import PetriDish
import PetriSupport

struct AppCommand: ShellCommand {
    let name = "app"
    let synopsis = "app <background|foreground|lifecycle event>"
    let summary = "send the app's lifecycle notifications, as going home or coming back does"
    let details = """
        app background posts UIApplication.willResignActiveNotification, then
        didEnterBackgroundNotification, as the user going home does; app foreground posts
        willEnterForegroundNotification, then didBecomeActiveNotification. One notification alone:
        app willResignActive, didBecomeActive, didEnterBackground or willEnterForeground. The app's
        observers on NotificationCenter.default hear them as on a device (a lock screen shown on
        didBecomeActive, say); the tree and what changed are printed after.
        """
    let arguments = ArgumentKind.lifecycle

    /// The words `app` takes: the gestures, then the single events.
    nonisolated static let eventNames =
        ApplicationLifecycleEvent.Gesture.allCases.map(\.rawValue)
        + ApplicationLifecycleEvent.allCases.map(\.rawValue)

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard let word = invocation.arguments.first, invocation.arguments.count == 1 else {
            if invocation.arguments.isEmpty {
                throw ShellError.missingArgument(
                    command: name, what: "a lifecycle event (\(Self.eventNames.joined(separator: ", ")))",
                    synopsis: synopsis)
            }
            throw ShellError.unexpectedArguments(
                Array(invocation.arguments.dropFirst()), command: name, synopsis: synopsis)
        }
        let events: [ApplicationLifecycleEvent]
        if let gesture = ApplicationLifecycleEvent.Gesture(rawValue: word) {
            events = gesture.events
        } else if let event = ApplicationLifecycleEvent(rawValue: word) {
            events = [event]
        } else {
            throw ShellError.invalid(
                "\(UserText.quoted(word)) is not a lifecycle event of the app; expected one of \(Self.eventNames.joined(separator: ", "))"
                    + NearMiss.didYouMean(NearMiss.suggestions(for: word, among: Self.eventNames)))
        }
        let before = shell.snapshot()
        await shell.dish.post(events)
        for event in events { shell.print("posted UIApplication.\(event.rawValue)Notification") }
        try shell.printTree()
        shell.printChanges(from: before)
    }
}
