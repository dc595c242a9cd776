import ArgumentParser
import PetriDish

/// `flow`: a coordinator flow started on a fresh window.
struct FlowVerb: ShellVerb {
    static let name = "flow"
    static let summary = "start a coordinator flow on a fresh window and print both trees"
    static let details = """
        The flow's root coordinator builds everything on an empty window. Drive it with `send`
        (the visible screen's events) and with the user's gestures (`back`, `dismiss`, `tab`), which
        change the hierarchy without asking any coordinator, as UIKit does. `leaks` audits it.
        A flow that starts with a context takes its values as `open` does: an example, name=value
        words, and at a terminal a prompt for each one missing. Given no values where nobody can be
        asked (a pipe, a script), it starts with its first example.
        """
    static let arguments = ArgumentKind.flow

    @Argument(help: "The flow's id (`list` shows them under Flows).")
    var id: String

    @Argument(help: ArgumentHelp("An example's name, and name=value pairs.", valueName: "example|name=value"))
    var values: [String] = []

    static func hint(in shell: Shell) -> String? {
        "`list` shows the flows under Flows"
    }

    func run(in shell: Shell) async throws {
        let flow = try shell.dish.catalog.flow(id)
        let values =
            if values.isEmpty, !shell.isInteractive, !flow.examples.isEmpty {
                // Nobody to ask: the flow's own first example, as `check` plays it.
                try flow.defaultValues()
            } else {
                try ParameterCollector(shell: shell).values(for: flow, arguments: values, command: Self.name)
            }
        try shell.dish.startFlow(id, values: values)
        try shell.printTree()
    }
}
