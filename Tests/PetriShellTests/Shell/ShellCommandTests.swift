import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// Every command through ``Shell/execute(_:)`` with captured output: what it prints when it
/// works, and the message when it does not.
@MainActor
@Suite("Shell commands")
struct ShellCommandTests {
    /// Runs `lines` in one shell; returns the shell, its output and each line's success.
    private func run(_ lines: String...) async throws -> (shell: Shell, output: CapturedOutput, results: [Bool]) {
        let (shell, output) = try ShellHarness.shell()
        var results: [Bool] = []
        for line in lines { results.append(await shell.execute(line)) }
        return (shell, output, results)
    }

    /// The error printed for `lines`' last line, without the `error: ` prefix; earlier lines
    /// must succeed.
    private func error(after lines: String...) async throws -> String {
        let (shell, output) = try ShellHarness.shell()
        for line in lines.dropLast() {
            #expect(await shell.execute(line), "\(line) failed: \(output.standardError)")
        }
        let before = output.standardOutput
        #expect(await shell.execute(lines.last ?? "") == false)
        #expect(output.standardOutput == before, "a failed command printed to standard output")
        #expect(shell.failureCount == 1)
        let text = output.standardError
        #expect(text.hasPrefix("error: "))
        #expect(text.hasSuffix("\n"))
        return String(text.dropFirst("error: ".count).dropLast())
    }

    // MARK: list, find, show

    @Test(
        "show prints every variant's route of a screen placed differently per variant, and --json carries them (issue 13)"
    )
    func showVariantRoutes() async throws {
        let result = try await ShellHarness.session("show account.wishlist\nshow account.wishlist --json\n")
        #expect(result.standardOutput.contains("  in tabs:\n  1. WishlistViewController"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("  in menu:\n  1. WishlistViewController"))
        #expect(
            result.standardOutput.contains("\"variantRoutes\" : {")
                || result.standardOutput.contains("\"variantRoutes\": {"))
    }

    @Test("list groups every screen under its group with its context")
    func list() async throws {
        let (shell, output, results) = try await run("list")
        #expect(results == [true])
        let lines = output.standardOutput.lines
        for group in ["Account", "Home", "Shop/Cart", "Shop/Products"] {
            #expect(lines.contains(group), "no heading \(group)")
        }
        #expect(lines.contains { $0.words == ["shop.product", "Product", "productID:", "int"] })
        #expect(lines.contains { $0.words.prefix(3) == ["shop.products", "Products", "category:"] })
        #expect(lines.contains { $0.words == ["account.login", "Log", "in"] })
        let flowsHeading = try #require(
            lines.firstIndex { $0.hasPrefix("Flows") }, "flows are listed after the screens")
        let ids = lines[..<flowsHeading].filter { $0.hasPrefix("  ") }.compactMap(\.words.first)
        #expect(ids.count == shell.dish.catalog.entries.count)
        #expect(Set(ids) == Set(shell.dish.catalog.entries.map(\.id)))
        let flows = lines[flowsHeading...].filter { $0.hasPrefix("  ") }.compactMap(\.words.first)
        #expect(flows == shell.dish.catalog.flows.map(\.id))
        #expect(lines.contains { $0.hasPrefix("  flow.reviews.forgetful") && $0.hasSuffix("[expected to leak]") })
        // A screen appears under its own group.
        let productsHeading = try #require(lines.firstIndex(of: "Shop/Products"))
        let productLine = try #require(lines.firstIndex { $0.words.first == "shop.product" })
        #expect(productLine > productsHeading)
        #expect(!lines[productsHeading..<productLine].contains(""))
        #expect(output.standardError == "")
    }

    @Test("list with a query keeps only matching screens; ls is list")
    func listQuery() async throws {
        let (_, output, results) = try await run("ls checkout")
        #expect(results == [true])
        let lines = output.standardOutput.lines
        #expect(lines.first == "Shop/Cart")
        #expect(lines.contains { $0.words == ["shop.checkout", "Checkout"] })
        #expect(!lines.contains { $0.words.first == "shop.product" || $0 == "Account" })
        let error = try await error(after: "list zzqx")
        #expect(error.hasPrefix(#"no screen matches "zzqx" (`list` alone shows all "#))
    }

    @Test("list --json is a JSON array of screens")
    func listJSON() async throws {
        let (shell, output, _) = try await run("list --json")
        let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
        let screens = try #require(json as? [[String: Any]])
        #expect(screens.count == shell.dish.catalog.entries.count)
        let product = try #require(screens.first { $0["id"] as? String == "shop.product" })
        #expect(product["group"] as? String == "Shop/Products")
        #expect((product["parameters"] as? [Any])?.count == 1)
    }

    @Test("find ranks matching screens, one line each")
    func find() async throws {
        let (_, output, results) = try await run("find checkout")
        #expect(results == [true])
        #expect(output.standardOutput.lines.first?.words.prefix(2) == ["shop.checkout", "Checkout"])
        #expect(
            try await error(after: "find") == "find: Missing expected argument '<words> ...'; usage: find <words> ...")
        #expect(
            try await error(after: "find zzqx") == #"no screen matches "zzqx"; try fewer or shorter words, or `list`"#)
    }

    @Test("show prints parameters, route, deep links and examples")
    func show() async throws {
        let (_, output, _) = try await run("show shop.product")
        let text = output.standardOutput.replacingOccurrences(
            of: #"registered:  \S+"#, with: "registered:  <location>", options: .regularExpression)
        #expect(
            text == """
                shop.product  Product
                  one product: photos, price, add to cart

                  group:       Shop/Products
                  tags:        details, pdp
                  registered:  <location>

                Parameters
                  productID  int
                      the product's id
                      example: 42

                Route (destination first)
                  1. ProductViewController; find: PetriClassWithContextFinder<ProductViewController, ProductContext>; build: ClosureFactory<ProductViewController, ProductContext>; via Push
                  2. start from PetriClassFinder<CatalogNavigationController, ProductContext>

                Deep links
                  shop://product/{productID}

                Examples
                  sneakers  open shop.product productID=42  — a pair of sneakers

                """)
    }

    @Test("show prints an example's settings after its command, and --json carries them (issue 34)")
    func showExampleSettings() async throws {
        let (_, output, results) = try await run("show support.live-chat", "show support.live-chat --json")
        #expect(results == [true, true])
        #expect(
            output.standardOutput.contains(
                "  sheet  open support.live-chat  (after set liveChat=sheet)  — the layout the remote config is trying out: a form sheet\n"
            ))
        #expect(output.standardOutput.contains("  default  open support.live-chat\n"))
        let json = try #require(output.standardOutput.components(separatedBy: "\n{").last.map { "{" + $0 })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let examples = try #require(object["examples"] as? [[String: Any]])
        #expect(examples.map { $0["settings"] as? [String: String] } == [[:], ["liveChat": "sheet"]])
    }

    @Test("show --json describes one screen")
    func showJSON() async throws {
        let (_, output, _) = try await run("show shop.products --json")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(json["id"] as? String == "shop.products")
        let names = (json["parameters"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["category", "sort", "onlyInStock"])
    }

    @Test("show's mistakes")
    func showErrors() async throws {
        #expect(
            try await error(after: "show")
                == "show: Missing expected argument '<screen>'; usage: show <screen> [--json]")
        #expect(
            try await error(after: "show shop.prodcut")
                == #"no screen has the id "shop.prodcut" — did you mean "shop.product" or "shop.products"? (`list` shows every screen)"#
        )
        #expect(
            try await error(after: "show shop.product shop.cart")
                == "show: Unexpected argument 'shop.cart'; usage: show <screen> [--json]")
    }

    // MARK: open, go, plan, tree

    @Test("open composes a screen in a fresh app and prints the tree")
    func open() async throws {
        let (_, output, results) = try await run("open shop.product productID=42")
        #expect(results == [true])
        #expect(output.standardOutput == Golden.product42Tree)
        #expect(output.standardError == "")
    }

    @Test("open starts afresh: what an earlier open built is gone")
    func openStartsAfresh() async throws {
        let (_, output, _) = try await run("open shop.products category=shoes", "open shop.product sneakers")
        #expect(output.standardOutput.hasSuffix(Golden.product42Tree))
        #expect(!output.standardOutput.lines.suffix(11).contains { $0.contains("ProductListViewController") })
    }

    @Test("open --json and go --json print the hierarchy as JSON instead of the tree")
    func openAndGoJSON() async throws {
        for (lines, selected) in [
            (["open shop.product productID=42 --json"], 1), (["open shop.product sneakers", "go shop.cart --json"], 2),
        ] {
            let (shell, output) = try ShellHarness.shell()
            for line in lines { #expect(await shell.execute(line)) }
            let json =
                lines.count == 1
                ? output.standardOutput : String(output.standardOutput.dropFirst(Golden.product42Tree.count))
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(lines)")
            let hierarchy = try #require(object["hierarchy"] as? [String: Any])
            #expect((hierarchy["root"] as? [String: Any])?["selectedIndex"] as? Int == selected)
            #expect(Self.types(in: hierarchy).contains("ProductViewController"))
            #expect(object["succeeded"] as? Bool == true)
            #expect((object["changes"] as? [String] != nil) == (lines.count == 2), "go carries its changes, open none")
            #expect(!json.contains("+ ") && !json.contains("─"), "a tree or a change was printed too")
        }
    }

    @Test("open --trace prints the router's decisions before the tree")
    func openTrace() async throws {
        let (_, output, _) = try await run("open shop.product productID=42 --trace")
        let text = output.standardOutput
        #expect(text.hasPrefix("router:\n  "))
        #expect(text.contains("builds ProductViewController"))
        #expect(text.hasSuffix("\n\n" + Golden.product42Tree))
    }

    @Test("open's mistakes leave the hierarchy as it was")
    func openErrors() async throws {
        #expect(
            try await error(after: "open")
                == "open: Missing expected argument '<screen>'; usage: open <screen> [<example|name=value> ...] [--trace] [--json] [--svg <file>]"
        )
        #expect(
            try await error(after: "open shop.product")
                == "shop.product needs productID (int); give it as name=value, e.g. `open shop.product productID=42`")
        #expect(
            try await error(after: "open shop.product --tarce")
                == "open: Unknown option '--tarce'. Did you mean '--trace'?; usage: open <screen> [<example|name=value> ...] [--trace] [--json] [--svg <file>]"
        )
        #expect(
            try await error(after: "open shop.checkout")
                == "this screen needs a logged-in user; run `login` first — LoginInterceptor<Void> at step 1/2 (CheckoutViewController)"
        )

        let (shell, output, results) = try await run(
            "open shop.product productID=42", "open shop.checkout", "open shop.nope", "tree")
        #expect(results == [true, false, false, true])
        #expect(output.standardOutput == Golden.product42Tree + Golden.product42Tree)
        #expect(shell.failureCount == 2)
    }

    @Test("go navigates from the current hierarchy and prints what changed")
    func go() async throws {
        let (_, output, results) = try await run(
            "open shop.product productID=42", "go shop.products category=shoes sort=rating")
        #expect(results == [true, true])
        #expect(output.standardOutput == Golden.product42Tree + Golden.shoesByRatingAfterProduct42)
    }

    @Test("go --trace; go's mistakes")
    func goTraceAndErrors() async throws {
        let (_, output, _) = try await run("go shop.cart --trace")
        #expect(output.standardOutput.hasPrefix("router:\n"))
        #expect(output.standardOutput.hasSuffix("~ ShopTabBarController: tab 0 → 2\n"))
        #expect(
            try await error(after: "go")
                == "go: Missing expected argument '<screen>'; usage: go <screen> [<example|name=value> ...] [--trace] [--json] [--svg <file>]"
        )
        #expect(
            try await error(after: "go shop.products category=shoe")
                == #"category: "shoe" is not one of shoes, shirts, jackets, accessories — did you mean "shoes"?"#)
    }

    @Test("plan lists the router's decisions and changes nothing")
    func plan() async throws {
        let (_, output, results) = try await run("plan shop.product sneakers", "tree")
        #expect(results == [true, true])
        #expect(
            output.standardOutput == """
                 1. step 1/2 (ProductViewController): PetriClassWithContextFinder<ProductViewController, ProductContext> found nothing, will build
                 2. step 2/2 (CatalogNavigationController): start from CatalogNavigationController
                 3. make CatalogNavigationController visible in ShopTabBarController
                 4. step 1/2 (ProductViewController): ClosureFactory<ProductViewController, ProductContext> builds ProductViewController
                 5. Push: ProductViewController on CatalogNavigationController

                """ + Golden.launchTree)
        #expect(
            try await error(after: "plan")
                == "plan: Missing expected argument '<screen>'; usage: plan <screen> [<example|name=value> ...] [--json]"
        )
        #expect(
            try await error(after: "plan shop.product --trace")
                == "plan: Unknown option '--trace'; usage: plan <screen> [<example|name=value> ...] [--json]")
    }

    @Test("tree prints the hierarchy; tree --json is the versioned JSON")
    func tree() async throws {
        let (_, output, _) = try await run("tree")
        #expect(output.standardOutput == Golden.launchTree)
        let (_, json, _) = try await run("open shop.product productID=42", "tree --json")
        let text = json.standardOutput.dropFirst(Golden.product42Tree.count)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        #expect((object["root"] as? [String: Any])?["selectedIndex"] as? Int == 1)
        #expect(Self.types(in: object).contains("ProductViewController"))
        #expect(
            try await error(after: "tree x")
                == "tree: Unexpected argument 'x'; usage: tree [--window <name>] [--json] [--svg <file>]")
        #expect(
            try await error(after: "tree --jsn")
                == "tree: Unknown option '--jsn'. Did you mean '--json'?; usage: tree [--window <name>] [--json] [--svg <file>]"
        )
    }

    @Test("tree --window NAME prints that window alone, as the whole tree prints it; --json its document (issue 34)")
    func treeOfOneWindow() async throws {
        let (shell, output, results) = try await run(
            "go app.locked", "tree --window Lock", "tree --window=Window", "tree --json --window Lock")
        #expect(results == [true, true, true, true], "\(output.standardError)")
        let whole = HierarchySnapshot(shell.dish.scene).renderTree(style: .ascii)
        let lock = """
            window "Lock" · level statusBar · key
            ● AppLockViewController "Shop is locked"

            """
        #expect(output.standardOutput.contains("\n" + lock + #"window "Window" · covered by "Lock""# + "\n"))
        #expect(whole.hasPrefix(#"window "Lock""#))
        let json = try #require(output.standardOutput.components(separatedBy: "\n{").last.map { "{" + $0 })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["window"] as? String == "Lock")
        #expect(object["keyWindow"] as? Bool == true)
        #expect(object["windowsInFront"] as? [Any] == nil || (object["windowsInFront"] as? [Any])?.isEmpty == true)
        #expect(Self.types(in: object) == ["AppLockViewController"])
    }

    @Test(
        "tree --window with a name no window has names the shown windows and the near miss; without a name it says what it needs (issue 34)"
    )
    func treeOfUnknownWindow() async throws {
        #expect(
            try await error(after: "go app.locked", "tree --window Lok")
                == #"no window is named "Lok" — did you mean "Lock"?; the shown windows are "Lock" and "Window", frontmost first"#
        )
        #expect(
            try await error(after: "tree --window Main") == #"no window is named "Main"; the shown window is "Window""#)
        #expect(
            try await error(after: "tree --window")
                == "tree: Missing value for '--window <name>'; usage: tree [--window <name>] [--json] [--svg <file>]")
    }

    /// Every "type" in a JSON tree.
    private static func types(in json: Any) -> [String] {
        if let object = json as? [String: Any] {
            let own = (object["type"] as? String).map { [$0] } ?? []
            return own + object.values.flatMap { types(in: $0) }
        }
        return (json as? [Any])?.flatMap { types(in: $0) } ?? []
    }

    // MARK: Gestures

    @Test("back pops the visible navigation stack and says what changed")
    func back() async throws {
        let (_, output, results) = try await run("open shop.product productID=42", "back")
        #expect(results == [true, true])
        #expect(
            output.standardOutput == Golden.product42Tree + """
                window "Window"
                ● ShopTabBarController [tab bar]
                ├─ ○ tab 0: HomeNavigationController "Home" [navigation]
                │  └─ ○ HomeViewController "Home"
                ├─ ● tab 1 (selected): CatalogNavigationController "Catalog" [navigation]
                │  └─ ● CategoriesViewController "Categories"
                ├─ ○ tab 2: CartNavigationController "Cart" [navigation]
                │  └─ ○ CartViewController "Cart"
                └─ ○ tab 3: ProfileNavigationController "Profile" [navigation]
                   └─ ○ ProfileViewController "Profile"

                - ProductViewController "Product" (productID: 42) popped from CatalogNavigationController "Catalog" in tab 1

                """)
        #expect(
            try await error(after: "back")
                == "there is no back button to press: HomeNavigationController shows its root, HomeViewController, which has no back button"
        )
        #expect(
            try await error(after: "back now") == "back: Unexpected argument 'now'; usage: back [--swipe] [--cancel]")
    }

    @Test(
        "A gesture's step is read by the flow steps' parser: back with both --swipe and --cancel is refused, nothing done"
    )
    func gestureStepParsed() async throws {
        #expect(
            try await error(after: "open shop.product productID=42", "back --swipe --cancel")
                == "back takes --swipe or --cancel, not both")
        #expect(
            try await error(after: "open shop.product productID=42", "back --cancel --swipe")
                == "back takes --swipe or --cancel, not both")
    }

    @Test("show of a flow expected to leak says so, with why; a walk's steps read as the shell's words")
    func showFlowExpectation() async throws {
        let (_, output, results) = try await run("show flow.reviews.forgetful")
        #expect(results == [true])
        let lines = output.standardOutput.lines
        #expect(
            lines.contains(
                "  expected:   to leak: the demo's coordinator kept after the back button, by a parent that removes its children by hand"
                    + " (check passes its walks when the audit flags the leak)"))
        #expect(lines.contains { $0.hasPrefix("  back") }, "\(lines)")
        let (_, clean, _) = try await run("show flow.reviews")
        #expect(!clean.standardOutput.contains("expected:"))
    }

    @Test("dismiss swipes down the login sheet")
    func dismiss() async throws {
        let (_, output, results) = try await run("open account.login", "dismiss")
        #expect(results == [true, true])
        let printed = output.standardOutput
        #expect(
            printed.contains(
                "└─ ● ⇒ presents (formSheet): UINavigationController [navigation]\n   └─ ● LoginViewController \"Log in\"\n"
            ))
        #expect(
            printed.hasSuffix(
                Golden.launchTree + "\n- UINavigationController[LoginViewController \"Log in\"] dismissed\n"))
        #expect(try await error(after: "dismiss") == "nothing is presented in Window")
    }

    @Test("tab selects by index or by name")
    func tab() async throws {
        let (_, output, results) = try await run("tab 2", "tab home", "tab Profile")
        #expect(results == [true, true, true])
        let changes = output.standardOutput.lines.filter { $0.hasPrefix("~ ") }
        #expect(
            changes == [
                "~ ShopTabBarController: tab 0 → 2", "~ ShopTabBarController: tab 2 → 0",
                "~ ShopTabBarController: tab 0 → 3",
            ])
    }

    @Test("tab's mistakes")
    func tabErrors() async throws {
        #expect(
            try await error(after: "tab")
                == "tab: Missing expected argument '<index|title>'; usage: tab <index|title>; tabs: home, catalog, cart, profile"
        )
        #expect(
            try await error(after: "tab 1 2")
                == "tab: Unexpected argument '2'; usage: tab <index|title>; tabs: home, catalog, cart, profile")
        #expect(
            try await error(after: "tab 9") == "index 9 is out of range: ShopTabBarController has 4 children (0...3)")
        #expect(
            try await error(after: "tab hom")
                == #"no visible tab is called "hom" — did you mean "home"? (tabs: home, catalog, cart, profile)"#)
        #expect(try await error(after: "open account.login", "tab 1").hasPrefix("no tab bar is visible"))
    }

    @Test("reset relaunches the app")
    func reset() async throws {
        let (_, output, _) = try await run("open shop.product productID=42", "reset")
        #expect(output.standardOutput == Golden.product42Tree + Golden.launchTree)
        #expect(try await error(after: "reset now") == "reset: Unexpected argument 'now'; usage: reset")
    }

    // MARK: Session

    @Test("login lets routes behind the login interceptor through; logout stops them again")
    func loginAndLogout() async throws {
        let (shell, output, results) = try await run(
            "login", "open shop.checkout", "logout", "open shop.checkout", "login ada", "set")
        #expect(results == [true, true, true, false, true, true])
        #expect(
            output.standardOutput == "logged in as demo\n" + Golden.checkoutTree
                + "logged out\nlogged in as ada\nuser: ada\nvariant: tabs\n")
        #expect(shell.dish.session.user == "ada")
        #expect(try await error(after: "login a b") == "login: Unexpected argument 'b'; usage: login [<user>]")
        #expect(try await error(after: "logout now") == "logout: Unexpected argument 'now'; usage: logout")
    }

    @Test("set adds, lists and removes settings")
    func set() async throws {
        let (shell, output, _) = try await run(#"set region=eu greeting="hello there""#, "set", "set region=", "set")
        #expect(
            output.standardOutput == """
                region=eu
                greeting=hello there
                user: (logged out)
                variant: tabs
                greeting=hello there
                region=eu
                removed region
                user: (logged out)
                variant: tabs
                greeting=hello there

                """)
        #expect(shell.dish.session.settings == ["greeting": "hello there"])
        #expect(
            try await error(after: "set region") == #"set takes name=value, not "region" (name= removes a setting)"#)
        #expect(try await error(after: "set =eu") == "a setting needs a name before =, e.g. `set currency=EUR`")
    }

    @Test("variant lists the variants and marks the current one; switching relaunches")
    func variant() async throws {
        let (shell, output, results) = try await run("variant", "variant menu", "variant tabs", "variant")
        #expect(results == [true, true, true, true])
        let listing = output.standardOutput.lines.prefix(shell.dish.catalog.variants.count)
        #expect(listing.first?.hasPrefix("* tabs  ") == true)
        #expect(listing.dropFirst().allSatisfy { $0.hasPrefix("  ") })
        #expect(output.standardOutput.contains("\n" + Golden.launchTree))
        #expect(shell.dish.session.variant == "tabs")
        #expect(try await error(after: "variant nope").hasPrefix(#"no variant is named "nope" (variants: tabs"#))
        #expect(try await error(after: "variant tab").hasPrefix(#"no variant is named "tab" — did you mean "tabs"?"#))
        #expect(
            try await error(after: "variant tabs menu")
                == "variant: Unexpected argument 'menu'; usage: variant [<variant>]")
    }

    // MARK: help, history, quit

    @Test(
        "help lists every command with its synopsis (its options as [<options>] when too wide) and summary, within 80 columns"
    )
    func help() async throws {
        let (shell, output, _) = try await run("help")
        let lines = output.standardOutput.lines
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        // Each command's block: its synopsis line, then its summary wrapped in the second column.
        let text = lines.joined(separator: "\n")
        for command in shell.commands {
            let synopsis = HelpVerb.listed(command)
            #expect(synopsis == command.synopsis || command.synopsis.count > 78, "\(command.name)")
            let block = try #require(text.range(of: "  " + synopsis), "\(command.name)")
            let after = text[block.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            var summary: [String] = [String(after[0])]
            for line in after.dropFirst() {
                guard line.hasPrefix(String(repeating: " ", count: 26)) else { break }
                summary.append(String(line))
            }
            let words = summary.joined(separator: " ").split(separator: " ").joined(separator: " ")
            #expect(words == command.summary.split(separator: " ").joined(separator: " "), "\(command.name)")
        }
    }

    @Test("help <command> explains one, aliases included")
    func helpCommand() async throws {
        let (_, output, _) = try await run("help ls")
        #expect(output.standardOutput.lines.first == "list [<query> ...] [--json]")
        #expect(output.standardOutput.lines.last == "  also: ls")
        let (_, open, _) = try await run("help open")
        #expect(
            open.standardOutput.lines.prefix(2) == [
                "open <screen> [<example|name=value> ...] [--trace] [--json] [--svg <file>]",
                "  compose a screen in a freshly launched app and print the hierarchy",
            ])
        #expect(
            open.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                "--trace also prints the router's decisions"))
        #expect(open.standardOutput.lines.allSatisfy { $0.count <= 80 })
        #expect(
            try await error(after: "help opn")
                == #"unknown command "opn" — did you mean "open"? (`help` lists the commands)"#)
        #expect(try await error(after: "help open go") == "help: Unexpected argument 'go'; usage: help [<command>]")
    }

    @Test("history numbers this session's lines, without itself")
    func history() async throws {
        let (_, output, _) = try await run("tree", "", "# a comment", "opne", "login  ada ", "history")
        #expect(
            output.standardOutput.dropFirst(Golden.launchTree.count)
                == "logged in as ada\n1  tree\n2  opne\n3  login  ada\n")
        #expect(try await error(after: "history 2") == "history: Unexpected argument '2'; usage: history")
    }

    @Test("quit ends the session; the lines after it are not run")
    func quit() async throws {
        let result = try await ShellHarness.session("login\nquit\nlogout\n")
        #expect(result.standardOutput == "logged in as demo\n")
        #expect(result.status == 0)
        let exit = try await ShellHarness.session("exit\nlogout\n")
        #expect(exit.standardOutput == "")
        #expect(try await error(after: "quit now") == "quit: Unexpected argument 'now'; usage: quit")
    }

    // MARK: Words and did-you-mean

    @Test("Unknown commands get a near miss")
    func unknownCommand() async throws {
        #expect(
            try await error(after: "opne shop.product")
                == #"unknown command "opne" — did you mean "open"? (`help` lists the commands)"#)
        #expect(
            try await error(after: "shwo")
                == #"unknown command "shwo" — did you mean "show"? (`help` lists the commands)"#)
        #expect(try await error(after: "xyzzy") == #"unknown command "xyzzy" (`help` lists the commands)"#)
    }

    @Test("Unknown screen ids get near misses")
    func unknownScreen() async throws {
        #expect(
            try await error(after: "open account.logn")
                == #"no screen has the id "account.logn" — did you mean "account.login"? (`list` shows every screen)"#)
        #expect(
            try await error(after: "go shop.chekout")
                == #"no screen has the id "shop.chekout" — did you mean "shop.checkout"? (`list` shows every screen)"#)
    }

    @Test("Quoted words reach the command whole; an unclosed quote is explained")
    func quoting() async throws {
        let (_, output, _) = try await run(#"login "Ada Lovelace""#)
        #expect(output.standardOutput == "logged in as Ada Lovelace\n")
        #expect(
            try await error(after: #"open "shop.product"#)
                == #"the double quote at column 6 is never closed; close it with ""#)
    }
}
