import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// QA scripts (issue 8): parsing, running with expectations, failures with file:line and a
/// diff, --keep-going, JUnit, and `save` writing a script that replays.
@MainActor
@Suite("Scripts")
struct ScriptTests {
    private func write(_ text: String, to name: String = "script.petri") throws -> (directory: URL, path: String) {
        let directory = try PetriBinary.temporaryDirectory()
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (directory, path)
    }

    @Test("A script is commands and expectations; expect tree takes the indented lines after it")
    func parsing() throws {
        let script = try Script.parse(
            """
            # a comment

            open shop.product productID=42
            expect visible ProductViewController
            expect error needs a logged-in user
            expect login
            expect logged-out
            expect tree
              window "Window"
              ● ProductViewController
            tree
            """)
        #expect(script.steps.map(\.line) == [3, 4, 5, 6, 7, 8, 11])
        #expect(
            script.steps.map(\.step) == [
                .command("open shop.product productID=42"), .expectVisible("ProductViewController"),
                .expectError("needs a logged-in user"), .expectLoggedIn(true), .expectLoggedIn(false),
                .expectTree(["window \"Window\"", "● ProductViewController"]), .command("tree"),
            ])
        #expect(throws: Script.SyntaxError.self) { try Script.parse("expect visibel X") }
        #expect(throws: Script.SyntaxError.self) { try Script.parse("expect tree\ntree") }
    }

    @Test("expect tree --window NAME takes one window's tree; other words after tree are a mistake (issue 34)")
    func parsingOneWindow() throws {
        let script = try Script.parse(
            """
            expect tree --window Lock
              window "Lock" · level statusBar · key
            expect tree --window "Window 2"
              window "Window 2"
            expect tree --window=Banner
              window "Banner"
            """)
        #expect(
            script.steps.map(\.step) == [
                .expectTree([#"window "Lock" · level statusBar · key"#], window: "Lock"),
                .expectTree([#"window "Window 2""#], window: "Window 2"),
                .expectTree([#"window "Banner""#], window: "Banner"),
            ])
        for text in [
            "expect tree --window\n  window \"Lock\"", "expect tree Lock\n  window \"Lock\"",
            "expect tree --window A B\n  x",
        ] {
            #expect { try Script.parse(text) } throws: { error in
                (error as? Script.SyntaxError)?.message.contains("expect tree takes no words but --window NAME") == true
            }
        }
    }

    @Test("expect tree --window compares that window alone; a name no window has fails naming the windows (issue 34)")
    func expectTreeOfOneWindow() async throws {
        let (directory, path) = try write(
            """
            go app.locked
            expect tree --window Lock
              window "Lock" · level statusBar · key
              ● AppLockViewController "Shop is locked"
            expect tree --window Lock
              window "Lock" · level statusBar · key
              ● PINViewController
            expect tree --window Lok
              window "Lok"
            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        var runner = ScriptRunner(catalog: try ShellHarness.catalog())
        runner.keepsGoing = true
        let outcomes = await runner.run(file: path)
        #expect(outcomes.map(\.line) == [2, 5, 8])
        #expect(
            outcomes.map(\.step) == [
                #"expect tree --window "Lock""#, #"expect tree --window "Lock""#, #"expect tree --window "Lok""#,
            ])
        #expect(outcomes[0].failure == nil, "\(outcomes[0].failure ?? "")")
        let failure = try #require(outcomes[1].failure)
        #expect(
            failure.hasPrefix(
                "after `go app.locked` (line 1): the tree differs (- expected, + actual):\n  window \"Lock\" · level statusBar · key\n"
            ))
        #expect(failure.contains("\n- ● PINViewController"), "\(failure)")
        #expect(failure.contains("\n+ ● AppLockViewController \"Shop is locked\""), "\(failure)")
        #expect(!failure.contains("Window"), "the other window is not compared")
        #expect(
            outcomes[2].failure
                == #"after `go app.locked` (line 1): no window is named "Lok" — did you mean "Lock"?; the shown windows are "Lock" and "Window", frontmost first"#
        )
    }

    @Test("A failing expectation stops the file with file:line, the command, and a diff of the tree")
    func failureShowsDiff() async throws {
        let (directory, path) = try write(
            """
            open shop.product productID=42
            expect visible ProductViewController
            expect tree
              window "Window"
              ● ShopTabBarController [tab bar]
              ├─ ● tab 0 (selected): HomeNavigationController "Home" [navigation]
            expect visible CartViewController
            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcomes = await ScriptRunner(catalog: try ShellHarness.catalog()).run(file: path)
        #expect(outcomes.count == 2, "the first failure stops the file")
        #expect(outcomes[0].failure == nil)
        #expect(outcomes[1].line == 3)
        let failure = try #require(outcomes[1].failure)
        #expect(
            failure.hasPrefix(
                "after `open shop.product productID=42` (line 1): the tree differs (- expected, + actual):"))
        #expect(failure.contains(#"- ├─ ● tab 0 (selected): HomeNavigationController "Home" [navigation]"#))
        #expect(failure.contains(#"+ ├─ ○ tab 0: HomeNavigationController "Home" [navigation]"#))

        var keepGoing = ScriptRunner(catalog: try ShellHarness.catalog())
        keepGoing.keepsGoing = true
        let all = await keepGoing.run(file: path)
        #expect(all.count == 3)
        #expect(
            all[2].failure?.hasPrefix(
                "after `open shop.product productID=42` (line 1): CartViewController is not on screen") == true)
    }

    @Test("A command that fails without `expect error` after it is a failure; with it, it is the expectation")
    func commandFailures() async throws {
        let (directory, path) = try write("opne shop.home\ngo shop.checkout\nexpect error needs a logged-in user\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        var runner = ScriptRunner(catalog: try ShellHarness.catalog())
        runner.keepsGoing = true
        let outcomes = await runner.run(file: path)
        #expect(outcomes.map(\.line) == [1, 3])
        #expect(outcomes[0].failure?.hasPrefix(#"opne shop.home failed: error: unknown command "opne""#) == true)
        #expect(outcomes[1].failure == nil)
    }

    @Test("save writes a script that replays the session, values asked for written inline; run passes it")
    func saveReplays() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("saved.petri").path
        let reader = ScriptedLineReader([
            .line("open shop.reviews"), .line("42"), .line(""), .line(""), .line("opne"),
            .line("link shop://product/7"),
            .line("save \(path)"), .endOfInput,
        ])
        let (shell, _) = try ShellHarness.shell(reader: reader, interactive: true)
        _ = await shell.run()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            saved.lines.prefix(4) == [
                "# Saved by petri: replay with `petri run \(path)`.", "variant tabs",
                "open shop.reviews productID=42 sort=newest", "link shop://product/7",
            ])
        #expect(saved.contains("\nexpect tree\n  window \"Window\"\n"))
        let outcomes = await ScriptRunner(catalog: try ShellHarness.catalog()).run(file: path)
        #expect(outcomes.allSatisfy { $0.failure == nil }, "\(outcomes.compactMap(\.failure))")
    }
}
