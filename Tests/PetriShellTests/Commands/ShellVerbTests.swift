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
        let command = VerbCommand(TreeVerb.self)
        #expect(command.name == "tree")
        #expect(command.synopsis == "tree [--window <name>] [--json] [--svg <file>]")
        #expect(command.flags == ["--json"])
        #expect(
            command.valueOptions == [
                ValueOption(name: "--window", value: .window, valueDescription: "name"),
                ValueOption(name: "--svg", value: .file(extensions: ["svg"], several: false), valueDescription: "file"),
            ])
        // A path is a path because the declaration's completion says so, for shells and Tab alike.
        #expect(VerbCommand(RunVerb.self).arguments == .file(extensions: ["petri"], several: true))
        #expect(VerbCommand(SaveVerb.self).arguments == .file(extensions: ["petri"], several: false))
        #expect(VerbCommand(ExportVerb.self).valueOptions.first { $0.name == "--output" }?.value == .directory)
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
                "tree: Missing value for '--window <name>'; usage: tree [--window <name>] [--json] [--svg <file>]"))
        #expect(await shell.execute("tree --help"))
        #expect(output.standardOutput.contains("USAGE: tree [--window <name>] [--json] [--svg <file>]"))
    }

    /// Every command's name, for the tests that go through all of them.
    nonisolated static let names = ShellVerbs.all.map { $0.name }

    @Test(
        "every REPL command is a verb: --help prints its help with the usage the verb's declarations give",
        arguments: names)
    func everyCommandIsAVerb(_ name: String) async throws {
        let (shell, output) = try ShellHarness.shell()
        let command = try shell.command(named: name)
        #expect(await shell.execute("\(name) --help"), "\(output.standardError)")
        let help = output.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("USAGE: " + command.synopsis), "\(help)")
        #expect(output.standardError.isEmpty)
    }

    @Test("help <command> fits 80 columns, a long usage wrapped under the command's name", arguments: names)
    func helpFits(_ name: String) async throws {
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("help \(name)"))
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        let command = try shell.command(named: name)
        let usage = lines.prefix { !$0.hasPrefix("  ") || $0.hasPrefix("    ") }
        #expect(usage.joined(separator: " ").split(separator: " ").joined(separator: " ") == command.synopsis)
    }

    @Test("a mistake in a verb's words adds what the shell knows: the events on screen for send, the tabs for tab")
    func hints() async throws {
        let (shell, output) = try ShellHarness.shell()
        #expect(await shell.execute("flow flow.reviews"))
        #expect(await !shell.execute("send"))
        #expect(
            output.standardError
                == "error: send: Missing expected argument '<event>'; usage: send <event> [<argument>]; on screen: open\n"
        )
        let (tabs, tabsOutput) = try ShellHarness.shell()
        #expect(await !tabs.execute("tab 1 2"))
        #expect(tabsOutput.standardError.hasSuffix("; tabs: home, catalog, cart, profile\n"))
    }

    @Test("check, export and run are verbs on the command line, with their own --set and no session options")
    func ownSessions() throws {
        let parsed = try PetriCommand.parseAsRoot(["check", "--set", "beta=on", "--logged-out", "--group", "Shop"])
        let check = try #require(parsed as? CommandLineVerb<CheckVerb>)
        #expect(check.verb.settings == ["beta=on"] && check.verb.loggedOut && check.verb.group == "Shop")
        let run = try #require(
            try PetriCommand.parseAsRoot(["run", "a.petri", "--login"]) as? CommandLineVerb<RunVerb>)
        #expect(run.verb.login && run.verb.files == ["a.petri"])
        let export = try PetriCommand.parseAsRoot(["export", "--output", "out", "--format", "json"])
        #expect((export as? CommandLineVerb<ExportVerb>)?.verb.format == [.json])
        let verbs = PetriCommand.configuration.subcommands.map { $0._commandName }
        #expect(
            verbs.prefix(10) == ["list", "show", "open", "link", "notify", "plan", "tree", "check", "export", "run"])
    }

    @Test("a parser's message of several lines (the values an option takes) has the usage on a line of its own")
    func severalLines() async throws {
        let (shell, output) = try ShellHarness.shell()
        #expect(await !shell.execute("export --output out --format pdf"))
        let lines = output.standardError.split(separator: "\n")
        #expect(
            lines.first
                == "error: export: The value 'pdf' is invalid for '--format <format>'. Please provide one of the following:"
        )
        #expect(lines.dropLast().last == "    - svg")
        #expect(
            lines.last
                == "  usage: export --output <directory> [--format <format> ...] [--force] [--set <name=value> ...]")
    }
}
