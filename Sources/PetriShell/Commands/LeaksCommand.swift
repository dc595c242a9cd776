import ArgumentParser
import PetriDish

/// `leaks`: the audit of the running flow.
struct LeaksVerb: ShellVerb {
    static let name = "leaks"
    static let summary =
        "audit the running flow: coordinators kept after their screens left, objects still alive, what lives on purpose, and calls that changed nothing"

    func run(in shell: Shell) async throws {
        guard shell.dish.runningFlow != nil else {
            throw ShellError.invalid("no flow is running; `flow <id>` starts one")
        }
        let leaks: [CoordinatorLeak]
        // The shell drained the main queue after the last command: this is a settled point.
        switch shell.dish.audit() {
        case .settled(let found): leaks = found
        case .notSettled(let reason): throw ShellError.invalid("the audit answers only at a settled point: \(reason)")
        }
        if leaks.isEmpty { shell.print("no leak") }
        for leak in leaks { shell.print(shell.styler(.warning, leak.description)) }
        // What lives on purpose is listed apart, so nobody mistakes it for a leak.
        for life in shell.dish.declaredLives() { shell.print(shell.styler(.dim, life.description)) }
        // What the coordinators were asked that changed nothing: hints, not leaks.
        for diagnostic in shell.dish.coordinatorDiagnostics() { shell.print(shell.styler(.dim, "note: \(diagnostic)")) }
    }
}
