import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// `link` in the shell: how a URL resolved, then the navigation — behind login, seed 003's
/// pending deep link (issue 8).
@MainActor
@Suite("link")
struct LinkCommandTests {
    @Test("A link prints how it resolved and navigates from the current hierarchy")
    func resolvesAndNavigates() async throws {
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("link shop://product/42"))
        #expect(
            output.standardOutput.hasPrefix(
                "shop://product/42 → shop.product (shop://product/{productID}): productID=42\n"))
        #expect(shell.dish.window.visibleViewControllers.last?.debugName == "ProductViewController(productID: 42)")
        #expect(await shell.execute("link shop://prodct/42") == false)
        #expect(output.standardError.contains("nearest patterns: shop://product/{productID}"))
    }

    @Test("Pending link: logged out, the login is shown first and the link lands once logged in")
    func pendingLinkLandsAfterLogin() async throws {
        let reader = ScriptedLineReader([.line("link shop://wishlist"), .line("y"), .endOfInput])
        let (shell, _) = try ShellHarness.shell(reader: reader, interactive: true)
        _ = await shell.run()
        #expect(reader.prompts.contains { $0.hasSuffix("Log in as demo? [y/N] ") })
        #expect(shell.dish.session.isLoggedIn)
        #expect(shell.dish.window.visibleViewControllers.last?.typeName == "WishlistViewController")
    }

    @Test("Pending link: when the login is cancelled, the hierarchy is byte-identical to before")
    func cancelledLoginChangesNothing() async throws {
        let reader = ScriptedLineReader([
            .line("open shop.product productID=42"), .line("link shop://wishlist"), .line("n"), .endOfInput,
        ])
        let (shell, output) = try ShellHarness.shell(reader: reader, interactive: true)
        _ = await shell.run()
        #expect(output.standardOutput.contains("ProductViewController"))
        #expect(output.standardError.contains("login was cancelled"))
        let json = HierarchySnapshot(shell.dish.window).renderJSON()
        let (fresh, _) = try ShellHarness.shell()
        #expect(await fresh.execute("open shop.product productID=42"))
        #expect(json == HierarchySnapshot(fresh.dish.window).renderJSON(), "the cancelled link left something behind")
        #expect(!shell.dish.session.isLoggedIn)
    }

    @Test(
        "A link read with a repeated slash collapsed says so, in text and in --json; one whose value went missing names it (issue 36)"
    )
    func collapsedSlashes() async throws {
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("link shop://product//42"))
        #expect(
            output.standardOutput.contains(
                "note: read as shop://product/42: the link's empty path components (a repeated slash, //, or one at the end) were collapsed"
            ), "\(output.standardOutput)")
        let (json, jsonOutput) = try ShellHarness.shell()
        #expect(await json.execute("link shop://product//42 --json"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(jsonOutput.standardOutput.utf8)) as? [String: Any])
        let resolution = try #require(object["resolution"] as? [String: Any])
        #expect(resolution["collapsed"] as? String == "shop://product/42")
        #expect(await shell.execute("link shop://product//photos/3") == false)
        #expect(
            output.standardError.contains(
                #""shop://product//photos/3" leaves productID empty: shop://product/{productID}/photos/{photo} (shop.gallery)"#
            ), "\(output.standardError)")
    }
}
