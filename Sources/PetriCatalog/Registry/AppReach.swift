package import PetriHierarchy
import PetriSupport

/// How an entry is reached by the app's own code instead of a route: a call into the app
/// object its variant launched (`app.showChat(context.chatID)`), run as one transaction.
///
/// ```swift
/// try catalog.register(
///     "messenger.chat", title: "Chat", group: "Messenger", screen: ChatViewController.self,
///     reach: { (app: MessengerApp, context: ChatContext) in try app.showChat(context.chatID) })
/// ```
///
/// The call runs with every window, every view controller and the containers the app object
/// keeps (a tab's navigation controller held by its coordinator) captured: when it throws,
/// when a UIKit call in it raises, or when no `screen` is on screen afterwards, everything is
/// put back and the navigation fails naming the call. The app object's other state (a
/// coordinator's list of children, a flag it set) is the app's own: a call that changed it and
/// then failed leaves it changed, as it would on a device.
///
/// The app's code may decide to leave things as they are ("already visible"): when the call
/// changed nothing — the same windows, the same view controllers in the same places — and the
/// screen is in view in its containers under something the app keeps over it (a full-screen
/// preview, a lock window), the screen is already the app's answer: the navigation succeeds,
/// and the trace says it was left as it was and what covers the screen
/// (``RoutingDecision/leftAsItWas(screen:under:)``).
///
/// The screen is `screen`'s type and, when the entry has a ``ScreenCheck``, a view controller of
/// that type that passes it (``screenCheck``).
@MainActor
public struct AppReach {
    /// The app object's type the code calls into (`MessengerApp`).
    public let appType: String
    /// The view controller's type that must be on screen afterwards (`ChatViewController`).
    public let screenType: String
    /// What the entry's ``ScreenCheck`` expects of the instance, completing "a `screenType`
    /// where …" (`a contact's card is on top`); `nil` when the type alone is the check.
    public let screenCheck: String?
    /// Where the call is declared.
    public let location: CodeLocation

    /// Runs the code on `app` with the context built from the values.
    package let run: @MainActor (AnyObject, ContextValues) throws -> Void
    /// Whether `app` is of the type the code calls into.
    package let accepts: @MainActor (AnyObject) -> Bool
    /// Whether a view controller is of the screen's type.
    package let isScreen: @MainActor (UIViewController) -> Bool
    /// Whether a view controller of the screen's type passes the entry's check for the context
    /// built from the values (always, without a check).
    package let passesCheck: @MainActor (UIViewController, ContextValues) -> Bool

    /// The call, as traces and messages name it: `MessengerApp reach at Messenger/Entries.swift:12`.
    public var call: String {
        "\(appType) code at \(location)"
    }

    /// The screen as messages and `show` name it: its type, and its check when it has one
    /// (`PeopleNavigationController where a contact's card is on top`).
    public var screenDescription: String {
        screenCheck.map { "\(screenType) where \($0)" } ?? screenType
    }

    /// Creates the description of a call on `App` that shows a `Screen`.
    init<App: AnyObject, Screen: UIViewController, Context>(
        app: App.Type, screen: Screen.Type, check: ScreenCheck<Screen, Context>?, context: ContextSchema<Context>,
        location: CodeLocation, code: @escaping @MainActor (App, Context) throws -> Void
    ) {
        appType = TypeName.of(App.self)
        screenType = TypeName.of(Screen.self)
        screenCheck = check?.description
        self.location = location
        run = { app, values in
            guard let app = app as? App else { return }
            try code(app, context.build(values))
        }
        accepts = { $0 is App }
        isScreen = { $0 is Screen }
        passesCheck = { viewController, values in
            guard let screen = viewController as? Screen else { return false }
            guard let check else { return true }
            // The run built the context from these values before calling the code.
            guard let context = try? context.build(values) else { return false }
            return check.holds(screen, context)
        }
    }
}
