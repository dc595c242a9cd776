import Foundation
import PetriDish
@testable import PetriShell
import Testing

/// `save` writes what a command changed in the session beyond its words (a login accepted at an
/// interceptor's question) as the commands that make it, so `run` reaches the same state.
@MainActor
@Suite("Session replay in saved scripts")
struct SessionReplayTests {
    @Test("A login, a logout and settings become login, logout and set lines, settings by name")
    func commands() {
        let fresh = SessionReplay.fresh
        #expect(SessionReplay(user: "demo", settings: [:]).commands(after: fresh) == ["login demo"])
        #expect(fresh.commands(after: SessionReplay(user: "demo", settings: [:])) == ["logout"])
        let set = SessionReplay(user: "Ada Lovelace", settings: ["currency": "EUR", "beta": "on"])
        #expect(set.commands(after: fresh) == ["login \"Ada Lovelace\"", "set beta=on", "set currency=EUR"])
        #expect(fresh.commands(after: set) == ["logout", "set beta=", "set currency="])
        #expect(set.commands(after: set).isEmpty)
    }

    /// Answers every question with `answer`, reads no command.
    final class Answering: LineReader {
        let answer: String
        init(_ answer: String) { self.answer = answer }
        func readLine(_ request: LineRequest) -> LineInput { .line(answer) }
    }

    final class Collected: ShellOutput {
        var text = ""
        func print(_ line: String) { text += line + "\n" }
        func printError(_ line: String) { text += line + "\n" }
    }

    @Test("A login accepted at the question is saved before the command that asked; a refused one saves nothing")
    func loginAnswer() async throws {
        for answer in ["y", "n"] {
            let catalog = try ShellHarness.catalog()
            let shell = Shell(
                dish: try Dish(catalog: catalog, variant: nil), reader: Answering(answer), output: Collected(),
                isInteractive: true, environment: ["NO_COLOR": "1"])
            let succeeded = await shell.execute("go shop.checkout")
            #expect(succeeded == (answer == "y"))
            #expect(shell.replayable == (answer == "y" ? ["login demo", "go shop.checkout"] : []))
        }
    }

    @Test(
        "A session started logged in with a setting saves them first; the commands that change the session replay as typed"
    )
    func startAndOwnLines() async throws {
        let catalog = try ShellHarness.catalog()
        let session = DishSession(variant: "")
        try session.logIn(as: "qa")
        try session.set("currency", to: "EUR")
        let shell = Shell(
            dish: try Dish(catalog: catalog, variant: nil, session: session), reader: Answering(""),
            output: Collected(), isInteractive: false)
        #expect(await shell.execute("logout"))
        #expect(await shell.execute("set currency=USD"))
        #expect(shell.replayable == ["logout", "set currency=USD"])
        #expect(shell.startSession.commands(after: .fresh) == ["login qa", "set currency=EUR"])
    }
}
