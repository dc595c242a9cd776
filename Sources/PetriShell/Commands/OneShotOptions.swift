import ArgumentParser

extension ParsableArguments {
    /// The options a REPL command shares with its one-shot twin, read from the words typed after
    /// its name by the same parser; a mistake is said as the one-shot says it.
    @MainActor
    static func parse(_ invocation: Invocation, synopsis: String) throws -> Self {
        do {
            return try parse(invocation.words)
        } catch {
            throw ShellError.invalid(
                "\(invocation.command): \(message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)) (\(synopsis))"
            )
        }
    }
}
