import ArgumentParser
import PetriDish
import PetriSupport

/// `run`: QA scripts, each file from a fresh launch — in the REPL and as `petri run`, one
/// declaration.
struct RunVerb: ShellVerb {
    typealias CommandLineSession = NoSessionOptions

    static let name = "run"
    static let summary = "run QA scripts: REPL commands with expectations, each file from a fresh launch"
    static let details = """
        Expectations: expect visible, expect tree, expect error, expect login. Each file starts from
        a fresh launch and a new session (logged out unless --login; --set gives it a setting); this
        session is left as it is. The first failure stops a file (--keep-going reports all). Prints
        a line per failure with its file and line, then `N passed, M failed`; --json prints the
        report, --junit FILE writes JUnit XML. It fails (exit status 1) unless every expectation held.
        """
    static let isOnCommandLine = true

    @Flag(help: "Report every failure of a file instead of stopping at the first.")
    var keepGoing = false

    @Flag(help: "Start each file logged in as the demo user.")
    var login = false

    @Flag(help: "Print the report as JSON (the same document as check --json).")
    var json = false

    @Option(
        help: ArgumentHelp("Write a JUnit XML report, one test case per expectation.", valueName: "file"),
        completion: .file(extensions: ["xml"]))
    var junit: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting each file starts with (repeat it).", valueName: "name=value"))
    var settings: [String] = []

    @Argument(help: "The script files.", completion: .file(extensions: ["petri"]))
    var files: [String]

    /// Every file's expectations, a line per failure with its file and line, and `N passed, M
    /// failed`; each file in a dish of its own, in the variant the command line names or the
    /// catalog's first.
    func run(in shell: Shell) async throws {
        var runner = ScriptRunner(catalog: shell.dish.catalog, variant: try shell.commandLine?.singleVariant())
        runner.keepsGoing = keepGoing
        runner.settings = settings
        runner.logsIn = login
        var outcomes: [ScriptRunner.Outcome] = []
        for (index, file) in files.enumerated() {
            let own = await runner.run(file: file)
            outcomes += own
            if Task.isCancelled {
                // Ctrl-C in the shell: each file ran in a dish of its own.
                let skipped = files.count - index - 1
                throw ShellError.interrupted(
                    "run stopped in \(file)"
                        + (skipped > 0 ? ", \(skipped) more file\(skipped == 1 ? "" : "s") not run" : "")
                        + "; this session's screens are as they were")
            }
            guard !json else { continue }
            if own.count == 1, own[0].line == nil, let failure = own[0].failure {
                // Not a line's failure but the file's (it cannot be read): the system's reason.
                shell.note(shell.errorStyler(.error, "error:") + " " + UserText.printable(failure))
                continue
            }
            let failed = own.filter { $0.failure != nil }
            shell.print(
                failed.isEmpty
                    ? "\(file): \(CountedNoun.phrase(own.count, "expectation")) held"
                    : "\(file): \(failed.count) of \(own.count) failed")
            for outcome in failed {
                shell.print("  \(file):\(outcome.line.map(String.init) ?? "?"): \(outcome.step)")
                shell.print(
                    (outcome.failure ?? "").split(separator: "\n", omittingEmptySubsequences: false).map {
                        "    " + $0
                    }.joined(separator: "\n"))
            }
        }
        let report = CheckReport(
            cases: outcomes.map {
                CheckCase(
                    entry: $0.file, example: ($0.line.map { line in "line \(line): " } ?? "") + $0.step,
                    variant: $0.variant,
                    outcome: $0.failure.map { .failed(reason: $0, trace: "") } ?? .passed(warnings: []),
                    duration: .zero)
            },
            lints: [])
        shell.print(json ? try DocumentEncoding.json(report) : report.summary)
        if let junit {
            try report.renderJUnit(suiteName: "\(ToolIdentity.current.name) run").write(
                toFile: junit, atomically: true, encoding: .utf8)
        }
        // The report said why.
        if !report.succeeded { throw ShellError.reported }
    }
}
