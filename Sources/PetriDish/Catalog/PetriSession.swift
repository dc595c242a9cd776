/// The state a session of the Petri dish carries between commands, which interceptors and
/// variants read: who is logged in, the chosen variant, free-form settings (`set name=value`),
/// and whether someone can be asked questions.
@MainActor
public final class PetriSession {
    /// The logged-in user's name, if any.
    public private(set) var user: String?
    /// The name of the variant in use.
    public internal(set) var variant: String
    /// Settings given with `set name=value`, read by interceptors and routes.
    public private(set) var settings: [String: String] = [:]
    /// The person at the keyboard, in an interactive session.
    public var interaction: (any UserInteraction)?

    /// Creates a session using `variant`.
    public init(variant: String, user: String? = nil) {
        self.variant = variant
        self.user = user
    }

    /// Whether a user is logged in.
    public var isLoggedIn: Bool { user != nil }

    /// Logs `user` in.
    public func logIn(as user: String) {
        self.user = user
    }

    /// Logs out.
    public func logOut() {
        user = nil
    }

    /// Sets (or, with `nil`, removes) a setting.
    public func set(_ name: String, to value: String?) {
        settings[name] = value
    }
}
