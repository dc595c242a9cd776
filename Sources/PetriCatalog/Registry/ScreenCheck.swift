public import PetriHierarchy

/// A check on the instance an entry reached by the app's code shows, beyond its type: after
/// the call, a view controller of the entry's `screen` type must pass it (see ``AppReach``).
///
/// `description` says what the check expects, as the end of "a `Screen` where …": messages
/// name it when no instance passes, and `show`, `list`, `--json` and the export show it.
///
/// "The Contacts stack as it was left, a card on top" — a navigation controller any stack
/// would satisfy by type alone:
///
/// ```swift
/// try catalog.register(
///     "contacts.as-left", title: "Contacts, as left", group: "Contacts",
///     screen: PeopleNavigationController.self,
///     where: ScreenCheck("a contact's card is on top") { stack in stack.topViewController is PersonCardViewController },
///     reach: { (app: MessengerApp) in app.showContacts() })
/// ```
///
/// A check may read the context the entry is opened with, to tell the screen asked for from
/// another of its type (chat 7, not chat 3):
///
/// ```swift
/// try catalog.register(
///     "chat", title: "Chat", group: "Chats",
///     screen: ConversationViewController.self,
///     where: ScreenCheck("it shows the chat asked for") { chat, context in chat.chatID == context.chatID },
///     reach: { (app: MessengerApp, context: ChatContext) in try app.showChat(context.chatID) })
/// ```
///
/// The check runs after the app's code, on every view controller of the type in the scene's
/// windows; it must not change anything.
@MainActor
public struct ScreenCheck<Screen: UIViewController, Context> {
    /// What the check expects, completing "a `Screen` where …" (`a contact's card is on top`).
    public let description: String
    /// Whether `screen` passes, for the context the entry was opened with.
    let holds: @MainActor (_ screen: Screen, _ context: Context) -> Bool

    /// A check on the instance alone.
    /// - Parameters:
    ///   - description: what it expects, completing "a `Screen` where …"; not empty.
    ///   - holds: whether a view controller of the type is the entry's screen.
    public init(_ description: String, _ holds: @escaping @MainActor (_ screen: Screen) -> Bool) {
        self.description = description
        self.holds = { screen, _ in holds(screen) }
    }

    /// A check on the instance and the context the entry is opened with.
    /// - Parameters:
    ///   - description: what it expects, completing "a `Screen` where …"; not empty.
    ///   - holds: whether a view controller of the type is the entry's screen for `context`.
    public init(_ description: String, _ holds: @escaping @MainActor (_ screen: Screen, _ context: Context) -> Bool) {
        self.description = description
        self.holds = holds
    }
}
