import PetriDish

struct GoCommand: ShellCommand {
    let name = "go"
    let synopsis = "go <screen> [example] [name=value ...] [--trace] [--json]"
    let summary = "navigate from the current hierarchy, as the app would, and print what changed"
    let details = """
    Like open, but the router starts from the hierarchy as it is now: it finds what already
    exists, dismisses and pops what is in the way, and builds the rest. Prints the hierarchy and
    what changed. On failure nothing changes. --trace also prints the router's decisions;
    --json prints the hierarchy as JSON instead of the tree and the changes.
    """
    let flags = ["--trace", "--json"]
    let arguments = ArgumentKind.screenWithValues

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let (entry, values) = try ParameterCollector(shell: shell).screenAndValues(invocation, synopsis: synopsis)
        let before = shell.snapshot()
        do {
            let trace = try await shell.dish.go(entry.id, values: values)
            if invocation.has("--trace") { shell.printTrace(trace) }
        } catch {
            if invocation.has("--trace"), let trace = shell.dish.router.lastTrace { shell.printTrace(trace) }
            throw error
        }
        if invocation.has("--json") {
            try shell.printTree(json: true)
        } else {
            try shell.printTree()
            shell.printChanges(from: before)
        }
    }
}
