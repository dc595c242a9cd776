import PetriSupport

/// A named, complete set of parameter values for a screen: `open shop.product sneakers` uses it,
/// and `check` and `export` open every example.
///
/// An example may also say which session settings it is shown with — what a user would `set`
/// first, and what routes, interceptors and the app's code read as
/// `DishSession.current.settings`:
///
/// ```swift
/// ScreenExample("sheet", settings: ["liveChat": "sheet"], summary: "the layout being tried out")
/// ```
public struct ScreenExample: Sendable, Hashable {
    /// The example's name, unique within its screen.
    public var name: String
    /// The parameter values, as a user would type them (`productID: "42"`).
    public var values: [String: String]
    /// The session settings the example is shown with, as `set name=value` takes them
    /// (`liveChat: "sheet"`). `check` and the export compose each example in a session of its
    /// own that starts with them, over the settings the check was given (`--set`): nothing an
    /// example sets reaches another example. `user`, `login` and `variant` are not settings
    /// (``DishSession/reservedSettings``): an example naming one is a declaration error.
    public var settings: [String: String]
    /// What the example shows.
    public var summary: String

    /// Creates an example.
    public init(
        _ name: String, _ values: [String: String] = [:], settings: [String: String] = [:], summary: String = ""
    ) {
        self.name = name
        self.values = values
        self.settings = settings
        self.summary = summary
    }

    /// The values as `name=value` arguments, in name order.
    public var arguments: [String] {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    /// The settings as `name=value` words, as `set` takes them (quoted where a value has
    /// spaces), in name order; empty when the example sets none.
    package var settingArguments: [String] {
        settings.sorted { $0.key < $1.key }.map { "\(ParameterText.word($0.key))=\(ParameterText.word($0.value))" }
    }

    /// Why the settings cannot be set, or `nil`: an empty name, or one that only its own command
    /// changes (`user`, `variant`).
    @MainActor package var settingsProblem: String? {
        for name in settings.keys.sorted() {
            if name.isEmpty { return "a setting needs a name (settings: [\"currency\": \"EUR\"])" }
            if let command = DishSession.reservedSettings[name] {
                return "\(name) is not a setting: it changes only with `\(command)`"
                    + (command.hasPrefix("login") ? " (check logs in by itself; --logged-out composes logged out)" : "")
            }
        }
        return nil
    }
}
