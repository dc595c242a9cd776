import ArgumentParser
import PetriDish
import Testing
@testable import PetriShell

/// A verb's words, read by its own parser: flags apart from arguments wherever they are, and a
/// mistake in them named with a near miss and what the verb takes.
@MainActor
@Suite("A verb's words: flags apart from arguments")
struct VerbWordsTests {
    @Test("Known flags are set apart, in any position")
    func knownFlags() throws {
        let before = try ListVerb.parse(["--json", "review"])
        #expect(before.json && before.query == ["review"])
        let after = try ListVerb.parse(["review", "--json"])
        #expect(after.json && after.query == ["review"])
        let back = try BackVerb.parse(["--swipe"])
        #expect(back.swipe && !back.cancel)
        #expect(try back.step == .swipeBack(finishing: true))
        #expect(try BackVerb.parse([]).step == .back)
    }

    @Test("A lone -- makes the words after it arguments, dashes and all; a value with dashes after = is one anyway")
    func dashesThatAreNotFlags() throws {
        #expect(try FindVerb.parse(["--", "-x", "--trace"]).words == ["-x", "--trace"])
        let open = try OpenVerb.parse(["shop.search", "query=--trace"])
        #expect(open.words.values == ["query=--trace"])
        #expect(!open.flags.trace)
    }

    @Test("An unknown flag names the command, suggests a near miss and gives the usage with the accepted ones")
    func unknownFlag() async throws {
        let (shell, output) = try ShellHarness.shell()
        #expect(await !shell.execute("back --swpie"))
        #expect(
            output.standardError
                == "error: back: Unknown option '--swpie'. Did you mean '--swipe'?; usage: back [--swipe] [--cancel]\n")
        #expect(await !shell.execute("reset --json"))
        #expect(output.standardError.hasSuffix("error: reset: Unknown option '--json'; usage: reset\n"))
    }

    @Test("back with both --swipe and --cancel is refused by the flow steps' wording")
    func conflictingFlags() throws {
        #expect(throws: FlowStepError.conflictingOptions(["--swipe", "--cancel"], action: "back")) {
            try BackVerb.parse(["--swipe", "--cancel"]).step
        }
    }
}
