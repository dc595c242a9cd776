import PetriDish
import PetriSupport

/// What a saved script must set up for its commands to replay: who is logged in and the
/// session's settings.
///
/// A command can change the session beyond what its words say: answering `y` to "Log in as
/// demo?" logs in during `go shop.checkout`. `save` writes such changes as the commands that make
/// them (`login demo`), before the command that made them, so `run` reaches the same state.
@MainActor
struct SessionReplay: Equatable {
    var user: String?
    var settings: [String: String]

    /// The commands that change only what they name, so replaying their own line replays their
    /// effect on the session.
    static let replayedByTheirOwnLine: Set<String> = ["login", "logout", "set", "variant", "reset"]

    /// A fresh session: logged out, nothing set (where `run` starts each file).
    static let fresh = SessionReplay(user: nil, settings: [:])

    init(user: String?, settings: [String: String]) {
        self.user = user
        self.settings = settings
    }

    /// The state of `session` now.
    init(_ session: DishSession) {
        self.init(user: session.user, settings: session.settings)
    }

    /// The commands that take a session from `earlier` to this state: `logout` or `login USER`,
    /// then `set name=value` (or `set name=` to remove) for each setting that changed, by name.
    func commands(after earlier: SessionReplay) -> [String] {
        var lines: [String] = []
        if user != earlier.user {
            lines.append(user.map { "login \(ParameterText.word($0))" } ?? "logout")
        }
        for name in Set(settings.keys).union(earlier.settings.keys).sorted()
        where settings[name] != earlier.settings[name] {
            lines.append("set \(ParameterText.word(name))=" + (settings[name].map(ParameterText.word) ?? ""))
        }
        return lines
    }
}
