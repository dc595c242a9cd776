import Foundation
import Testing

/// Ctrl-C while a REPL command runs, in a real terminal: the command stops, says what it left
/// unchanged, and the session goes on at the prompt (before, SIGINT's default ended petri and
/// the session was lost).
@Suite(
    "Ctrl-C while a command runs", .oneProcessAtATime,
    .enabled(if: TmuxSession.isAvailable, "needs tmux (make setup installs it)"))
struct InterruptTests {
    /// A catalog large enough that `check` and `export` run for seconds in a debug build.
    static let largeCatalog = "exec \"$PETRI\" --synthetic 10000"

    /// Starts petri in tmux with `shell`, runs `body`, and always stops the terminal.
    private func withTerminal(shell: String?, _ body: (TmuxSession, URL) async throws -> Void) async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let terminal = try await TmuxSession.start(stateHome: state, shell: shell)
        do {
            try await body(terminal, state)
            await terminal.kill()
        } catch {
            await terminal.kill()
            throw error
        }
    }

    /// The lines of the last `tree` the screen shows: from the window line to the prompt after it.
    private func lastTree(_ lines: [String]) -> [String] {
        guard let start = lines.lastIndex(where: { $0.hasPrefix("window ") }) else { return [] }
        let rest = lines[start...]
        let end = rest.firstIndex(where: { TmuxSession.textAfterPrompt($0) != nil }) ?? rest.endIndex
        return Array(lines[start..<end])
    }

    @Test("Ctrl-C during check stops it, says nothing changed, and the prompt comes back with the same tree")
    func checkInterrupted() async throws {
        try await withTerminal(shell: Self.largeCatalog) { terminal, _ in
            try await terminal.waitForPrompt()
            try await terminal.type("tree")
            try await terminal.press("Enter")
            let before = lastTree(try await terminal.waitForPrompt())
            #expect(!before.isEmpty)
            try await terminal.type("check")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "checking ")
            try await terminal.press("C-c")
            let stopped = try await terminal.waitFor(text: "interrupted (Ctrl-C): check stopped after")
            let message = stopped.joined(separator: "\n")
            #expect(message.contains("nothing changed"))
            #expect(!message.contains("passed, "), "an interrupted check prints no summary CI could read as a verdict")
            try await terminal.waitForPrompt()
            // Ctrl-C at the prompt still drops the line being typed. (Once a command has
            // suspended, the main actor's work, and so the read, runs on the main dispatch
            // queue's thread, which blocks SIGINT: the read must still be interrupted.)
            try await terminal.type("list foo")
            try await terminal.waitForPrompt(typed: "list foo")
            try await terminal.press("C-c")
            try await terminal.waitForPrompt()
            try await terminal.type("tree")
            try await terminal.press("Enter")
            let after = lastTree(try await terminal.waitForPrompt())
            #expect(after == before)
            try await terminal.press("C-d")
            try await terminal.waitForExit()
        }
    }

    @Test("Ctrl-C during export stops it and leaves the output folder as it was")
    func exportInterrupted() async throws {
        try await withTerminal(shell: Self.largeCatalog) { terminal, state in
            let output = state.appendingPathComponent("docs-out")
            try await terminal.waitForPrompt()
            try await terminal.type("export --output \(output.path) --format json")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "exporting ")
            try await terminal.press("C-c")
            try await terminal.waitFor(text: "interrupted (Ctrl-C): export stopped before it was written")
            try await terminal.waitForPrompt()
            #expect(!FileManager.default.fileExists(atPath: output.path))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: state.path).filter {
                $0.contains("petri-export")
            }
            #expect(leftovers.isEmpty, "the export's temporary folder is removed: \(leftovers)")
            try await terminal.press("C-d")
            try await terminal.waitForExit()
        }
    }

    @Test("After a login answered at the question, save writes the login and run replays the session to the same tree")
    func saveAfterLoginAnswer() async throws {
        try await withTerminal(shell: nil) { terminal, state in
            let script = state.appendingPathComponent("checkout.petri")
            try await terminal.waitForPrompt()
            try await terminal.type("go shop.checkout")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "Log in as demo? [y/N]")
            try await terminal.type("y")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "CheckoutViewController")
            try await terminal.waitForPrompt()
            try await terminal.type("save \(script.path)")
            try await terminal.press("Enter")
            try await terminal.waitFor(text: "saved 2 commands and the tree")
            try await terminal.press("C-d")
            try await terminal.waitForExit()

            let saved = try String(contentsOf: script, encoding: .utf8).split(separator: "\n").map(String.init)
            let login = try #require(saved.firstIndex(of: "login demo"), "the script logs in: \(saved)")
            let go = try #require(saved.firstIndex(of: "go shop.checkout"))
            #expect(login < go)
            let replay = try await PetriBinary.run(["run", script.path])
            #expect(replay.status == 0, "\(replay.standardOutput)\(replay.standardError)")
            #expect(
                replay.standardOutput.contains("expectation held")
                    || replay.standardOutput.contains("expectations held"))
        }
    }
}
