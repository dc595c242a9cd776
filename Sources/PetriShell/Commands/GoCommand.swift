import PetriDish

struct GoCommand: ShellCommand {
    let name = "go"
    let synopsis = "go <screen> [example] [name=value ...] [--trace] [--json]"
    let summary = "navigate from the current hierarchy, as the app would, and print what changed"
    let details = """
    Like open, but the router starts from the hierarchy as it is now: it finds what already
    exists, dismisses and pops what is in the way, and builds the rest. Prints the hierarchy and
    what changed. An example's session settings are set, with a note. On failure nothing changes. --trace also prints the router's decisions, also
    when the route fails; --json prints one JSON document instead: the values, the trace, the
    error if any, what changed and the hierarchy. When a screen's app code changes nothing and
    the screen is already its answer under something the app keeps over it (a full-screen
    preview, a lock window), a note says it was left as it was (leftAsItWas in --json).
    """
    let flags = ["--trace", "--json"]
    let arguments = ArgumentKind.screenWithValues

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let (entry, values, example) = try ParameterCollector(shell: shell).screenValuesAndExample(invocation, synopsis: synopsis)
        try await shell.showing(example, keepingThem: true) {
            try await shell.navigate(NavigationPrinting(invocation), entry: entry, values: values, showsChanges: true) {
                _ = try await shell.dish.go(entry.id, values: values)
            }
        }
    }
}
