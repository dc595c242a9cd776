import ArgumentParser
import Testing
@testable import PetriShell

/// Issue 35, item 1: a verb is one type, parsed by ArgumentParser from a typed line and from
/// the command line; what the REPL needs of it (usage, options for completion) is read from
/// its declarations, not written again.
@MainActor
@Suite("Verbs: one type for the REPL and the command line")
struct ShellVerbTests {
    @Test("tree's options, usage and help come from TreeVerb's own declarations")
    func treeDeclarations() {
        let command = VerbCommand<TreeVerb>()
        #expect(command.name == "tree")
        #expect(command.synopsis == "tree [--window <name>] [--json]")
        #expect(command.flags == ["--json"])
        #expect(command.valueOptions == [ValueOption(name: "--window", value: .window, valueDescription: "name")])
        #expect(VerbUsage<TreeVerb>.help.hasPrefix("OVERVIEW: The current hierarchy."))
    }

    @Test("the command line's tree is the same type, under the one adapter every verb goes through")
    func commandLineAdapter() throws {
        let parsed = try PetriCommand.parseAsRoot(["tree", "--window", "Lock", "--json", "--set", "liveChat=sheet"])
        let tree = try #require(parsed as? CommandLineVerb<TreeVerb>)
        #expect(tree.verb.window == "Lock")
        #expect(tree.verb.json)
        #expect(tree.session.settings == ["liveChat=sheet"])
        #expect(CommandLineVerb<TreeVerb>.configuration.commandName == "tree")
    }

    @Test("a typed line is parsed by the verb's parser: values after = or the next word, mistakes named with the usage")
    func typedLines() async throws {
        #expect(try TreeVerb.parse(["--json", "--window=Window 2"]).window == "Window 2")
        #expect(try TreeVerb.parse(["--window", "Lock"]).window == "Lock")
        let (shell, output) = try ShellHarness.shell()
        #expect(await !shell.execute("tree --window"))
        #expect(
            output.standardError.contains(
                "tree: Missing value for '--window <name>'; usage: tree [--window <name>] [--json]"))
        #expect(await shell.execute("tree --help"))
        #expect(output.standardOutput.contains("USAGE: tree [--window <name>] [--json]"))
    }
}
