import PetriDish
import Testing
@testable import PetriShell

/// The read–run loop: what ends it, what it prints around commands, and the exit status.
@MainActor
@Suite("Shell loop and exit status")
struct ShellRunTests {
    @Test("Every command succeeding exits 0")
    func allSucceed() async throws {
        let result = try await ShellHarness.session("open shop.product productID=42\n\n# comment\n  \ntree")
        #expect(result.status == 0)
        #expect(result.standardOutput == Golden.product42Tree + Golden.product42Tree)
        #expect(result.standardError == "")
    }

    @Test("Any failed command makes the exit status 1, even when later ones succeed")
    func oneFailure() async throws {
        let result = try await ShellHarness.session("opne\ntree\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == Golden.launchTree)
        #expect(
            result.standardError
                == "error: line 1: unknown command \"opne\" — did you mean \"open\"? (`help` lists the commands)\n")
    }

    @Test("Failures are counted; the status stays 1")
    func failuresAreCounted() async throws {
        let (shell, _) = try ShellHarness.shell(lines: ["opne", "tree", "show nope", "quit", "opne"])
        #expect(await shell.run() == 1)
        #expect(shell.failureCount == 2)
        #expect(shell.exitStatus == 1)
        #expect(shell.history == ["opne", "tree", "show nope", "quit"])
    }

    @Test("No input at all is a successful empty session")
    func emptyInput() async throws {
        let result = try await ShellHarness.session("")
        #expect(result.status == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "")
    }

    @Test("A non-interactive shell prints no banner and no prompt, and asks nothing")
    func nonInteractive() async throws {
        let reader = ScriptedLineReader([.line("open shop.product"), .line("42")])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: false)
        #expect(await shell.run() == 1)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError
                == "error: line 1: shop.product needs productID (int); give it as name=value, e.g. `open shop.product productID=42`\nerror: line 2: unknown command \"42\" (`help` lists the commands)\n"
        )
        #expect(shell.dish.session.interaction == nil)
    }

    @Test("Interactive: a banner, the prompt, Ctrl-C at the prompt just asks again")
    func interactiveLoop() async throws {
        let reader = ScriptedLineReader([.interrupted, .line("open shop.product"), .line("42"), .endOfInput])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(await shell.run() == 0)
        #expect(reader.prompts == ["petri(tabs)> ", "petri(tabs)> ", "  productID (int, e.g. 42): ", "petri(tabs)> "])
        #expect(reader.requests.map(\.addsToHistory) == [true, true, false, true])
        #expect(reader.requests[0].completion != nil)
        let banner = output.standardOutput.lines.prefix(3)
        #expect(
            banner.first?.hasPrefix("petri — Shop (iOS 15.0): \(shell.dish.catalog.entries.count) screens in ") == true)
        #expect(banner.first?.contains("variant tabs") == true)
        #expect(banner.last?.hasSuffix("Ctrl-D quits.") == true)
        #expect(banner.allSatisfy { $0.count <= 80 }, "the banner fits 80 columns")
        #expect(output.standardOutput == banner.joined(separator: "\n") + "\n" + Golden.product42Tree)
    }

    @Test("Interactive: Ctrl-C during a parameter prompt cancels and leaves the hierarchy alone")
    func interactiveCancel() async throws {
        let reader = ScriptedLineReader([
            .line("open shop.products category=shoes sort=price"), .line("open shop.product"), .line("abc"),
            .interrupted,
            .line("tree"),
        ])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(await shell.run() == 0, "cancelling is the user's choice, not a failure")
        #expect(shell.failureCount == 0, "neither the cancelled open nor the prompt's bad answer counts as a failure")
        let trees = output.standardOutput.components(separatedBy: "window \"Window\"\n").dropFirst()
        #expect(trees.count == 2)
        #expect(trees.first == trees.last, "the tree changed although open was cancelled")
        #expect(trees.last?.contains("ProductListViewController \"Products\" (category: shoes, sort: price)") == true)
        #expect(output.standardError.hasSuffix("open cancelled; nothing changed\n"))
        #expect(!output.standardError.contains("error: open cancelled"))
    }

    @Test("At the y/N question a command is refused with a message, and a second link replaces the waiting one")
    func secondLinkReplacesThePendingOne() async throws {
        let reader = ScriptedLineReader([
            .line("link shop://wishlist"), .line("tree"), .line("link shop://product/42"),
        ])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        _ = await shell.run()
        #expect(
            output.standardError.contains(
                #""tree" is not an answer: type y or n (a command runs once this question is answered)"#))
        #expect(
            output.standardError.contains(
                #"note: "link shop://product/42" replaces the navigation waiting for an answer (an app keeps one pending link)"#
            ))
        #expect(
            output.standardError.contains(
                #"link superseded by "link shop://product/42", which goes on from what it showed"#))
        #expect(shell.failureCount == 0, "following another link is the user's choice, not a failure")
        #expect(output.standardOutput.contains("shop://product/42 → shop.product"))
        #expect(shell.dish.window.visibleViewControllers.last?.typeName == "ProductViewController")
        #expect(!shell.dish.session.isLoggedIn)
    }

    @Test("At the y/N question a link that does not resolve is refused, and the waiting navigation goes on")
    func unresolvableLinkAtTheQuestion() async throws {
        let reader = ScriptedLineReader([
            .line("link shop://wishlist"), .line("link shop://nowhere/1"), .line("n"),
        ])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        _ = await shell.run()
        #expect(output.standardError.contains("shop://nowhere/1"), "\(output.standardError)")
        #expect(output.standardError.contains("the navigation waiting goes on: type y or n"), "\(output.standardError)")
        #expect(
            output.standardError.contains("error: login was cancelled"),
            "the answer n is the waiting navigation's: \(output.standardError)")
        #expect(!output.standardError.contains("superseded"))
        #expect(shell.dish.window.visibleViewControllers.last?.typeName != "WishlistViewController")
    }

    @Test("The completer the loop hands to the reader completes the current shell's state")
    func loopCompletion() async throws {
        let reader = ScriptedLineReader([.line("open shop.product productID=42")])
        let (shell, _) = try ShellHarness.shell(reader: reader, interactive: true)
        _ = await shell.run()
        let completion = try #require(reader.requests.first?.completion)
        #expect(completion("variant t", 9) == Completion(word: "t", candidates: ["tabs"]))
        #expect(completion("tab ca", 6) == Completion(word: "ca", candidates: ["catalog", "cart"]))
        #expect(completion("open shop.product", 17).candidates.contains("shop.products"))
    }
}
