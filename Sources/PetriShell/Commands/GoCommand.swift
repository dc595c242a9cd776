import ArgumentParser
import PetriDish

/// `go`: navigation from the current hierarchy, as the app would.
struct GoVerb: ShellVerb {
    static let name = "go"
    static let summary = "navigate from the current hierarchy, as the app would, and print what changed"
    static let details = """
        Like open, but the router starts from the hierarchy as it is now: it finds what already
        exists, dismisses and pops what is in the way, and builds the rest. Prints the hierarchy and
        what changed. An example's session settings are set, with a note. On failure nothing changes. --trace also prints the router's decisions, also
        when the route fails; --json prints one JSON document instead: the values, the trace, the
        error if any, what changed and the hierarchy. When a screen's app code changes nothing and
        the screen is already its answer under something the app keeps over it (a full-screen
        preview, a lock window), a note says it was left as it was (leftAsItWas in --json).
        --svg FILE also writes a picture of the hierarchy afterwards: an SVG wireframe of what the
        device shows.
        """
    static let arguments = ArgumentKind.screenWithValues

    @OptionGroup var words: ScreenWords
    @OptionGroup var flags: NavigationFlags
    @OptionGroup var picture: PictureOption

    func run(in shell: Shell) async throws {
        try picture.check()
        try await shell.navigate(words, as: Self.name, flags: flags, showsChanges: true) { id, values in
            _ = try await shell.dish.go(id, values: values)
        }
        try picture.write(shell.snapshot(), in: shell, json: flags.json)
    }
}
