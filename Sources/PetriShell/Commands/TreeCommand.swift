import ArgumentParser

/// `tree`: the current hierarchy — in the REPL and as `petri tree`, one declaration.
struct TreeVerb: ShellVerb {
    static let name = "tree"
    static let summary = "the current hierarchy"
    static let details = """
        ● marks a view controller on screen, ○ one that is not (under another tab, lower in a
        stack, under a presentation). "(selected)" marks a tab bar's selected tab; "⇒ presents
        (style)" a modal presentation; "[navigation]", "[tab bar]", "[split]" and "[container]" a
        container; "[not dismissible]" a screen the user and the router may not dismiss. Contexts
        follow the title in parentheses. With several windows each is printed, frontmost first.

        --window NAME prints that window alone, as the whole tree prints it (a lock window in
        front: `tree --window Lock`). --json prints the versioned JSON of docs/hierarchy-json.md.
        --svg FILE also writes a picture of it: an SVG wireframe of what the device shows.
        """
    static let optionValues: [String: ArgumentKind] = ["--window": .window]
    static let isOnCommandLine = true

    @Option(help: ArgumentHelp("Print this window alone (a lock window: Lock).", valueName: "name"))
    var window: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var picture: PictureOption

    func run(in shell: Shell) async throws {
        try picture.check()
        try shell.printTree(json: json, window: window)
        let snapshot = shell.snapshot()
        try picture.write(window.flatMap(snapshot.window(named:)) ?? snapshot, in: shell, json: json)
    }
}
