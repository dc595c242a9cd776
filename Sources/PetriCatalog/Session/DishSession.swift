import PetriSupport

/// The state a session of the Petri dish carries between commands, which interceptors and
/// variants read: who is logged in, the chosen variant, free-form settings (`set name=value`),
/// and whether someone can be asked questions.
///
/// Each ``Dish`` owns one. Code the dish runs — a variant's launch, a navigation's interceptors,
/// tasks and actions, a plan's predictions, a flow — reads it as ``current``, so a route never
/// captures a session and two dishes on one catalog never share one:
///
/// ```swift
/// func perform(with context: Context, in window: UIWindow) async throws {
///     guard DishSession.current.isLoggedIn else { throw LoginRequired() }
/// }
/// ```
@MainActor
public final class DishSession {
    /// The session of the dish whose code is running (a launch, a navigation, a plan, a flow);
    /// outside a dish, a new logged-out session.
    public static var current: DishSession { running ?? DishSession(variant: "") }

    /// The session of the dish whose code is running in this task, if any.
    @TaskLocal package static var running: DishSession?

    /// The app object of the dish whose navigation is running (the one its variant's launch
    /// built), so a route can call into the app too: an interceptor or a finder that asks a
    /// coordinator, `DishSession.currentApp as? MessengerApp`. `nil` outside a navigation, and
    /// for a variant that launches a window only.
    /// Task-local, as ``current`` is, so two dishes navigating at once (one waiting for the
    /// user at an interceptor) each see their own app.
    public static var currentApp: AnyObject? { runningApp?.app }

    /// The app object of the navigation running in this task. It is created, read and dropped
    /// on the main actor only, where the hierarchy lives; the box only carries it through the
    /// task-local.
    private final class AppBox: @unchecked Sendable {
        let app: AnyObject?
        init(_ app: AnyObject?) { self.app = app }
    }

    @TaskLocal private static var runningApp: AppBox?

    /// Runs `body` with `app` as ``currentApp``.
    package static func withApp<Result>(_ app: AnyObject?, _ body: () async throws -> Result) async rethrows -> Result {
        try await $runningApp.withValue(AppBox(app)) { try await body() }
    }

    /// Runs `body` with `app` as ``currentApp``.
    package static func withApp<Result>(_ app: AnyObject?, _ body: () throws -> Result) rethrows -> Result {
        try $runningApp.withValue(AppBox(app)) { try body() }
    }

    /// The session whose state this one reads and changes: itself, or, for the stand-in a
    /// catalog used to hand out, the ``current`` one.
    var state: DishSession { followsCurrent ? (Self.running ?? self) : self }
    private let followsCurrent: Bool

    private var storedUser: String?
    private var storedVariant: String
    private var storedSettings: [String: String] = [:]
    private var storedInteraction: (any UserInteraction)?

    /// The logged-in user's name, if any.
    public var user: String? { state.storedUser }
    /// The name of the variant in use.
    public package(set) var variant: String {
        get { state.storedVariant }
        set { state.storedVariant = newValue }
    }
    /// Settings given with `set name=value`, read by interceptors and routes.
    public var settings: [String: String] { state.storedSettings }
    /// The person at the keyboard, in an interactive session.
    public var interaction: (any UserInteraction)? {
        get { state.storedInteraction }
        set { state.storedInteraction = newValue }
    }

    /// The names `set` refuses, with the command that changes what they name.
    package static let reservedSettings: [String: String] = [
        "user": "login <user> (or logout)",
        "login": "login <user> (or logout)",
        "variant": "variant <name>",
    ]

    /// Creates a session using `variant`.
    public init(variant: String, user: String? = nil) {
        storedVariant = variant
        storedUser = user
        followsCurrent = false
    }

    /// A session that reads and changes whichever session is ``current``: what
    /// `ScreenCatalog.session` returns for one release, so routes that captured it keep working.
    package init(followingCurrent: Void) {
        storedVariant = ""
        followsCurrent = true
    }

    /// Whether a user is logged in.
    public var isLoggedIn: Bool { user != nil }

    /// Runs `body` with this session as ``current``.
    package func makeCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$running.withValue(self, operation: body)
    }

    /// Runs `body` with this session as ``current``.
    package func makeCurrent<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        try await Self.$running.withValue(self, operation: body)
    }

    /// Logs `user` in.
    /// - Throws: ``SessionError/blankUser`` for an empty or blank name.
    public func logIn(as user: String) throws(SessionError) {
        guard user.contains(where: { !$0.isWhitespace }) else { throw .blankUser }
        state.storedUser = user
    }

    /// Logs out.
    public func logOut() {
        state.storedUser = nil
    }

    /// Forgets the user and every setting, as a new session starts.
    public func reset() {
        state.storedUser = nil
        state.storedSettings = [:]
    }

    /// Runs `body` with `settings` set over this session's (an example's, while it is shown),
    /// then puts back what they replaced: a setting the session did not have is removed again.
    /// - Throws: what `body` throws, or ``SessionError`` for a name ``set(_:to:)`` refuses.
    package func withSettings<Result>(_ settings: [String: String], _ body: () async throws -> Result) async throws
        -> Result
    {
        let before = state.storedSettings
        defer { state.storedSettings = before }
        for (name, value) in settings.sorted(by: { $0.key < $1.key }) { try set(name, to: value) }
        return try await body()
    }

    /// Sets (or, with `nil`, removes) a setting.
    /// - Throws: ``SessionError`` for a reserved name (`user`, `variant`: their own commands
    ///   change them), an empty name, or removing a setting that is not set.
    public func set(_ name: String, to value: String?) throws(SessionError) {
        guard !name.isEmpty else { throw .emptySettingName }
        if let command = Self.reservedSettings[name] { throw .reservedSetting(name: name, command: command) }
        if value == nil, settings[name] == nil {
            throw .notSet(name: name, known: settings.keys.sorted())
        }
        state.storedSettings[name] = value
    }
}

/// A session change that was refused.
public enum SessionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `login` with an empty or blank name.
    case blankUser
    /// `set` of a name another command owns.
    case reservedSetting(name: String, command: String)
    /// `set =value`.
    case emptySettingName
    /// `set name=` for a name that is not set.
    case notSet(name: String, known: [String])

    public var description: String {
        switch self {
        case .blankUser:
            "a user name cannot be empty or blank; give one, e.g. `login ada` (`login` alone logs in as demo)"
        case let .reservedSetting(name, command):
            "\(name) is not a setting: it changes only with `\(command)`"
        case .emptySettingName:
            "a setting needs a name before =, e.g. `set currency=EUR`"
        case let .notSet(name, known):
            "\(name) is not set, so there is nothing to remove"
                + NearMiss.didYouMean(NearMiss.suggestions(for: name, among: known))
                + (known.isEmpty ? " (no setting is set)" : " (set: \(known.joined(separator: ", ")))")
        }
    }
}
