import ArgumentParser
import PetriDish
import PetriSupport

/// `app`: the app's lifecycle notifications, as going home or coming back posts them.
struct AppVerb: ShellVerb {
    static let name = "app"
    static let summary = "send the app's lifecycle notifications, as going home or coming back does"
    static let details = """
        app background posts UIApplication.willResignActiveNotification, then
        didEnterBackgroundNotification, as the user going home does; app foreground posts
        willEnterForegroundNotification, then didBecomeActiveNotification. One notification alone:
        app willResignActive, didBecomeActive, didEnterBackground or willEnterForeground. The app's
        observers on NotificationCenter.default hear them as on a device (a lock screen shown on
        didBecomeActive, say); the tree and what changed are printed after.
        """
    static let arguments = ArgumentKind.lifecycle

    /// The words `app` takes: the gestures, then the single events.
    static let eventNames =
        ApplicationLifecycleEvent.Gesture.allCases.map(\.rawValue)
        + ApplicationLifecycleEvent.allCases.map(\.rawValue)

    @Argument(help: ArgumentHelp("background, foreground, or one lifecycle event.", valueName: "event"))
    var event: String

    static func hint(in shell: Shell) -> String? {
        "events: \(eventNames.joined(separator: ", "))"
    }

    func run(in shell: Shell) async throws {
        let events: [ApplicationLifecycleEvent]
        if let gesture = ApplicationLifecycleEvent.Gesture(rawValue: event) {
            events = gesture.events
        } else if let event = ApplicationLifecycleEvent(rawValue: event) {
            events = [event]
        } else {
            throw ShellError.invalid(
                "\(UserText.quoted(event)) is not a lifecycle event of the app; expected one of \(Self.eventNames.joined(separator: ", "))"
                    + NearMiss.didYouMean(NearMiss.suggestions(for: event, among: Self.eventNames)))
        }
        let before = shell.snapshot()
        await shell.dish.post(events)
        for event in events { shell.print("posted UIApplication.\(event.rawValue)Notification") }
        try shell.printTree()
        shell.printChanges(from: before)
    }
}
