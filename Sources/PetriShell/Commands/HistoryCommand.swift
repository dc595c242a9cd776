import ArgumentParser

/// `history`: the lines run in this session.
struct HistoryVerb: ShellVerb {
    static let name = "history"
    static let summary = "the commands run in this session (Up recalls earlier sessions' too)"

    func run(in shell: Shell) async throws {
        let lines = shell.history.dropLast()
        guard !lines.isEmpty else {
            shell.print(
                "no command yet in this session" + (shell.isInteractive ? " (Up recalls earlier sessions')" : ""))
            return
        }
        let width = String(lines.count).count
        for (index, line) in lines.enumerated() {
            let number = String(index + 1)
            shell.print(String(repeating: " ", count: width - number.count) + shell.styler(.dim, number) + "  " + line)
        }
    }
}
