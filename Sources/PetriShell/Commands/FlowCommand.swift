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
    words, and at a terminal a prompt for each one missing.
    """
    let arguments = ArgumentKind.flow

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard let id = invocation.arguments.first else {
            throw ShellError.missingArgument(command: name, what: "a flow id (`list` shows them under Flows)", synopsis: synopsis)
        }
        let flow = try shell.dish.catalog.flow(id)
        let values = try ParameterCollector(shell: shell).values(for: flow, arguments: Array(invocation.arguments.dropFirst()), command: name)
        try shell.dish.startFlow(id, values: values)
        try shell.printTree()
    }
}
