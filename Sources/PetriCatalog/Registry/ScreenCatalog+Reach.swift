public import PetriHierarchy

/// Registering a screen the app's own code reaches: a call into the app object a variant
/// launched, instead of a route (see ``AppReach``).
///
/// ```swift
/// try catalog.register(
///     "messenger.chat", title: "Chat", group: "Messenger/Chats", screen: ChatViewController.self,
///     reach: { (app: MessengerApp, context: ChatContext) in app.chats.showChat(context.chatID) },
///     examples: [ScreenExample("ada", ["chatID": "7"])])
/// ```
///
/// When the type alone does not say which screen it is — a navigation controller, the chat
/// asked for rather than another — `where:` adds a check on the instance (``ScreenCheck``):
///
/// ```swift
/// try catalog.register(
///     "contacts.as-left", title: "Contacts, as left", group: "Contacts",
///     screen: PeopleNavigationController.self,
///     where: ScreenCheck("a contact's card is on top") { stack in stack.topViewController is PersonCardViewController },
///     reach: { (app: MessengerApp) in app.showContacts() })
/// ```
extension ScreenCatalog {
    /// Registers a screen reached by `reach`, called on the app object with the context, a
    /// `Decodable` type whose parameters are derived as for a route
    /// (``ContextSchema/init(decoding:details:)``).
    /// - Parameters:
    ///   - screen: the view controller type that must be on screen after the call.
    ///   - check: what the instance must also pass, given the context (``ScreenCheck``);
    ///     `nil` when the type says which screen it is.
    ///   - reach: the app's code that shows the screen, as the app calls it (from a
    ///     notification, a deep link, a button).
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws; ``CatalogError/invalidDeclaration(id:location:reason:)``
    ///   when the check's description is empty.
    @discardableResult
    public func register<App: AnyObject, Screen: UIViewController, Context: Decodable & SendableMetatype>(
        _ id: String, title: String, group: String, summary: String = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        screen: Screen.Type,
        where check: ScreenCheck<Screen, Context>? = nil,
        reach: @escaping @MainActor (App, Context) throws -> Void,
        details: [String: ParameterDetails] = [:],
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        file: String = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        let entry = ScreenEntry(
            id: id, title: title, group: group, summary: summary, tags: tags(),
            context: ContextSchema(decoding: Context.self, details: details), screen: screen, where: check,
            reach: reach,
            examples: examples(), deepLinks: deepLinks(), notifications: notifications(), variants: variants(),
            location: CodeLocation(file: file, line: line))
        try register(entry)
        return entry
    }

    /// Registers a screen that needs no context, reached by `reach` called on the app object;
    /// its one example is `default` unless others are given.
    /// - Parameter check: what the instance must also pass (``ScreenCheck``); `nil` when the
    ///   type says which screen it is.
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws; ``CatalogError/invalidDeclaration(id:location:reason:)``
    ///   when the check's description is empty.
    @discardableResult
    public func register<App: AnyObject, Screen: UIViewController>(
        _ id: String, title: String, group: String, summary: String = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        screen: Screen.Type,
        where check: ScreenCheck<Screen, Void>? = nil,
        reach: @escaping @MainActor (App) throws -> Void,
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [ScreenExample("default")],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        file: String = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        let entry = ScreenEntry(
            id: id, title: title, group: group, summary: summary, tags: tags(), context: .empty, screen: screen,
            where: check,
            reach: { (app: App, _: Void) in try reach(app) },
            examples: examples(), deepLinks: deepLinks(), notifications: notifications(), variants: variants(),
            location: CodeLocation(file: file, line: line))
        try register(entry)
        return entry
    }
}
