import PetriDish
import PetriSupport

struct NotifyCommand: ShellCommand {
    let name = "notify"
    let synopsis = "notify '<payload json>' [--plan] [--trace] [--json]"
    let summary = "open a notification: resolve its payload to a screen and its values, then navigate from here"
    let details = """
    The payload is the notification's userInfo dictionary as a JSON object, in single quotes:
    notify '{"type": "chat.message", "chatID": 7}'. Prints how it resolved (the pattern and the
    values), then navigates from the current hierarchy as go does, as the app does when the user
    taps the notification. --plan prints the plan instead of navigating.
    """
    let flags = ["--plan", "--trace", "--json"]
    let arguments = ArgumentKind.words

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard !invocation.arguments.isEmpty else {
            throw ShellError.missingArgument(command: name, what: "a notification payload", synopsis: synopsis)
        }
        // A payload typed without quotes arrives in several words: read them as one text.
        let payload = invocation.arguments.joined(separator: " ")
        let resolution = try Self.resolve(payload, typedInWords: invocation.arguments.count, in: shell)
        try await LinkCommand.open(
            resolution.entry, values: resolution.values, resolvedAs: { "notification \(resolution.pattern) → \($0)" },
            document: NavigationDocument.Resolution(given: payload, pattern: resolution.pattern.description, notes: []), invocation, in: shell)
    }

    /// The resolution of `payload`; a payload that is not JSON because it was typed without
    /// quotes (in several words, or its double quotes eaten) says how to quote it.
    @MainActor
    private static func resolve(_ payload: String, typedInWords count: Int, in shell: Shell) throws -> NotificationResolution {
        let result = Result { () throws(NotificationError) in try shell.dish.catalog.resolve(notification: payload) }
        if case .failure(let error) = result, case .notAPayload = error, count > 1 || !payload.contains("\"") {
            throw ShellError.invalid("\(error) (quote the payload with single quotes: notify '{\"type\": \"chat.message\"}')")
        }
        return try result.get()
    }
}
