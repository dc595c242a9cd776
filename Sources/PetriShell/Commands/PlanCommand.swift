import Foundation
import PetriDish

struct PlanCommand: ShellCommand {
    let name = "plan"
    let synopsis = "plan <screen> [example] [name=value ...]"
    let summary = "what the router would do to reach a screen from here, changing nothing"
    let arguments = ArgumentKind.screenWithValues

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let (entry, values) = try ParameterCollector(shell: shell).screenAndValues(invocation, synopsis: synopsis)
        let plan = try shell.dish.plan(entry.id, values: values)
        for (index, decision) in plan.decisions.enumerated() {
            shell.print(shell.styler(.dim, String(format: "%2d. ", index + 1)) + decision.description)
        }
    }
}
