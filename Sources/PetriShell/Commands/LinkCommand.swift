import PetriDish
import PetriSupport

struct LinkCommand: ShellCommand {
    let name = "link"
    let synopsis = "link <url> [--plan] [--trace] [--json]"
    let summary = "open a deep link: resolve it to a screen and its values, then navigate from here"
    let details = """
    Prints how the URL resolved (the pattern and the values), then navigates from the current
    hierarchy as go does, interceptors included: a link behind login shows the login first and
    lands on its screen once logged in. --plan prints the router's plan instead of navigating.
    """
    let flags = ["--plan", "--trace", "--json"]
    let arguments = ArgumentKind.words

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard invocation.arguments.count == 1, let url = invocation.arguments.first else {
            if invocation.arguments.isEmpty {
                throw ShellError.missingArgument(command: name, what: "a URL", synopsis: synopsis)
            }
            throw ShellError.unexpectedArguments(Array(invocation.arguments.dropFirst()), command: name, synopsis: synopsis)
        }
        let resolution = try shell.dish.catalog.resolve(deepLink: url)
        try await Self.open(
            resolution.entry, values: resolution.values, resolvedAs: { "\(UserText.printable(url)) → \($0) (\(resolution.pattern))" },
            document: NavigationDocument.Resolution(given: url, pattern: resolution.pattern, notes: resolution.notes), invocation, in: shell)
    }

    /// Opens what an entry point (a link, a notification) resolved to, as the app would from
    /// where it is: prints how it resolved (`resolvedAs` of the entry's id, then the values),
    /// then the plan (`--plan`) or the navigation. A saved script replays the entry point
    /// itself, not the navigation it resolved to.
    @MainActor
    static func open(
        _ id: String, values: ContextValues, resolvedAs: (String) -> String, document: NavigationDocument.Resolution,
        _ invocation: Invocation, in shell: Shell
    ) async throws {
        let notes = document.notes
        let entry = try shell.dish.entry(id)
        if !invocation.has("--json") {
            let given = values.description
            shell.print(resolvedAs(entry.id) + (given.isEmpty ? "" : ": \(given)"))
            for note in notes { shell.print(shell.styler(.dim, "note: " + UserText.printable(note))) }
        }
        if invocation.has("--plan") {
            try PlanVerb.printPlan(entry, values: values, in: shell)
            return
        }
        do {
            try await shell.navigate(
                NavigationPrinting(invocation, replayedAs: "go"), entry: entry, values: values, showsChanges: true, resolution: document
            ) {
                _ = try await shell.dish.go(entry.id, values: values)
            }
        } catch ShellError.cancelled {
            // The user gave up on the link (or replaced it): say it of the command they typed.
            throw ShellError.cancelled(what: invocation.command)
        }
        shell.replayLine = nil
    }
}
