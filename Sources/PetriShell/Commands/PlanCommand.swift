import Foundation
import PetriDish

struct PlanCommand: ShellCommand {
    let name = "plan"
    let synopsis = "plan <screen> [example] [name=value ...]"
    let summary = "what the router would do to reach a screen from here, changing nothing"
    let arguments = ArgumentKind.screenWithValues

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        guard let id = invocation.arguments.first else {
            throw ShellError.missingArgument(command: name, what: "a screen id", synopsis: synopsis)
        }
        let entry = try shell.dish.entry(id)
        let values = try ParameterCollector(shell: shell).values(for: entry, arguments: Array(invocation.arguments.dropFirst()), command: "plan")
        let plan = try shell.dish.plan(id, values: values)
        for (index, decision) in plan.decisions.enumerated() {
            shell.print(shell.styler(.dim, String(format: "%2d. ", index + 1)) + decision.description)
        }
    }
}
