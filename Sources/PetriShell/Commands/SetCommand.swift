import ArgumentParser
import PetriDish
import PetriSupport

/// `set`: the session's settings, listed or changed.
struct SetVerb: ShellVerb {
    static let name = "set"
    static let summary = "session settings that interceptors and routes read; `name=` removes one; alone, lists them"
    static let details = """
        `user` and `variant` are not settings: `login`, `logout` and `variant` change them. The
        whole command is checked before anything is set, so a mistake sets nothing.
        """
    static let arguments = ArgumentKind.settings

    @Argument(help: ArgumentHelp("A setting to give (name=value) or remove (name=).", valueName: "name=value"))
    var settings: [String] = []

    func run(in shell: Shell) async throws {
        let session = shell.dish.session
        guard !settings.isEmpty else {
            shell.print("user: \(session.user ?? "(logged out)")")
            shell.print("variant: \(session.variant)")
            for (key, value) in session.settings.sorted(by: { $0.key < $1.key }) {
                shell.print("\(key)=\(value)")
            }
            return
        }
        var pairs: [(name: String, value: String)] = []
        for argument in settings {
            guard let word = NameValueWord(argument) else {
                throw ShellError.invalid(
                    "set takes name=value, not \(UserText.quoted(argument)) (name= removes a setting)")
            }
            let pair = (name: word.name, value: word.value)
            if pairs.contains(where: { $0.name == pair.name }) {
                throw ShellError.invalid("\(UserText.quoted(pair.name)) is given twice; give each setting once")
            }
            if pair.name.isEmpty { throw SessionError.emptySettingName }
            if let command = DishSession.reservedSettings[pair.name] {
                throw SessionError.reservedSetting(name: pair.name, command: command)
            }
            if pair.value.isEmpty, session.settings[pair.name] == nil {
                throw SessionError.notSet(name: pair.name, known: session.settings.keys.sorted())
            }
            pairs.append(pair)
        }
        for (key, value) in pairs {
            try session.set(key, to: value.isEmpty ? nil : value)
            shell.print(value.isEmpty ? "removed \(key)" : "\(key)=\(value)")
        }
    }
}
