struct SetCommand: ShellCommand {
    let name = "set"
    let synopsis = "set [name=value ...]"
    let summary = "session settings that interceptors and routes read; `name=` removes one; alone, lists them"
    let arguments = ArgumentKind.settings

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let session = shell.dish.session
        guard !invocation.arguments.isEmpty else {
            shell.print("user: \(session.user ?? "(logged out)")")
            shell.print("variant: \(session.variant)")
            for (key, value) in session.settings.sorted(by: { $0.key < $1.key }) {
                shell.print("\(key)=\(value)")
            }
            return
        }
        var pairs: [(String, String)] = []
        for argument in invocation.arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw ShellError.invalid("set takes name=value, not \"\(argument)\" (name= removes a setting)")
            }
            pairs.append((String(argument[..<equals]), String(argument[argument.index(after: equals)...])))
        }
        for (key, value) in pairs {
            session.set(key, to: value.isEmpty ? nil : value)
            shell.print(value.isEmpty ? "removed \(key)" : "\(key)=\(value)")
        }
    }
}
