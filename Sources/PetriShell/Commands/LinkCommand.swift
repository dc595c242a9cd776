import ArgumentParser
import PetriDish
import PetriSupport

/// `link`: a deep link opened from here — in the REPL and as `petri link`, one declaration.
struct LinkVerb: ShellVerb {
    static let name = "link"
    static let summary = "open a deep link: resolve it to a screen and its values, then navigate from here"
    static let details = """
        Prints how the URL resolved (the pattern and the values), then navigates from the current
        hierarchy as go does, interceptors included: a link behind login shows the login first and
        lands on its screen once logged in. --plan prints the router's plan instead of navigating.
        --svg FILE also writes a picture of the hierarchy afterwards.
        """
    static let arguments = ArgumentKind.words
    static let isOnCommandLine = true

    @Argument(help: "The deep link, such as shop://product/42.")
    var url: String

    @OptionGroup var flags: EntryPointFlags
    @OptionGroup var picture: PictureOption

    func run(in shell: Shell) async throws {
        try picture.check()
        let url = url
        let resolution = try shell.dish.catalog.resolve(deepLink: url)
        try await Self.open(
            resolution.entry, values: resolution.values,
            resolvedAs: { "\(UserText.printable(url)) → \($0) (\(resolution.pattern))" },
            document: NavigationDocument.Resolution(given: url, link: resolution),
            as: Self.name, plan: flags.plan, printing: NavigationPrinting(command: "go", flags.printing), in: shell)
        if !flags.plan { try picture.write(shell.snapshot(), in: shell, json: flags.printing.json) }
    }

    /// Opens what an entry point (a link, a notification) resolved to, as the app would from
    /// where it is: prints how it resolved (`resolvedAs` of the entry's id, then the values),
    /// then the plan (`--plan`) or the navigation. A saved script replays the entry point
    /// itself, not the navigation it resolved to.
    @MainActor
    static func open(
        _ id: String, values: ContextValues, resolvedAs: (String) -> String, document: NavigationDocument.Resolution,
        as command: String, plan: Bool, printing: NavigationPrinting, in shell: Shell
    ) async throws {
        let notes = document.notes
        let entry = try shell.dish.entry(id)
        if !printing.json {
            let given = values.description
            shell.print(resolvedAs(entry.id) + (given.isEmpty ? "" : ": \(given)"))
            for note in notes { shell.print(shell.styler(.dim, "note: " + UserText.printable(note))) }
        }
        if plan {
            try PlanVerb.printPlan(entry, values: values, in: shell)
            return
        }
        do {
            try await shell.navigate(printing, entry: entry, values: values, showsChanges: true, resolution: document) {
                // Named by what the user typed, for the navigation it may supersede.
                try await PetriRouter.$navigationName.withValue("\(command) \(document.given)") {
                    _ = try await shell.dish.go(entry.id, values: values)
                }
            }
        } catch ShellError.cancelled {
            // The user gave up on the link: say it of the command they typed.
            throw ShellError.cancelled(what: command)
        } catch ShellError.superseded(_, let by) {
            throw ShellError.superseded(what: command, by: by)
        }
        shell.replayLine = nil
    }
}
