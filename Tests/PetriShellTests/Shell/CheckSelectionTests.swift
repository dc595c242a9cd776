import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// Issue 31, item 5: a `check` whose --group, --tag or --filter matches nothing fails, naming
/// the selection with near misses, in the REPL and on the command line alike (`Shell.check(_:variant:)`, which both run).
@MainActor
@Suite("Check selection")
struct CheckSelectionTests {
    private func check(_ arguments: [String], variant: String? = nil) async throws -> (
        status: Int32, output: CapturedOutput
    ) {
        let options = try CheckVerb.parse(arguments)
        let (shell, output) = try ShellHarness.shell(variant: variant)
        do {
            try await shell.check(options, variant: variant)
        } catch {
            shell.report(error)
        }
        return (shell.exitStatus, output)
    }

    @Test("a tag no screen has fails, with the tag that was meant or the catalog's tags; nothing is composed")
    func unknownTag() async throws {
        let near = try await check(["--tag", "modl"])
        #expect(near.status == 1)
        #expect(
            near.output.standardError == "error: no screen has the tag \"modl\" (--tag) — did you mean \"modal\"?\n")
        #expect(near.output.standardOutput.isEmpty, "nothing is composed: \(near.output.standardOutput)")
        let far = try await check(["--tag", "nonexistent-tag"])
        #expect(far.status == 1)
        #expect(far.output.standardError.hasPrefix("error: no screen has the tag \"nonexistent-tag\" (--tag) (tags: "))
        #expect(!far.output.standardOutput.contains("0 passed, 0 failed"))
    }

    @Test("a filter no id contains fails with the ids near it; a group, as before, with the groups near it")
    func unknownFilterAndGroup() async throws {
        let filter = try await check(["--filter", "shop.prodcut"])
        #expect(filter.status == 1)
        #expect(
            filter.output.standardError.hasPrefix(
                "error: no screen or flow id contains \"shop.prodcut\" (--filter) — did you mean \"shop.product\""))
        let group = try await check(["--group", "Shop/Crat"])
        #expect(group.status == 1)
        #expect(
            group.output.standardError
                == "error: no group is called \"Shop/Crat\" (--group) — did you mean \"Shop/Cart\"?\n")
    }

    @Test("parts that each match alone but not together are named together")
    func emptyIntersection() async throws {
        let result = try await check(["--group", "Shop/Cart", "--tag", "legal"])
        #expect(result.status == 1)
        #expect(
            result.output.standardError
                == "error: no screen or flow matches --group \"Shop/Cart\" and --tag \"legal\" together; each matches some alone: drop one to widen the check\n"
        )
    }

    @Test("a selection whose screens are all outside the variant the check runs in is named with the variant")
    func outsideTheVariant() async throws {
        let result = try await check(["--filter", "home.menu"], variant: "tabs")
        #expect(result.status == 1)
        #expect(
            result.output.standardError
                == "error: no screen that --filter \"home.menu\" chooses is in the variant \"tabs\": check it without --variant, or in another\n"
        )
        #expect(try await check(["--filter", "home.menu"], variant: "menu").status == 0)
    }

    @Test("a selection that matches runs as before")
    func matchingSelection() async throws {
        let result = try await check(["--tag", "legal"])
        #expect(result.status == 0, "\(result.output.standardError)")
        #expect(result.output.standardOutput.contains("support.terms"))
    }

    @Test("the REPL's check fails the same way, and the session goes on")
    func repl() async throws {
        let session = try await ShellHarness.session("check --tag nonexistent-tag\nlist")
        #expect(session.status != 0)
        #expect(
            session.standardError.contains("error: line 1: no screen has the tag \"nonexistent-tag\" (--tag)"),
            "\(session.standardError)")
        #expect(session.standardOutput.contains("support.terms"))
    }
}
