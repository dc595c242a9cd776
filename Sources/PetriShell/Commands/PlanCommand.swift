import Foundation
import PetriDish

struct PlanCommand: ShellCommand {
    let name = "plan"
    let synopsis = "plan <screen> [example] [name=value ...]"
    let summary = "what the router would do to reach a screen from here, changing nothing"
    let details = """
    Runs no interceptor, task or factory. Each interceptor's answer is predicted from the session:
    when one would refuse, the plan stops there and fails with its reason; when one's answer
    depends on you (a question at the terminal), the plan says so.
    """
    let arguments = ArgumentKind.screenWithValues

    func run(_ invocation: Invocation, in shell: Shell) async throws {
        let (entry, values) = try ParameterCollector(shell: shell).screenAndValues(invocation, synopsis: synopsis)
        try Self.printPlan(entry, values: values, in: shell)
    }

    /// Prints the router's plan for `entry` from the current hierarchy, with each interceptor's
    /// predicted answer; fails when one would refuse.
    @MainActor
    static func printPlan(_ entry: ScreenEntry, values: ContextValues, in shell: Shell) throws {
        let plan = try shell.dish.plan(entry.id, values: values)
        var predictions = plan.predictions[...]
        for (index, decision) in plan.decisions.enumerated() {
            var line = shell.styler(.dim, String(format: "%2d. ", index + 1)) + decision.description
            if case .intercept = decision, let prediction = predictions.popFirst() {
                let role: Styler.Role = switch prediction.prediction {
                case .allows: .success
                case .refuses: .error
                case .dependsOn: .warning
                }
                line += ": " + shell.styler(role, prediction.prediction.description)
            }
            shell.print(line)
        }
        for warning in plan.warnings {
            shell.print(shell.styler(.warning, "warning:") + " " + warning.description)
        }
        if let refusal = plan.refusal {
            throw ShellError.invalid("\(entry.id) cannot be reached now: \(refusal)")
        }
        if !plan.isCertain {
            shell.print(shell.styler(.warning, "this plan holds only if " + plan.uncertainties.map { "\($0.interceptor) lets the route through" }.joined(separator: " and ")))
        }
    }
}
