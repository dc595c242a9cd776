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
@MainActor
public struct AppReach {
    /// The app object's type the code calls into (`MessengerApp`).
    public let appType: String
    /// The view controller's type that must be on screen afterwards (`ChatViewController`).
    public let screenType: String
    /// Where the call is declared.
    public let location: CodeLocation

    /// Runs the code on `app` with the context built from the values.
    package let run: @MainActor (AnyObject, ContextValues) throws -> Void
    /// Whether `app` is of the type the code calls into.
    package let accepts: @MainActor (AnyObject) -> Bool
    /// Whether a view controller is the screen.
    package let isScreen: @MainActor (UIViewController) -> Bool

    /// The call, as traces and messages name it: `MessengerApp reach at Messenger/Entries.swift:12`.
    public var call: String {
        "\(appType) code at \(location)"
    }

    /// Creates the description of a call on `App` that shows a `Screen`.
    init<App: AnyObject, Screen: UIViewController, Context>(
        app: App.Type, screen: Screen.Type, context: ContextSchema<Context>, location: CodeLocation,
        code: @escaping @MainActor (App, Context) throws -> Void
    ) {
        appType = TypeName.of(App.self)
        screenType = TypeName.of(Screen.self)
        self.location = location
        run = { app, values in
            guard let app = app as? App else { return }
            try code(app, context.build(values))
        }
        accepts = { $0 is App }
        isScreen = { $0 is Screen }
    }
}
