import ArgumentParser

/// `reset`: the app relaunched.
struct ResetVerb: ShellVerb {
    static let name = "reset"
    static let summary = "relaunch the app: a fresh window in the current variant"

    func run(in shell: Shell) async throws {
        try shell.dish.reset()
        try shell.printTree()
    }
}
