import Foundation
import Testing

/// The built `petri` with its standard streams on pipes, as scripts and CI run it.
@Suite("petri through pipes", .oneProcessAtATime)
struct PipeTests {
    @Test("A scripted session prints its trees and changes, its errors on stderr, and exits 1 after a failure")
    func scriptedSession() async throws {
        let script = """
            # a scripted session: comments and blank lines are skipped

            open shop.product productID=42
            go shop.products category=shoes sort=rating
            back
            tab cart
            opne shop.home
            open shop.checkout
            login
            go shop.checkout
            quit
            tree
            """
        let result = try await PetriBinary.run([], input: script)
        #expect(result.standardOutput == Self.sessionGolden)
        #expect(
            result.standardError == """
                error: line 7: unknown command "opne" — did you mean "open"? (`help` lists the commands)
                error: line 8: this screen needs a logged-in user; run `login` first — LoginInterceptor<Void> at step 1/2 (CheckoutViewController)

                """)
        #expect(result.status == 1)
    }

    @Test("A session where everything works exits 0 with nothing on stderr")
    func successfulSession() async throws {
        let result = try await PetriBinary.run([], input: "open shop.product sneakers\nshow shop.product --json\n")
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix(Golden.product42Tree + "{\n"))
        let json = result.standardOutput.dropFirst(Golden.product42Tree.count)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "shop.product")
    }

    @Test("Without a final newline the last line still runs; non-ASCII words pass through")
    func lastLineAndUnicode() async throws {
        let result = try await PetriBinary.run([], input: "login Zoë\nset greeting=\"grüß dich\"")
        #expect(result.status == 0)
        #expect(result.standardOutput == "logged in as Zoë\ngreeting=grüß dich\n")
    }

    @Test("No prompt, banner or question is written when stdin is a pipe")
    func noPromptsInPipes() async throws {
        let result = try await PetriBinary.run([], input: "open shop.product\n42\n")
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                error: line 1: shop.product needs productID (int); give it as name=value, e.g. `open shop.product productID=42`
                error: line 2: unknown command "42" (`help` lists the commands)

                """)
        #expect(result.status == 1)
    }

    static let sessionGolden =
        Golden.product42Tree + Golden.shoesByRatingAfterProduct42 + """
            window "Window"
            ● ShopTabBarController [tab bar]
            ├─ ○ tab 0: HomeNavigationController "Home" [navigation]
            │  └─ ○ HomeViewController "Home"
            ├─ ● tab 1 (selected): CatalogNavigationController "Catalog" [navigation]
            │  ├─ ○ CategoriesViewController "Categories"
            │  └─ ● ProductViewController "Product" (productID: 42)
            ├─ ○ tab 2: CartNavigationController "Cart" [navigation]
            │  └─ ○ CartViewController "Cart"
            └─ ○ tab 3: ProfileNavigationController "Profile" [navigation]
               └─ ○ ProfileViewController "Profile"

            - ProductListViewController "Products" (category: shoes, sort: rating) popped from CatalogNavigationController "Catalog" in tab 1
            window "Window"
            ● ShopTabBarController [tab bar]
            ├─ ○ tab 0: HomeNavigationController "Home" [navigation]
            │  └─ ○ HomeViewController "Home"
            ├─ ○ tab 1: CatalogNavigationController "Catalog" [navigation]
            │  ├─ ○ CategoriesViewController "Categories"
            │  └─ ○ ProductViewController "Product" (productID: 42)
            ├─ ● tab 2 (selected): CartNavigationController "Cart" [navigation]
            │  └─ ● CartViewController "Cart"
            └─ ○ tab 3: ProfileNavigationController "Profile" [navigation]
               └─ ○ ProfileViewController "Profile"

            ~ ShopTabBarController: tab 1 → 2
            logged in as demo
            window "Window"
            ● ShopTabBarController [tab bar]
            ├─ ○ tab 0: HomeNavigationController "Home" [navigation]
            │  └─ ○ HomeViewController "Home"
            ├─ ○ tab 1: CatalogNavigationController "Catalog" [navigation]
            │  ├─ ○ CategoriesViewController "Categories"
            │  └─ ○ ProductViewController "Product" (productID: 42)
            ├─ ● tab 2 (selected): CartNavigationController "Cart" [navigation]
            │  ├─ ○ CartViewController "Cart"
            │  └─ ● CheckoutViewController "Checkout"
            └─ ○ tab 3: ProfileNavigationController "Profile" [navigation]
               └─ ○ ProfileViewController "Profile"

            + CheckoutViewController "Checkout" pushed onto CartNavigationController "Cart" in tab 2

            """
}

/// `petri <command> …`: one command, then exit with its status.
@Suite("petri one-shot commands", .oneProcessAtATime)
struct OneShotTests {
    @Test("--version prints the version")
    func version() async throws {
        let result = try await PetriBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil,
            "\(result.standardOutput)")
        #expect(result.standardError == "")
    }

    @Test("--help, help <command> and <command> --help print help and exit 0")
    func help() async throws {
        let root = try await PetriBinary.run(["--help"])
        #expect(root.status == 0)
        #expect(root.standardError == "")
        #expect(root.standardOutput.hasPrefix("OVERVIEW: A Petri dish for an app's screens"))
        for subcommand in ["list", "show", "open"] {
            #expect(root.standardOutput.contains("\n  \(subcommand) "), "no \(subcommand) in the help")
        }
        for arguments in [["help", "open"], ["open", "--help"], ["open", "-h"]] {
            let result = try await PetriBinary.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.standardOutput.contains("USAGE: petri open "), "\(arguments)")
            #expect(!result.standardOutput.contains("CommandError") && !result.standardError.contains("CommandError"))
        }
    }

    @Test("list --json is valid JSON that contains shop.product")
    func listJSON() async throws {
        let result = try await PetriBinary.run(["list", "--json"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let screens = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let ids = screens.compactMap { $0["id"] as? String }
        #expect(ids.contains("shop.product"))
        #expect(ids.contains("account.login"))
        #expect(ids.count == screens.count)
    }

    @Test("show prints one screen")
    func show() async throws {
        let result = try await PetriBinary.run(["show", "shop.product"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.lines
        #expect(lines.first == "shop.product  Product")
        #expect(lines.contains("  productID  int"))
        #expect(lines.contains("  shop://product/{productID}"))
        #expect(lines.last == "  sneakers  open shop.product productID=42  — a pair of sneakers")
    }

    @Test("open with every value prints the tree")
    func open() async throws {
        let result = try await PetriBinary.run(["open", "shop.product", "productID=42"])
        #expect(result.status == 0)
        #expect(result.standardOutput == Golden.product42Tree)
        #expect(result.standardError == "")
    }

    @Test("open --json prints the hierarchy as JSON")
    func openJSON() async throws {
        let result = try await PetriBinary.run(["open", "shop.product", "productID=42", "--json"])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let hierarchy = try #require(object["hierarchy"] as? [String: Any])
        #expect(hierarchy["window"] as? String == "Window")
        #expect((hierarchy["root"] as? [String: Any])?["selectedIndex"] as? Int == 1)
    }

    @Test("open without a needed value and no terminal fails, naming the parameter")
    func openMissingParameter() async throws {
        let result = try await PetriBinary.run(["open", "shop.product"], input: "42\n")
        #expect(result.status != 0)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "error: shop.product needs productID (int); give it as name=value, e.g. `petri open shop.product productID=42`\n"
        )
    }

    @Test("open --login gets past the login interceptor; without it the route is refused")
    func openCheckout() async throws {
        let loggedIn = try await PetriBinary.run(["open", "shop.checkout", "--login"])
        #expect(loggedIn.status == 0)
        #expect(loggedIn.standardOutput == Golden.checkoutTree)
        #expect(loggedIn.standardError == "")

        let refused = try await PetriBinary.run(["open", "shop.checkout"])
        #expect(refused.status == 1)
        #expect(refused.standardOutput == "")
        #expect(refused.standardError.contains("needs a logged-in user"))
    }

    @Test("The command line: near misses, help for a command that does not exist, one error casing, variants in --help")
    func commandLine() async throws {
        let mistyped = try await PetriBinary.run(["lst"])
        #expect(mistyped.status == 64)
        #expect(mistyped.standardError.hasPrefix(#"error: unknown command "lst" — did you mean "list"?"#))
        let bogus = try await PetriBinary.run(["help", "bogus"])
        #expect(bogus.status != 0)
        #expect(bogus.standardError.hasPrefix(#"error: there is no command "bogus" to explain"#))
        let option = try await PetriBinary.run(["open", "shop.product", "--bogus"])
        #expect(option.standardError.hasPrefix("error: Unknown option '--bogus'"))
        #expect(option.standardError.contains("usage: petri open"))
        for command in ["list", "show", "open", "plan", "tree"] {
            let help = try await PetriBinary.run([command, "--help"])
            #expect(help.status == 0)
            // The discussion is wrapped at 80 columns wherever its words fall.
            #expect(
                help.standardOutput.replacingOccurrences(of: "\n", with: " ").contains("--variant NAME"), "\(command)")
            #expect(
                help.standardOutput.contains("VARIANTS:\n  tabs  ") && help.standardOutput.contains("\n  menu  "),
                "\(command)")
        }
    }

    @Test("petri check passes on the demo catalog, and fails with a report and JUnit XML when screens break")
    func check() async throws {
        let passing = try await PetriBinary.run(["check"])
        #expect(passing.status == 0, "\(passing.standardError)")
        let summary = try #require(passing.standardOutput.lines.last)
        #expect(summary.hasSuffix(" passed, 0 failed"))
        #expect(passing.standardOutput.hasPrefix("entry "))

        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let junit = directory.appendingPathComponent("check.xml").path
        let failing = try await PetriBinary.run(["check", "--logged-out", "--filter", "checkout", "--junit", junit])
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("FAILED"))
        #expect(failing.standardOutput.lines.last == "0 passed, 8 failed")
        #expect(failing.standardError == "error: check failed: 0 passed, 8 failed\n")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testcase classname="shop.checkout" name="default [tabs]""#))
        #expect(xml.contains("<failure message=\"this screen needs a logged-in user"))
    }

    @Test("The demo's QA scripts pass; a broken one fails with file:line, JUnit and status 1")
    func scripts() async throws {
        let root = DocumentedCommandTests.root
        let scripts = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Catalog/Scripts").path
        )
        .filter { $0.hasSuffix(".petri") }.sorted().map { root.appendingPathComponent("Catalog/Scripts/" + $0).path }
        #expect(scripts.count >= 2)
        let passing = try await PetriBinary.run(["run"] + scripts)
        #expect(passing.status == 0, "\(passing.standardOutput)")
        #expect(passing.standardOutput.lines.last?.hasSuffix(" passed, 0 failed") == true)

        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("broken.petri").path
        try "open shop.home\nexpect visible CartViewController\n".write(
            toFile: broken, atomically: true, encoding: .utf8)
        let junit = directory.appendingPathComponent("run.xml").path
        let failing = try await PetriBinary.run(["run", broken, "--junit", junit])
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("  \(broken):2: expect visible CartViewController\n"))
        #expect(
            try String(contentsOfFile: junit, encoding: .utf8).contains(
                "<failure message=\"after `open shop.home` (line 1): CartViewController is not on screen"))
    }

    @Test("One-shot commands take --login, --set name=value and --json")
    func commonOptions() async throws {
        let checkout = try await PetriBinary.run(["open", "shop.checkout", "--login", "--set", "currency=EUR"])
        #expect(checkout.status == 0, "\(checkout.standardError)")
        let plan = try await PetriBinary.run(["plan", "shop.checkout", "--login", "--json"])
        #expect(plan.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(plan.standardOutput.utf8)) as? [String: Any])
        #expect(document["certain"] as? Bool == true)
        #expect((document["decisions"] as? [String])?.contains { $0.contains("builds CheckoutViewController") } == true)
        let reserved = try await PetriBinary.run(["tree", "--set", "user=bob"])
        #expect(reserved.status == 1)
        #expect(
            reserved.standardError == "error: user is not a setting: it changes only with `login <user> (or logout)`\n")
        let checked = try await PetriBinary.run(["check", "--group", "Support", "--set", "currency=EUR", "--json"])
        #expect(checked.status == 0)
        #expect((try? JSONSerialization.jsonObject(with: Data(checked.standardOutput.utf8))) != nil)
        let exported = try await PetriBinary.run(["export", "--set", "variant=menu", "--output", "unused"])
        #expect(exported.standardError.hasPrefix("error: variant is not a setting"))
        for command in [["list"], ["show", "shop.home"], ["tree"], ["link", "shop://product/42"]] {
            let result = try await PetriBinary.run(command + ["--login", "--set", "a=b", "--json"])
            #expect(result.status == 0, "\(command): \(result.standardError)")
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))) != nil,
                "\(command) --json is not JSON")
        }
    }

    @Test("A piped session through a coordinator flow: both trees after each step, the audit at the end")
    func flowSession() async throws {
        let result = try await PetriBinary.run(
            [], input: "flow flow.product-tour sneakers\nsend next\nsend close\nleaks\nsend nope\n")
        #expect(result.status == 1, "the last line fails")
        #expect(result.standardOutput == Self.flowGolden)
        #expect(
            result.standardError
                == #"error: line 5: ProductViewController(productID: 42) sends no event "nope" (it sends: next)"# + "\n"
        )

        let leaky = try await PetriBinary.run([], input: "flow flow.reviews.forgetful\nsend open\nback\nleaks\n")
        #expect(leaky.standardError == "warning: 1 new leak in the flow; `leaks` lists them\n")
        #expect(
            leaky.standardOutput.hasSuffix(
                "bookkeeping leak: ForgetfulReviewCoordinator (ReviewsAppCoordinator › ReviewsCoordinator › ForgetfulReviewCoordinator) is still held by ReviewsCoordinator although none of its screens is on screen any more [screens: WriteReviewViewController(productID: 42, rating: 5); removed by `back`]\n"
            ))
    }

    static let flowGolden = """
        window "Window"
        ● ProductViewController "Product" (productID: 42)
        coordinators
        ● ProductTourCoordinator: ProductViewController(productID: 42)
        window "Window"
        ○ ProductViewController "Product" (productID: 42)
        └─ ● ⇒ presents (automatic): UINavigationController [navigation]
           └─ ● SizeGuideViewController "Size guide"
        coordinators
        ○ ProductTourCoordinator: ProductViewController(productID: 42)
        └─ ● SizeGuideCoordinator: SizeGuideViewController

        + UINavigationController[SizeGuideViewController "Size guide"] presented (automatic) by ProductViewController "Product" (productID: 42)
        window "Window"
        ● ProductViewController "Product" (productID: 42)
        coordinators
        ● ProductTourCoordinator: ProductViewController(productID: 42)

        - UINavigationController[SizeGuideViewController "Size guide"] dismissed
        no leak
        SizeChartViewController kept on purpose — cached: the size chart is built once and reused by every size guide (at most 1)

        """

    @Test("One-shot errors give one-shot advice: --login, --variant, petri open")
    func oneShotAdvice() async throws {
        let checkout = try await PetriBinary.run(["open", "shop.checkout"])
        #expect(
            checkout.standardError.hasPrefix("error: this screen needs a logged-in user; add --login to the command"))
        let menu = try await PetriBinary.run(["open", "home.menu"])
        #expect(menu.standardError.contains("add --variant menu to the command"), "\(menu.standardError)")
        let plan = try await PetriBinary.run(["plan", "shop.checkout"])
        #expect(plan.status == 1)
        #expect(plan.standardError.contains("add --login to the command"))
    }

    @Test("--variant reaches one-shot commands, before or after the command's name")
    func variantOption() async throws {
        for arguments in [["--variant", "nope", "open", "shop.home"], ["open", "shop.home", "--variant", "nope"]] {
            let result = try await PetriBinary.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.standardOutput == "")
            #expect(
                result.standardError.hasPrefix(#"error: no variant is named "nope" (variants: tabs"#), "\(arguments)")
        }
        let tabs = try await PetriBinary.run(["open", "--variant", "tabs", "shop.product", "productID=42"])
        #expect(tabs.status == 0)
        #expect(tabs.standardOutput == Golden.product42Tree)
    }

    @Test("Unknown screens and commands fail with a message")
    func mistakes() async throws {
        let screen = try await PetriBinary.run(["show", "shop.prodcut"])
        #expect(screen.status == 1)
        #expect(
            screen.standardError
                == "error: no screen has the id \"shop.prodcut\" — did you mean \"shop.product\" or \"shop.products\"? (`list` shows every screen)\n"
        )
        let command = try await PetriBinary.run(["opne"])
        #expect(command.status != 0)
        #expect(command.standardError.contains("opne"))
    }
}
