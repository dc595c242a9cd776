import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// Issue 6's defects, each as a regression test through the shell: what a new user and a
/// hostile tester found, and what petri does now.
@MainActor
@Suite("Shell defects (issue 6)")
struct ShellDefectTests {
    private func run(_ lines: String..., interactive: Bool = false) async throws -> (
        shell: Shell, output: CapturedOutput, results: [Bool]
    ) {
        let (shell, output) =
            interactive
            ? try ShellHarness.shell(reader: ScriptedLineReader([]), interactive: true)
            : try ShellHarness.shell()
        var results: [Bool] = []
        for line in lines { results.append(await shell.execute(line)) }
        return (shell, output, results)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not one JSON object:\n\(text)")
    }

    @Test("2. --json with --trace prints one JSON document and nothing else")
    func jsonWithTraceIsJSON() async throws {
        for line in ["open shop.product productID=42 --json --trace", "open shop.product --trace productID=42 --json"] {
            let (_, output, results) = try await run(line)
            #expect(results == [true])
            let document = try json(output.standardOutput)
            #expect(document["schemaVersion"] as? Int == HierarchySnapshot.schemaVersion)
            #expect(document["succeeded"] as? Bool == true)
            #expect(document["screen"] as? String == "shop.product")
            #expect((document["values"] as? [String: Int]) == ["productID": 42], "values are typed")
            let trace = try #require(document["trace"] as? [String])
            #expect(trace.contains { $0.contains("builds ProductViewController") })
            #expect(document["hierarchy"] is [String: Any])
        }
    }

    @Test("2. A failed navigation with --json still prints one JSON document, with the error")
    func failedNavigationJSON() async throws {
        let (shell, output, results) = try await run("go shop.checkout --json")
        #expect(results == [false])
        let document = try json(output.standardOutput)
        #expect(document["succeeded"] as? Bool == false)
        #expect((document["error"] as? String)?.hasPrefix("this screen needs a logged-in user") == true)
        #expect((document["changes"] as? [String]) == [], "a failed go changes nothing")
        #expect(output.standardError.hasPrefix("error: this screen needs a logged-in user"))
        #expect(shell.failureCount == 1)
    }

    @Test("3. --trace of a failed route prints the trace, ending with the failure and the restore")
    func traceOfFailedRoute() async throws {
        for command in ["open", "go"] {
            let (_, output, results) = try await run("\(command) shop.checkout --trace")
            #expect(results == [false])
            let lines = output.standardOutput.lines
            #expect(lines.first == "router:")
            #expect(lines.contains { $0.contains("LoginInterceptor<Void> refused") })
            let last = try #require(lines.last { !$0.isEmpty })
            #expect(last.hasPrefix("  failed: this screen needs a logged-in user"), "\(command): \(last)")
            #expect(last.hasSuffix("; hierarchy restored"))
            #expect(!output.standardOutput.contains("window \"Window\""), "no tree after a failure")
        }
    }

    @Test("4. plan predicts a refusing interceptor: it stops there and fails")
    func planRefusedByInterceptor() async throws {
        let (shell, output, results) = try await run("plan shop.checkout")
        #expect(results == [false])
        #expect(
            output.standardOutput.lines.last?.hasSuffix(
                "interceptor LoginInterceptor<Void>: would refuse: this screen needs a logged-in user; run `login` first"
            ) == true)
        #expect(
            !output.standardOutput.contains("builds CheckoutViewController"), "no step after the refusal is planned")
        #expect(
            output.standardError.hasPrefix(
                "error: shop.checkout cannot be reached now: this screen needs a logged-in user"))
        #expect(HierarchySnapshot(shell.dish.window).renderTree() + "\n" == Golden.launchTree)
    }

    @Test("4. plan after login says the interceptor allows; at a terminal it depends on the answer")
    func planPredictions() async throws {
        let (_, output, results) = try await run("login", "plan shop.checkout")
        #expect(results == [true, true])
        #expect(output.standardOutput.contains("interceptor LoginInterceptor<Void>: allows\n"))
        #expect(output.standardOutput.contains("builds CheckoutViewController"))

        let (_, asking, asked) = try await run("plan shop.checkout", interactive: true)
        #expect(asked == [true])
        #expect(
            asking.standardOutput.contains(
                #"interceptor LoginInterceptor<Void>: depends on your answer to "Log in as demo?""#))
        #expect(
            asking.standardOutput.lines.last == "this plan holds only if LoginInterceptor<Void> lets the route through")
    }

    @Test("5. An interactive session leaves with status 0 after a typo; a script does not")
    func interactiveExitStatus() async throws {
        let reader = ScriptedLineReader([.line("opne"), .line("tree")])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        #expect(await shell.run() == 0)
        #expect(shell.failureCount == 1)
        #expect(output.standardError.contains("unknown command"))

        let script = try await ShellHarness.session("opne\ntree")
        #expect(script.status == 1)
    }

    @Test("6. Escape sequences and NULs in input are shown, never sent to the terminal")
    func terminalInjection() async throws {
        let (_, output, _) = try await run(
            "\u{1B}]0;pwned\u{07}", "show shop.\u{1B}[2Jhome", "open shop.product productID=\u{0}1")
        #expect(!output.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(output.standardError.contains(#"unknown command "\u{1B}]0;pwned\u{7}""#))
        #expect(output.standardError.contains(#""shop.\u{1B}[2Jhome""#))
    }

    @Test("6. A huge unknown command is cut; a thousand bad values are summarised")
    func longInputIsSummarised() async throws {
        let huge = String(repeating: "x", count: 1_000_000)
        let (_, output, _) = try await run(huge)
        #expect(output.standardError.count < 300)
        #expect(output.standardError.contains("(1000000 characters)"))

        let values = (0..<1000).map { "p\($0)=x" }.joined(separator: " ")
        let (_, many, _) = try await run("open shop.product " + values)
        #expect(many.standardError.lines.count == ContextValuesError.describedIssueLimit + 1)
        #expect(
            many.standardError.lines.last == "  … and 996 more mistakes in the values given",
            "1,000 unknown names and the missing productID")

        let repeated = (0..<1000).map { "productID=\($0)" }.joined(separator: " ")
        let (_, same, _) = try await run("open shop.product " + repeated)
        #expect(same.standardError == #"error: productID is given 1000 times ("0", "1", "2", "3" and 996 more)"# + "\n")
    }

    @Test("7. Colours are decided per stream: errors to a file carry none")
    func coloursPerStream() throws {
        final class SplitOutput: ShellOutput {
            var standardOutputIsTerminal: Bool { true }
            var standardErrorIsTerminal: Bool { false }
            func print(_ text: String) {}
            func printError(_ text: String) {}
        }
        let dish = try Dish(catalog: try ShellHarness.catalog())
        let shell = Shell(
            dish: dish, reader: ScriptedLineReader([]), output: SplitOutput(), isInteractive: true, environment: [:])
        #expect(shell.styler.isEnabled)
        #expect(!shell.errorStyler.isEnabled)
    }

    @Test("8. set refuses the names of login and variant, duplicates and removing what is not set")
    func setRefusesNonsense() async throws {
        let cases: [(String, String)] = [
            ("set user=bob", "user is not a setting: it changes only with `login <user> (or logout)`"),
            ("set variant=menu", "variant is not a setting: it changes only with `variant <name>`"),
            ("set zzz=", "zzz is not set, so there is nothing to remove (no setting is set)"),
            ("set a=1 a=3", #""a" is given twice; give each setting once"#),
            (
                "login ''",
                "a user name cannot be empty or blank; give one, e.g. `login ada` (`login` alone logs in as demo)"
            ),
            (
                "login '   '",
                "a user name cannot be empty or blank; give one, e.g. `login ada` (`login` alone logs in as demo)"
            ),
        ]
        for (line, message) in cases {
            let (shell, output, results) = try await run(line)
            #expect(results == [false], "\(line)")
            #expect(output.standardError == "error: \(message)\n", "\(line)")
            #expect(shell.dish.session.settings.isEmpty && !shell.dish.session.isLoggedIn)
        }
        let (shell, _, results) = try await run("set a=1 b=2", "set b= a=")
        #expect(results == [true, true])
        #expect(shell.dish.session.settings.isEmpty)
    }

    @Test("10. Tapping the selected tab pops its navigation stack to the root, as UIKit does")
    func tapSelectedTabPopsToRoot() async throws {
        let (shell, output, results) = try await run("open shop.product productID=42", "tab 1", "tab catalog")
        #expect(results == [true, true, true])
        let trees = output.standardOutput.components(separatedBy: "window \"Window\"\n").dropFirst()
        #expect(trees.count == 3)
        let afterFirstTap = Array(trees)[1]
        #expect(!afterFirstTap.contains("● ProductViewController"))
        #expect(
            afterFirstTap.contains(
                "- ProductViewController \"Product\" (productID: 42) popped from CatalogNavigationController"))
        #expect(Array(trees)[2].hasSuffix("\nno change\n"), "a tap on a stack at its root changes nothing")
        let catalog = try #require(shell.dish.visibleTabs[1] as? UINavigationController)
        #expect(catalog.viewControllers.count == 1)
    }

    // MARK: Consistency

    @Test("A unique start of a command's name runs it; an ambiguous one lists the candidates")
    func commandPrefixes() async throws {
        let (_, output, results) = try await run("sh shop.home", "tr")
        #expect(results == [true, true])
        #expect(output.standardOutput.hasPrefix("shop.home  Home"))
        let (_, ambiguous, failed) = try await run("lo")
        #expect(failed == [false])
        #expect(ambiguous.standardError == #"error: "lo" could be login, logout; type more of the command"# + "\n")
    }

    @Test(
        "find '' is refused as find alone is; history in a new session says it is empty; variant tabs in tabs says so")
    func consistency() async throws {
        let (_, blank, blankResults) = try await run("find ''")
        let (_, none, noneResults) = try await run("find")
        #expect(blankResults == [false] && noneResults == [false])
        let missing = "error: find: Missing expected argument '<words> ...'"
        #expect(none.standardError == missing + "; usage: find <words> ...\n")
        #expect(blank.standardError == missing + ": the words given are blank; usage: find <words> ...\n")

        let (_, history, _) = try await run("history")
        #expect(history.standardOutput == "no command yet in this session\n")

        let (shell, variant, results) = try await run("go shop.cart", "variant tabs")
        #expect(results == [true, true])
        #expect(variant.standardOutput.hasSuffix("already in variant tabs; `reset` relaunches the app\n"))
        #expect(
            shell.dish.window.visibleViewControllers.contains { $0.typeName == "CartViewController" },
            "nothing was relaunched")
    }

    @Test("Ctrl-C at the login question reads like every other cancel")
    func cancelAtLoginQuestion() async throws {
        let reader = ScriptedLineReader([.line("go shop.checkout"), .interrupted, .endOfInput])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        _ = await shell.run()
        #expect(reader.prompts.contains { $0.hasSuffix("[y/N] ") })
        #expect(output.standardError == "go cancelled; nothing changed\n")
        #expect(shell.failureCount == 0)
        #expect(!shell.dish.session.isLoggedIn)
    }

    @Test("A dead end names the way out: after a payment that cannot be dismissed, reset")
    func deadEndNamesTheWayOut() async throws {
        let (_, output, results) = try await run(
            "login", "go shop.payment amount=59.90", "dismiss", "go shop.home", "reset")
        #expect(results == [true, true, false, false, true])
        let errors = output.standardError.lines
        #expect(errors.count == 4)
        #expect(errors[0] == "error: PaymentViewController(amount: 59.9, method: card) cannot be dismissed")
        #expect(
            errors[2]
                == "error: PaymentViewController(amount: 59.9, method: card) cannot be dismissed, and the route must remove it to start from HomeViewController"
        )
        #expect(
            errors[1] == "  `reset` relaunches the app, or `open` composes a screen afresh" && errors[3] == errors[1])
    }

    @Test("--json for tools: contexts as typed objects beside their text, choices as arrays, go's changes")
    func jsonForTools() async throws {
        let (_, output, _) = try await run("open shop.reviews complaints --json")
        let document = try json(output.standardOutput)
        #expect(
            document["values"] as? NSDictionary == ["productID": 42, "sort": "helpful", "stars": 1] as NSDictionary)
        let hierarchy = try #require(document["hierarchy"] as? [String: Any])
        #expect(hierarchy["schemaVersion"] as? Int == 2)
        func nodes(_ node: Any?) -> [[String: Any]] {
            guard let node = node as? [String: Any] else { return [] }
            return [node] + ((node["children"] as? [Any]) ?? []).flatMap(nodes)
                + nodes((node["presented"] as? [String: Any])?["viewController"])
        }
        let reviews = try #require(nodes(hierarchy["root"]).first { $0["type"] as? String == "ReviewsViewController" })
        #expect(reviews["context"] as? String == "productID: 42, sort: helpful, stars: 1")
        #expect(
            reviews["contextValue"] as? NSDictionary == ["productID": 42, "sort": "helpful", "stars": 1] as NSDictionary
        )

        let (_, show, _) = try await run("show shop.reviews --json")
        let parameters = try #require(try json(show.standardOutput)["parameters"] as? [[String: Any]])
        let sort = try #require(parameters.first { $0["name"] as? String == "sort" })
        #expect(sort["choices"] as? [String] == ["newest", "helpful", "highest", "lowest"])
        #expect(sort["baseType"] as? String == "choice")

        let (_, go, _) = try await run("open shop.product productID=42", "go shop.reviews productID=42 --json")
        let changes = try #require(
            try json(String(go.standardOutput.dropFirst(Golden.product42Tree.count)))["changes"] as? [String])
        #expect(
            changes == [
                "+ ReviewsViewController \"Reviews\" (productID: 42, sort: newest) pushed onto CatalogNavigationController \"Catalog\" in tab 1"
            ])
    }

    @Test("show reports what composing the first example warns about (issue 12: rules UIKit only discourages)")
    func showReportsWarnings() async throws {
        let (_, output, _) = try await run("show gift.cards", "show shop.product")
        let pages = output.standardOutput.components(separatedBy: "shop.product  Product")
        #expect(
            pages[0].contains(
                "Warnings (composing example default)\n  warning: GiftCardsTabBarController is pushed onto HomeNavigationController"
            ))
        #expect(!pages[1].contains("Warnings"))
        let (_, document, _) = try await run("show gift.cards --json")
        #expect((try json(document.standardOutput)["warnings"] as? [String])?.count == 1)
    }
}
