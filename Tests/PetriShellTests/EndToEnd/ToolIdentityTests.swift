import Foundation
@testable import PetriShell
import Testing

/// Issue 13: a team's tool built on petri is its own — usage, help, errors, prompt and history
/// carry its name.
@Suite("A tool of the team's own", .oneProcessAtATime)
struct ToolIdentityTests {
    /// The petri binary under another name, as a team's executable target would be.
    private func renamedBinary(in directory: URL) throws -> URL {
        let folder = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = folder.appendingPathComponent("shopdish")
        try FileManager.default.createSymbolicLink(at: binary, withDestinationURL: try PetriBinary.require())
        return binary
    }

    @Test("The command name is the last component of the path the tool was started by, however it was typed")
    func commandNameOfPath() {
        #expect(ToolIdentity.commandName(ofPath: "/usr/local/bin/shopdish") == "shopdish")
        #expect(ToolIdentity.commandName(ofPath: ".build/debug/shopdish") == "shopdish")
        #expect(ToolIdentity.commandName(ofPath: "./petri") == "petri")
        #expect(ToolIdentity.commandName(ofPath: "shopdish") == "shopdish")
        #expect(ToolIdentity.commandName(ofPath: "bin/shop dish/") == "shop dish")
        #expect(ToolIdentity.commandName(ofPath: "") == "petri")
        #expect(ToolIdentity.commandName(ofPath: "/") == "petri")
    }

    @Test("Usage, help, errors and advice name the executable, not petri")
    func commandName() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let binary = try renamedBinary(in: state)
        let environment = PetriBinary.environment(stateHome: state)
        let help = try await Subprocess.run(binary, ["--help"], environment: environment)
        #expect(help.standardOutput.contains("USAGE: shopdish"), "\(help.standardOutput.prefix(300))")
        let subcommandHelp = try await Subprocess.run(binary, ["open", "--help"], environment: environment)
        #expect(subcommandHelp.standardOutput.contains("USAGE: shopdish open"))
        let typo = try await Subprocess.run(binary, ["lst"], environment: environment)
        #expect(typo.standardError.contains("shopdish alone starts the shell"), "\(typo.standardError)")
        #expect(!typo.standardError.contains("petri"), "\(typo.standardError)")
        let missing = try await Subprocess.run(binary, ["open", "shop.product"], environment: environment)
        #expect(missing.standardError.contains("shopdish open shop.product"), "\(missing.standardError)")
        let version = try await Subprocess.run(binary, ["--version"], environment: environment)
        #expect(version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test("The prompt is the tool's, and its history file is its own, beside petri's")
    func promptAndHistory() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let binary = try renamedBinary(in: state)
        let session = try await TmuxSession.start(stateHome: state, shell: "exec \(binary.path)")
        defer { Task { await session.kill() } }
        _ = try await session.waitFor(text: "shopdish(tabs)>")
        try await session.type("list shop.cart\n")
        _ = try await session.waitFor(text: "Cart")
        try await session.type("quit\n")
        // The history is written before petri exits, and the session ends with it (exec).
        try await session.waitForExit()
        let history = state.appendingPathComponent("shopdish/history")
        #expect(try String(contentsOf: history, encoding: .utf8).contains("list shop.cart"))
        #expect(!FileManager.default.fileExists(atPath: state.appendingPathComponent("petri/history").path))
    }
}
