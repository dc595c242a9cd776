import ArgumentParser
import PetriDish
import PetriSupport

/// `notify`: a notification opened from here — in the REPL and as `petri notify`, one
/// declaration.
struct NotifyVerb: ShellVerb {
    static let name = "notify"
    static let summary = "open a notification: resolve its payload to a screen and its values, then navigate from here"
    static let details = """
        The payload is the notification's userInfo dictionary as a JSON object, in single quotes:
        notify '{"type": "chat.message", "chatID": 7}'. Prints how it resolved (the pattern and the
        values), then navigates from the current hierarchy as go does, as the app does when the user
        taps the notification. --plan prints the plan instead of navigating. --svg FILE also writes
        a picture of the hierarchy afterwards.
        """
    static let arguments = ArgumentKind.words
    static let isOnCommandLine = true

    @Argument(
        help: ArgumentHelp(
            #"The notification's userInfo as a JSON object, such as '{"type": "chat.message", "chatID": 7}'."#,
            valueName: "payload json"))
    var payload: [String]

    @OptionGroup var flags: EntryPointFlags
    @OptionGroup var picture: PictureOption

    func run(in shell: Shell) async throws {
        try picture.check()
        // A payload typed without quotes arrives in several words: read them as one text.
        let text = payload.joined(separator: " ")
        let resolution = try Self.resolve(text, typedInWords: payload.count, in: shell)
        try await LinkVerb.open(
            resolution.entry, values: resolution.values, resolvedAs: { "notification \(resolution.pattern) → \($0)" },
            document: NavigationDocument.Resolution(given: text, pattern: resolution.pattern.description, notes: []),
            as: Self.name, plan: flags.plan, printing: NavigationPrinting(command: "go", flags.printing), in: shell)
        if !flags.plan { try picture.write(shell.snapshot(), in: shell, json: flags.printing.json) }
    }

    /// The resolution of `payload`; a payload that is not JSON because it was typed without
    /// quotes (in several words, or its double quotes eaten) says how to quote it.
    @MainActor
    private static func resolve(_ payload: String, typedInWords count: Int, in shell: Shell) throws
        -> NotificationResolution
    {
        let result = Result { () throws(NotificationError) in try shell.dish.catalog.resolve(notification: payload) }
        if case .failure(let error) = result, case .notAPayload = error, count > 1 || !payload.contains("\"") {
            throw ShellError.invalid(
                "\(error) (quote the payload with single quotes: notify '{\"type\": \"chat.message\"}')")
        }
        return try result.get()
    }
}
