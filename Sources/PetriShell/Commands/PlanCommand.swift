import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// `plan`: what the router would do to reach a screen, changing nothing — in the REPL and as
/// `petri plan`, one declaration.
struct PlanVerb: ShellVerb {
    static let name = "plan"
    static let summary = "what the router would do to reach a screen from here, changing nothing"
    static let details = """
        Runs no interceptor, task or factory. Each interceptor's answer is predicted from the session:
        when one would refuse, the plan stops there and fails with its reason; when one's answer
        depends on you (a question at the terminal), the plan says so. A screen reached by the app's
        own code is rehearsed: the code runs, each UIKit call it makes is listed, and everything is
        put back; when the code would change nothing and the screen is already its answer under
        something the app keeps over it, the last line says it would be left as it was.
        """
    static let arguments = ArgumentKind.screenWithValues
    static let isOnCommandLine = true

    @OptionGroup var words: ScreenWords

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func run(in shell: Shell) async throws {
        let (entry, values, example) = try words.resolve(in: shell, for: Self.name)
        // The plan is made with the example's settings, which it then puts back: it changes nothing.
        try await shell.showing(example, keepingThem: false) { try planning(entry, values: values, in: shell) }
    }

    @MainActor
    private func planning(_ entry: ScreenEntry, values: ContextValues, in shell: Shell) throws {
        if json {
            let plan = try shell.dish.plan(entry.id, values: values)
            shell.print(try DocumentEncoding.json(PlanDocument(screen: entry.id, plan: plan, shell: shell)))
            if let refusal = plan.refusal {
                throw ShellError.invalid("\(entry.id) cannot be reached now: \(shell.advising(refusal))")
            }
            return
        }
        try Self.printPlan(entry, values: values, in: shell)
    }

    /// `plan --json`: the decisions, each interceptor's predicted answer, the predicted
    /// warnings, and the refusal if one is predicted.
    struct PlanDocument: Encodable {
        struct Prediction: Encodable { var interceptor: String; var prediction: String }
        var screen: String
        var decisions: [String]
        var predictions: [Prediction]
        var warnings: [String]
        var refusal: String?
        var certain: Bool
        var rehearsed: Bool

        @MainActor
        init(screen: String, plan: RoutingPlan, shell: Shell) {
            self.screen = screen
            decisions = plan.decisions.map(\.description)
            predictions = plan.predictions.map {
                Prediction(interceptor: $0.interceptor, prediction: PlanVerb.said($0.prediction, in: shell))
            }
            warnings = plan.warnings.map(\.description)
            refusal = plan.refusal.map { String(describing: shell.advising($0)) }
            certain = plan.isCertain
            rehearsed = plan.isRehearsal
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(screen, forKey: .screen)
            try container.encode(decisions, forKey: .decisions)
            try container.encode(predictions, forKey: .predictions)
            try container.encode(warnings, forKey: .warnings)
            try container.encode(refusal, forKey: .refusal)
            try container.encode(certain, forKey: .certain)
            try container.encode(rehearsed, forKey: .rehearsed)
        }

        enum CodingKeys: String, CodingKey {
            case screen, decisions, predictions, warnings, refusal, certain, rehearsed
        }
    }

    /// What an interceptor is predicted to answer, with how to meet what the session lacks.
    @MainActor
    static func said(_ prediction: InterceptorPrediction, in shell: Shell) -> String {
        guard case let .requires(requirement, _) = prediction else { return prediction.description }
        return prediction.description + "; " + shell.commandStyle.advice(for: requirement)
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
                let role: Styler.Role =
                    switch prediction.prediction {
                    case .allows: .success
                    case .refuses, .requires: .error
                    case .dependsOn: .warning
                    }
                line += ": " + shell.styler(role, Self.said(prediction.prediction, in: shell))
            }
            shell.print(line)
        }
        for warning in plan.warnings {
            shell.print(shell.styler(.warning, "warning:") + " " + warning.description)
        }
        if let refusal = plan.refusal {
            throw ShellError.invalid("\(entry.id) cannot be reached now: \(shell.advising(refusal))")
        }
        if plan.isRehearsal {
            let leftAsItWas = plan.decisions.contains { if case .leftAsItWas = $0 { true } else { false } }
            shell.print(
                shell.styler(
                    .dim,
                    leftAsItWas
                        ? "rehearsed: the app's code ran and changed nothing"
                        : "rehearsed: the app's code ran, and everything it changed was put back"))
        }
        if !plan.isCertain {
            shell.print(
                shell.styler(
                    .warning,
                    "this plan holds only if "
                        + plan.uncertainties.map { "\($0.interceptor) lets the route through" }.joined(
                            separator: " and ")))
        }
    }
}
