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
extension ScreenCatalog {
    /// Registers a screen reached by `reach`, called on the app object with the context, a
    /// `Decodable` type whose parameters are derived as for a route
    /// (``ContextSchema/init(decoding:details:)``).
    /// - Parameters:
    ///   - screen: the view controller type that must be on screen after the call.
    ///   - reach: the app's code that shows the screen, as the app calls it (from a
    ///     notification, a deep link, a button).
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws.
    @discardableResult
    public func register<App: AnyObject, Screen: UIViewController, Context: Decodable & SendableMetatype>(
        _ id: String, title: String, group: String, summary: String = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        screen: Screen.Type,
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
            context: ContextSchema(decoding: Context.self, details: details), screen: screen, reach: reach,
            examples: examples(), deepLinks: deepLinks(), notifications: notifications(), variants: variants(),
            location: CodeLocation(file: file, line: line))
        try register(entry)
        return entry
    }

    /// Registers a screen that needs no context, reached by `reach` called on the app object;
    /// its one example is `default` unless others are given.
    /// - Returns: the entry registered.
    /// - Throws: what ``register(_:)`` throws.
    @discardableResult
    public func register<App: AnyObject, Screen: UIViewController>(
        _ id: String, title: String, group: String, summary: String = "",
        tags: @autoclosure @escaping @MainActor () -> [String] = [],
        screen: Screen.Type,
        reach: @escaping @MainActor (App) throws -> Void,
        examples: @autoclosure @escaping @MainActor () -> [ScreenExample] = [ScreenExample("default")],
        deepLinks: @autoclosure @escaping @MainActor () -> [String] = [],
        notifications: @autoclosure @escaping @MainActor () -> [NotificationPattern] = [],
        variants: @autoclosure @escaping @MainActor () -> [String] = [],
        file: String = #fileID, line: Int = #line
    ) throws -> ScreenEntry {
        let entry = ScreenEntry(
            id: id, title: title, group: group, summary: summary, tags: tags(), context: .empty, screen: screen,
            reach: { (app: App, _: Void) in try reach(app) },
            examples: examples(), deepLinks: deepLinks(), notifications: notifications(), variants: variants(),
            location: CodeLocation(file: file, line: line))
        try register(entry)
        return entry
    }
}
