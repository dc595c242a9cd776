import PetriSupport

/// The state a session of the Petri dish carries between commands, which interceptors and
/// variants read: who is logged in, the chosen variant, free-form settings (`set name=value`),
/// and whether someone can be asked questions.
@MainActor
public final class PetriSession {
    /// How petri is being driven, so that messages give advice the user can follow.
    public enum CommandStyle: Sendable {
        /// The REPL, or a script piped into it: advice names REPL commands (`login`).
        case shell
        /// A one-shot command line (`petri open …`): advice names its flags (`--login`).
        case oneShot
    }

    /// The logged-in user's name, if any.
    public private(set) var user: String?
    /// The name of the variant in use.
    public package(set) var variant: String
    /// Settings given with `set name=value`, read by interceptors and routes.
    public private(set) var settings: [String: String] = [:]
    /// The person at the keyboard, in an interactive session.
    public var interaction: (any UserInteraction)?
    /// How petri is being driven; the shell sets it.
    public var commandStyle: CommandStyle = .shell

    /// The names `set` refuses, with the command that changes what they name.
    public static let reservedSettings: [String: String] = [
        "user": "login <user> (or logout)",
        "login": "login <user> (or logout)",
        "variant": "variant <name>",
    ]

    /// Creates a session using `variant`.
    public init(variant: String, user: String? = nil) {
        self.variant = variant
        self.user = user
    }

    /// Whether a user is logged in.
    public var isLoggedIn: Bool { user != nil }

    /// How to log in, as advice in this session's command style: "run `login` first" or
    /// "add --login". Interceptors that refuse a logged-out user end their message with it.
    public var loginAdvice: String {
        switch commandStyle {
        case .shell: "run `login` first"
        case .oneShot: "add --login to the command"
        }
    }

    /// Logs `user` in.
    /// - Throws: ``SessionError/blankUser`` for an empty or blank name.
    public func logIn(as user: String) throws(SessionError) {
        guard user.contains(where: { !$0.isWhitespace }) else { throw .blankUser }
        self.user = user
    }

    /// Logs out.
    public func logOut() {
        user = nil
    }

    /// Forgets the user and every setting, as a new session starts (a script file does).
    public func reset() {
        user = nil
        settings = [:]
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
        settings[name] = value
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
