struct TreeCommand: ShellCommand {
    let name = "tree"
    let synopsis = "tree [--window NAME] [--json]"
    let summary = "the current hierarchy"
    let details = """
    ● marks a view controller on screen, ○ one that is not (under another tab, lower in a
    stack, under a presentation). "(selected)" marks a tab bar's selected tab; "⇒ presents
    (style)" a modal presentation; "[navigation]", "[tab bar]", "[split]" and "[container]" a
    container; "[not dismissible]" a screen the user and the router may not dismiss. Contexts
    follow the title in parentheses. With several windows each is printed, frontmost first.

    --window NAME prints that window alone, as the whole tree prints it (a lock window in
    front: `tree --window Lock`). --json prints the versioned JSON of docs/hierarchy-json.md.
    """
    let flags = ["--json"]
    let valueOptions = [ValueOption(name: "--window", value: .window, valueDescription: "a window's name")]
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        if !invocation.arguments.isEmpty {
            throw ShellError.unexpectedArguments(invocation.arguments, command: name, synopsis: synopsis)
        }
        try shell.printTree(json: invocation.has("--json"), window: invocation.value("--window"))
    }
}
