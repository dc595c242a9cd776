import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

struct RunScripts: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract:
            "Run QA scripts: REPL commands with expectations (expect visible, expect tree, expect error, expect login).",
        discussion:
            "Each file starts from a fresh launch and a logged-out session. The first failure stops a file (--keep-going reports all). Exits 0 only when every expectation held. "
            + variantHelp)

    @ParentCommand var root: PetriCommand
    @OptionGroup var options: RunOptions

    func execute() async throws {
        try await OneShot.finish(
            PetriMain.runScripts(
                options, variant: root.options.singleVariant(), on: OneShot.catalog(root.options),
                output: OneShot.output))
    }
}

/// What `run` takes, on the command line and in the REPL alike.
struct RunOptions: ParsableArguments {
    @Flag(name: .long, help: "Report every failure of a file instead of stopping at the first.")
    var keepGoing = false

    @Option(name: .long, help: "Write a JUnit XML report, one test case per expectation.")
    var junit: String?

    @Flag(name: .long, help: "Print the report as JSON (the same document as check --json).")
    var json = false

    @Flag(name: .long, help: "Start each file logged in as the demo user.")
    var login = false

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting each file starts with (repeat it).", valueName: "name=value"))
    var settings: [String] = []

    @Argument(help: "The script files.")
    var files: [String]
}
