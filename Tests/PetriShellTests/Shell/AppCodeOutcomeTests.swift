import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// What the shell says about the demo's app code (issue 34): a notification under the app lock
/// that the shop's code leaves as it was, and the shipped order's check on the instance.
@MainActor
@Suite("The app's code in the shell: left as it was, checked screens")
struct AppCodeOutcomeTests {
    static let shipped = #"notify '{"type": "order.shipped", "orderID": "A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7"}'"#
    static let leftLine =
        "left as it was: the app's code changed nothing; "
        + "OrderDetailsViewController(orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7) is already the app's answer, under window Lock (level statusBar)"

    @Test(
        "A notification the shop's code leaves as it was, under the lock: go prints no change and a note; --trace and plan say it too"
    )
    func leftAsItWasInText() async throws {
        let result = try await ShellHarness.session(
            """
            login
            \(Self.shipped)
            go app.locked
            \(Self.shipped) --trace
            plan account.order.shipped orderID=A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7
            """)

        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.components(separatedBy: "\n")
        #expect(lines.contains("  " + Self.leftLine), "the --trace line")
        #expect(lines.contains("note: " + Self.leftLine), "the note after the changes")
        #expect(lines.contains(" 3. " + Self.leftLine), "plan's last decision")
        #expect(lines.contains("rehearsed: the app's code ran and changed nothing"))
        let note = try #require(lines.firstIndex(of: "note: " + Self.leftLine))
        #expect(lines[note - 1] == "no change")
    }

    @Test(
        "--json carries the outcome as leftAsItWas and as the trace's last line; it is null when the code changed something"
    )
    func leftAsItWasInJSON() async throws {
        let (shell, output) = try ShellHarness.shell()
        for line in ["login", Self.shipped, "go app.locked"] { #expect(await shell.execute(line)) }
        let before = output.standardOutput

        #expect(await shell.execute(Self.shipped + " --json"))

        let json = String(output.standardOutput.dropFirst(before.count))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let left = try #require(document["leftAsItWas"] as? [String: Any])
        #expect(
            left["screen"] as? String == "OrderDetailsViewController(orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7)")
        #expect(left["under"] as? String == "window Lock (level statusBar)")
        #expect((document["trace"] as? [String])?.last == Self.leftLine)

        let (fresh, freshOutput) = try ShellHarness.shell()
        #expect(await fresh.execute("login"))
        let start = freshOutput.standardOutput.count
        #expect(await fresh.execute(Self.shipped + " --json"))
        let pushed = try #require(
            try JSONSerialization.jsonObject(with: Data(freshOutput.standardOutput.dropFirst(start).utf8))
                as? [String: Any])
        #expect(pushed["leftAsItWas"] is NSNull)
    }

    @Test("show and list say the shipped order's screen has a check; show --json carries its description")
    func checkIsShown() async throws {
        let (shell, output) = try ShellHarness.shell()

        #expect(await shell.execute("show account.order.shipped"))
        #expect(
            output.standardOutput.contains("  where:       it shows the order that shipped (a check on the instance)\n")
        )

        #expect(await shell.execute("list account"))
        #expect(
            output.standardOutput.lines.contains {
                $0.hasPrefix("  account.order.shipped") && $0.hasSuffix("[app code, screen checked]")
            })
        #expect(output.standardOutput.lines.contains { $0.hasPrefix("  account.order ") && !$0.contains("[app code") })

        let start = output.standardOutput.count
        #expect(await shell.execute("show account.order.shipped --json"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.dropFirst(start).utf8)) as? [String: Any])
        let reach = try #require(document["reach"] as? [String: Any])
        #expect(reach["check"] as? String == "it shows the order that shipped")
        #expect(reach["screen"] as? String == "OrderDetailsViewController")
    }

    @Test("The export says what the shipped order's check expects, in Markdown and in the catalog's JSON")
    func exportCarriesTheCheck() throws {
        let docs = DocumentedCommandTests.root.appendingPathComponent("docs/catalog")
        let markdown = try String(
            contentsOf: docs.appendingPathComponent("screens/account.order.shipped.md"), encoding: .utf8)
        #expect(
            markdown.contains(
                "`OrderDetailsViewController` must be on screen afterwards, one where it shows the order that shipped.")
        )
        let catalog = try String(contentsOf: docs.appendingPathComponent("catalog.json"), encoding: .utf8)
        #expect(
            catalog.contains(#""check" : "it shows the order that shipped""#)
                || catalog.contains(#""check": "it shows the order that shipped""#))
    }
}
