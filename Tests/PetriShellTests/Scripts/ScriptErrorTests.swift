import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// Issue 31, item 5: `run` of a file it cannot read names the system's reason and no line 0;
/// `expect visible` of a mistyped type says what was meant.
@MainActor
@Suite("Script errors")
struct ScriptErrorTests {
    @Test("a missing file: the system's reason, no fake line, a failed run, in the REPL as on the command line")
    func missingFile() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.petri").path
        #expect(throws: ScriptFile.ReadError(path: missing, reason: "No such file or directory")) {
            try ScriptFile.read(missing)
        }
        #expect(throws: ScriptFile.ReadError(path: directory.path, reason: "Is a directory")) {
            try ScriptFile.read(directory.path)
        }

        let outcomes = await ScriptRunner(catalog: try ShellHarness.catalog()).run(file: missing)
        #expect(outcomes.count == 1)
        #expect(outcomes[0].line == nil)
        #expect(outcomes[0].failure == "cannot read \(missing): No such file or directory")

        let (shell, output) = try ShellHarness.shell()
        #expect(await !shell.execute("run \(missing)"))
        #expect(shell.failureCount == 1)
        #expect(output.standardError == "error: cannot read \(missing): No such file or directory\n")
        #expect(output.standardOutput == "0 passed, 1 failed\n")
        #expect(!(output.standardOutput + output.standardError).contains(":0:"))

        let session = try await ShellHarness.session("run \(missing)")
        #expect(session.status != 0)
        #expect(session.standardError.contains("error: cannot read \(missing): No such file or directory"))
    }

    @Test("a file that reads: its lines are counted in the right number")
    func counts() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("one.petri").path
        try "open shop.home\nexpect visible HomeViewController\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("run \(path)"), "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("\(path): 1 expectation held\n"))
    }

    @Test("expect visible of a mistyped type names the type in the hierarchy that was meant")
    func visibleNearMiss() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("typo.petri").path
        try "open shop.home\nexpect visible HomeViewControler\n".write(toFile: path, atomically: true, encoding: .utf8)
        let outcomes = await ScriptRunner(catalog: try ShellHarness.catalog()).run(file: path)
        let failure = try #require(outcomes.last?.failure)
        #expect(
            failure.hasPrefix(
                "after `open shop.home` (line 1): HomeViewControler is not on screen; the visible path is "))
        #expect(
            failure.hasSuffix(
                "; no view controller in the hierarchy is a HomeViewControler — did you mean \"HomeViewController\"?"),
            "\(failure)")

        // A word near nothing gets no suggestion.
        try "open shop.home\nexpect visible Zebra\n".write(toFile: path, atomically: true, encoding: .utf8)
        let other = try #require(await ScriptRunner(catalog: try ShellHarness.catalog()).run(file: path).last?.failure)
        #expect(other.hasPrefix("after `open shop.home` (line 1): Zebra is not on screen; the visible path is "))
        #expect(!other.contains("did you mean"), "\(other)")
    }
}
