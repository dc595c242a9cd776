import PetriDish

struct OpenCommand: ShellCommand {
    let name = "open"
    let synopsis = "open <screen> [example] [name=value ...] [--trace] [--json]"
    let summary = "compose a screen in a freshly launched app and print the hierarchy"
    let details = """
    The app is launched afresh (in the current variant), then the router composes the screen.
    Values come from an example's name, from name=value words, and at a terminal from prompts for
    what is still missing (Enter takes the default, Ctrl-C cancels). An example that declares
    session settings is shown with them: they are set, with a note. On failure nothing changes.
    --trace also prints the router's decisions, also when the route fails; --json prints
    one JSON document instead: the values, the trace, the error if any, and the hierarchy.
    """
    let flags = ["--trace", "--json"]
    let arguments = ArgumentKind.screenWithValues

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let (entry, values, example) = try ParameterCollector(shell: shell).screenValuesAndExample(invocation, synopsis: synopsis)
        try await shell.showing(example, keepingThem: true) {
            try await shell.navigate(NavigationPrinting(invocation), entry: entry, values: values, showsChanges: false) {
                _ = try await shell.dish.open(entry.id, values: values)
            }
        }
    }
}
