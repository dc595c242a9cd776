import PetriDish

struct FlowCommand: ShellCommand {
    let name = "flow"
    let synopsis = "flow <id> [example] [name=value ...]"
    let summary = "start a coordinator flow on a fresh window and print both trees"
    let details = """
        The flow's root coordinator builds everything on an empty window. Drive it with `send`
        (the visible screen's events) and with the user's gestures (`back`, `dismiss`, `tab`), which
        change the hierarchy without asking any coordinator, as UIKit does. `leaks` audits it.
        A flow that starts with a context takes its values as `open` does: an example, name=value
        words, and at a terminal a prompt for each one missing. Given no values where nobody can be
        asked (a pipe, a script), it starts with its first example.
        """
    let arguments = ArgumentKind.flow

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard let id = invocation.arguments.first else {
            throw ShellError.missingArgument(
                command: name, what: "a flow id (`list` shows them under Flows)", synopsis: synopsis)
        }
        let flow = try shell.dish.catalog.flow(id)
        let given = Array(invocation.arguments.dropFirst())
        let values =
            if given.isEmpty, !shell.isInteractive, !flow.examples.isEmpty {
                // Nobody to ask: the flow's own first example, as `check` plays it.
                try flow.defaultValues()
            } else {
                try ParameterCollector(shell: shell).values(for: flow, arguments: given, command: name)
            }
        try shell.dish.startFlow(id, values: values)
        try shell.printTree()
    }
}
