import PetriSupport

/// An event a screen sends — a button tapped, a form submitted (a screen delegate's
/// `didTap(.next)`, a login view model's `login` and `showRegistration`) — declared so a flow can
/// be driven without UI: the shell's `send <event>` fires it on the visible screen.
public struct ScreenEvent: Sendable {
    /// Its name, as `send` takes it: `next`, `login`, `showRegistration`.
    public var name: String
    /// What it stands for, for `help` and completion.
    public var summary: String
    let perform: @MainActor @Sendable (_ argument: String?) -> Void
}

extension UIViewController {
    /// Declares that this screen sends `event`, and what happens when it does: the coordinator
    /// that shows the screen passes its reaction (capture the coordinator weakly, as a delegate
    /// is held). Declaring an event again replaces its reaction.
    ///
    /// ```swift
    /// let screen = show(ProductViewController(productID: 42))
    /// screen.petri.on("next", summary: "the Next button") { [weak self] _ in self?.showSecond() }
    /// ```
    package func on(
        _ event: String, summary: String = "", perform: @escaping @MainActor @Sendable (_ argument: String?) -> Void
    ) {
        eventHandlers.removeAll { $0.name == event }
        eventHandlers.append(ScreenEvent(name: event, summary: summary, perform: perform))
    }

    /// The events this screen sends, in declaration order.
    package var events: [ScreenEvent] { eventHandlers }

    /// Sends `event`, as the user's tap would.
    /// - Throws: ``ScreenEventError/unknownEvent(_:screen:known:)`` when this screen sends no such event.
    package func send(_ event: String, argument: String? = nil) throws(ScreenEventError) {
        guard let handler = eventHandlers.first(where: { $0.name == event }) else {
            throw .unknownEvent(event, screen: debugName, known: eventHandlers.map(\.name))
        }
        handler.perform(argument)
    }
}

/// Why an event could not be sent.
public enum ScreenEventError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The screen sends no such event.
    case unknownEvent(String, screen: String, known: [String])
    /// No screen on screen sends any event.
    case noScreenSends(String)

    public var description: String {
        switch self {
        case let .unknownEvent(event, screen, known):
            "\(screen) sends no event \(UserText.quoted(event))"
                + NearMiss.didYouMean(NearMiss.suggestions(for: event, among: known))
                + (known.isEmpty ? " (it sends none)" : " (it sends: \(known.joined(separator: ", ")))")
        case let .noScreenSends(event):
            "no screen on screen sends \(UserText.quoted(event)); `tree` shows what is on screen"
        }
    }
}
