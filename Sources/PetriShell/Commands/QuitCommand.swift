import ArgumentParser

/// `quit`: the end of the session.
struct QuitVerb: ShellVerb {
    static let name = "quit"
    static let aliases = ["exit"]
    static var summary: String { "leave \(ToolIdentity.current.name) (Ctrl-D does too)" }

    func run(in shell: Shell) async throws {
        shell.stop()
    }
}
