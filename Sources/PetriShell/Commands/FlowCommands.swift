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

struct SendCommand: ShellCommand {
    let name = "send"
    let synopsis = "send <event> [argument]"
    let summary = "fire an event of the visible screen (a button tap), as the user would"
    let arguments = ArgumentKind.event

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard let event = invocation.arguments.first, invocation.arguments.count <= 2 else {
            if invocation.arguments.isEmpty {
                let events = shell.dish.visibleEvents.map(\.name)
                throw ShellError.missingArgument(
                    command: name, what: "an event" + (events.isEmpty ? "" : " (on screen: \(events.joined(separator: ", ")))"), synopsis: synopsis)
            }
            throw ShellError.unexpectedArguments(Array(invocation.arguments.dropFirst(2)), command: name, synopsis: synopsis)
        }
        let before = shell.snapshot()
        try shell.dish.send(event, argument: invocation.arguments.dropFirst().first)
        try shell.printTree()
        shell.printChanges(from: before)
    }
}

struct LeaksCommand: ShellCommand {
    let name = "leaks"
    let synopsis = "leaks"
    let summary = "audit the running flow: coordinators kept after their screens left, and objects still alive"
    let arguments = ArgumentKind.none

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard shell.dish.runningFlow != nil else {
            throw ShellError.invalid("no flow is running; `flow <id>` starts one")
        }
        let leaks = shell.dish.leaks()
        guard !leaks.isEmpty else {
            shell.print("no leak")
            return
        }
        for leak in leaks { shell.print(shell.styler(.warning, leak.description)) }
    }
}
