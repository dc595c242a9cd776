import ArgumentParser
import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// Issue 31, items 5 and 6: a one-shot of a REPL-only command says it is the shell's and how to
/// run it; help ends with the catalog's variants only for commands a variant applies to.
@MainActor
@Suite("REPL-only commands on the command line")
struct ReplOnlyAdviceTests {
    /// What `petri <arguments>` reports when ArgumentParser refuses or answers it.
    private func report(_ arguments: [String]) throws -> (status: Int32, output: CapturedOutput) {
        let output = CapturedOutput()
        do {
            // `help export` parses as ArgumentParser's help command, which throws what it renders.
            var command = try PetriCommand.parseAsRoot(arguments)
            try command.run()
        } catch {
            let status = PetriMain.reportParseError(
                error, arguments: arguments, catalog: ShellHarness.catalog, output: output)
            return (status, output)
        }
        Issue.record("\(arguments) parsed")
        return (0, output)
    }

    private let oneShots = Set(PetriCommand.configuration.subcommands.map { $0._commandName } + ["help"])
    /// The REPL's commands without a one-shot form, and their aliases.
    private var replCommands: [String] {
        ShellVerbs.all.filter { !oneShots.contains($0.name) }.flatMap { [$0.name] + $0.aliases }
    }

    @Test("go: start the shell and type it, pipe it, or open in one shot")
    func go() throws {
        let result = try report(["go", "shop.cart"])
        #expect(result.status == ExitCode.validationFailure.rawValue)
        let tool = ToolIdentity.current.name
        #expect(
            result.output.standardError == """
                error: "go" is a command of the \(tool) shell, not a one-shot command: start `\(tool)` and type `go shop.cart`, \
                or pipe it: echo 'go shop.cart' | \(tool); `\(tool) open shop.cart` composes the screen from a fresh launch in one go

                """)
        #expect(!result.output.standardError.contains("unknown command"))
    }

    @Test("every REPL-only command is said to be the shell's, never an unknown command")
    func everyReplOnlyCommand() throws {
        #expect(replCommands.contains("flow") && replCommands.contains("exit") && !replCommands.contains("notify"))
        for command in replCommands {
            let result = try report([command])
            #expect(result.status != 0, "\(command)")
            #expect(
                result.output.standardError.hasPrefix("error: \"\(command)\" is a command of the "),
                "\(command): \(result.output.standardError)")
        }
    }

    @Test(
        "root options before the command stay on the shell's command line; words are quoted for the shell and the REPL")
    func quoting() {
        let message = ReplOnlyAdvice.message(
            for: "set", arguments: ["--variant", "menu", "set", "greeting=it's me"], replCommands: replCommands,
            tool: "shopdish")
        #expect(
            message == """
                "set" is a command of the shopdish shell, not a one-shot command: start `shopdish --variant menu` and type \
                `set "greeting=it's me"`, or pipe it: echo 'set "greeting=it'\\''s me"' | shopdish --variant menu; one-shot commands \
                take --set name=value (`shopdish open <screen> --set 'greeting=it'\\''s me'`)
                """)
        #expect(
            ReplOnlyAdvice.message(for: "lst", arguments: ["lst"], replCommands: replCommands, tool: "petri") == nil)
    }

    @Test("a mistyped command is still an unknown command with a near miss")
    func mistyped() throws {
        let result = try report(["opne", "shop.cart"])
        #expect(result.output.standardError.hasPrefix("error: unknown command \"opne\" — did you mean \"open\"?"))
    }

    @Test("help ends with the variants for the shell and the commands that run the catalog, not for import or diff")
    func variantsInHelp() throws {
        for arguments in [["--help"], ["open", "--help"], ["check", "--help"], ["help", "export"]] {
            #expect(try report(arguments).output.standardOutput.contains("\nVARIANTS:\n"), "\(arguments)")
        }
        for arguments in [["import", "--help"], ["diff", "--help"], ["help", "import"]] {
            let help = try report(arguments).output.standardOutput
            #expect(help.contains("USAGE:"), "\(arguments): \(help)")
            #expect(!help.contains("VARIANTS"), "\(arguments)")
        }
    }
}
