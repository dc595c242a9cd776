import ArgumentParser
import PetriDish

/// `open`: a screen composed in a freshly launched app — in the REPL and as `petri open`, one
/// declaration.
struct OpenVerb: ShellVerb {
    static let name = "open"
    static let summary = "compose a screen in a freshly launched app and print the hierarchy"
    static let details = """
        The app is launched afresh (in the current variant), then the router composes the screen.
        Values come from an example's name, from name=value words, and at a terminal from prompts for
        what is still missing (Enter takes the default, Ctrl-C cancels). An example that declares
        session settings is shown with them: they are set, with a note. On failure nothing changes.
        --trace also prints the router's decisions, also when the route fails; --json prints
        one JSON document instead: the values, the trace, the error if any, and the hierarchy.
        --svg FILE also writes a picture of the hierarchy afterwards: an SVG wireframe of what the
        device shows.
        """
    static let arguments = ArgumentKind.screenWithValues
    static let isOnCommandLine = true

    @OptionGroup var words: ScreenWords
    @OptionGroup var flags: NavigationFlags
    @OptionGroup var picture: PictureOption

    func run(in shell: Shell) async throws {
        try picture.check()
        try await shell.navigate(words, as: Self.name, flags: flags, showsChanges: false) { id, values in
            _ = try await shell.dish.open(id, values: values)
        }
        try picture.write(shell.snapshot(), in: shell, json: flags.json)
    }
}
