import Foundation
import PetriDish
@testable import PetriShell
import Testing

/// Issue 34: an example's session settings hold when the shell shows the example, as they do in
/// `check` and the export: `open`/`go` set them (and say so), `plan` uses them and puts them
/// back, and a failed navigation puts them back too.
@MainActor
@Suite("An example's settings in the shell")
struct ExampleSettingsShellTests {
    @Test("open with an example that sets liveChat=sheet: noted, set, and the chat is a form sheet")
    func openSetsTheExampleSettings() async throws {
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("open support.live-chat sheet"))
        #expect(
            output.standardError.contains(#"note: set liveChat=sheet, as example "sheet" is shown"#),
            "\(output.standardError)")
        #expect(
            output.standardOutput.contains("presents (formSheet): LiveChatViewController"), "\(output.standardOutput)")
        #expect(shell.dish.session.settings["liveChat"] == "sheet")
        // Shown again, nothing differs: nothing is noted.
        let notes = output.standardError.components(separatedBy: "note: set").count
        #expect(await shell.execute("open support.live-chat sheet"))
        #expect(output.standardError.components(separatedBy: "note: set").count == notes)
    }

    @Test("plan with the example rehearses with its settings and changes none of the session's")
    func planPutsThemBack() async throws {
        let (shell, _) = try ShellHarness.shell()
        #expect(await shell.execute("plan support.live-chat sheet"))
        #expect(shell.dish.session.settings["liveChat"] == nil)
    }

    @Test("a navigation that fails puts the settings back: a failed command changes nothing")
    func failedNavigationPutsThemBack() async throws {
        struct Refused: Error {}
        let (shell, _) = try ShellHarness.shell()
        #expect(await shell.execute("set liveChat=overlay"))
        let example = try #require(shell.dish.entry("support.live-chat").examples.first { $0.name == "sheet" })
        await #expect(throws: Refused.self) {
            try await shell.showing(example, keepingThem: true) {
                #expect(shell.dish.session.settings["liveChat"] == "sheet", "set while the navigation runs")
                throw Refused()
            }
        }
        #expect(shell.dish.session.settings["liveChat"] == "overlay")
    }
}
