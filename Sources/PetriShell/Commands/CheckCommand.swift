import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// `check`: every screen composed with every example in every variant, and the catalog
/// linted — in the REPL and as `petri check`, one declaration.
struct CheckVerb: ShellVerb {
    typealias CommandLineSession = NoSessionOptions

    static let name = "check"
    static let summary = "compose every screen with every example in every variant, and lint the catalog"
    static let details = """
        Each composition starts from a fresh launch, logged in (--logged-out: logged out). A
        composition fails when the route fails, or when the screen ends off screen or an orphan is
        left; a rule UIKit only discourages is a warning. --group, --tag and --filter choose the
        screens; --json prints the report as JSON, --junit FILE writes JUnit XML; --set gives every
        composition a setting. It fails (exit status 1) when anything failed, after the line `N passed, M failed`.
        Every variant a screen exists in is checked (on the command line, --variant NAME checks one).
        """
    static let isOnCommandLine = true

    @Option(help: "Only the screens of this group (and its subgroups).")
    var group: String?

    @Option(help: "Only the screens with this tag.")
    var tag: String?

    @Option(help: "Only the screens whose id contains this text.")
    var filter: String?

    @Flag(help: "Compose logged out: screens behind a login then fail.")
    var loggedOut = false

    @Flag(help: "Print the report as JSON instead of the table.")
    var json = false

    @Option(
        help: ArgumentHelp("Write a JUnit XML report to this file, for CI.", valueName: "file"),
        completion: .file(extensions: ["xml"]))
    var junit: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A session setting for every composition (repeat it).", valueName: "name=value"))
    var settings: [String] = []

    @Option(
        help: ArgumentHelp(
            "Compose in this many processes at once; 1 composes in this one. By default one per core once there are 200 compositions (on the command line; the shell's check composes in the shell).",
            valueName: "n"))
    var jobs: Int?

    /// A share of a check given to another process (see CheckShards): compose the planned
    /// cases whose index is `k` modulo `n` and print them as JSON.
    @Option(help: .hidden)
    var shard: String?

    mutating func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs takes a number of processes, 1 or more, not \(jobs)")
        }
        if let shard, parsedShard == nil {
            throw ValidationError("--shard takes k/n with 0 ≤ k < n, not \(UserText.quoted(shard))")
        }
    }

    /// `--shard k/n` as numbers.
    var parsedShard: (index: Int, count: Int)? {
        guard let parts = shard?.split(separator: "/"), parts.count == 2, let index = Int(parts[0]),
            let count = Int(parts[1]),
            count > 0, (0..<count).contains(index)
        else { return nil }
        return (index, count)
    }

    func run(in shell: Shell) async throws {
        // The REPL checks every variant; the command line the one its --variant names, if any.
        try await shell.check(self, variant: shell.commandLine?.singleVariant())
    }
}

extension Shell {
    /// Runs the check `options` describe in this shell and prints its report: the selection
    /// (PetriChecking's ``CheckSelection``) validated first, each composition in a dish of its
    /// own (this shell's screens do not change); with `variant`, in that variant alone. A
    /// one-shot shell given the tool's command line shares the compositions among processes
    /// (``CheckShards``), or composes its share of one.
    /// - Throws: what the selection or the settings refuse, or that the check failed.
    func check(_ options: CheckVerb, variant: String?) async throws {
        let catalog = dish.catalog
        let variant = try variant.map { try catalog.variant($0).name }
        let selection = CheckSelection(group: options.group, tag: options.tag, filter: options.filter)
        // A selection that matches nothing fails, as a mistyped tag in CI must.
        try selection.validate(in: catalog, variant: variant)
        var check = CatalogCheck(catalog: catalog)
        check.settings = try PetriMain.session(settings: options.settings).settings
        check.logsIn = !options.loggedOut
        check.selection = selection
        if let variant {
            check.includes = { $0.isAvailable(in: variant) }
            check.variants = [variant]
        }
        if commandStyle == .oneShot, let shard = options.parsedShard {
            // A share of a check run by another petri (CheckShards): its results, as JSON.
            let share = check.plannedCases().filter { $0.index % shard.count == shard.index }
            let composed = await check.compose(share)
            print(String(decoding: try JSONEncoder().encode(composed), as: UTF8.self))
            return
        }
        if commandStyle == .oneShot, let arguments = OneShot.arguments {
            let jobs = options.jobs ?? CheckShards.defaultCount(forPlanned: check.plannedCases().count)
            if jobs > 1 {
                let shards = CheckShards(count: jobs, arguments: arguments, output: output)
                let serial = check
                check.composer = { planned in await shards.compose(planned, check: serial) }
            }
        }
        try await CheckPrinter(shell: self, junitPath: options.junit, json: options.json).run(check)
    }
}

/// Runs a ``CatalogCheck`` and prints it: progress on a terminal, a table of compositions, the
/// failures with the router's messages, the lint, and the `N passed, M failed` line.
@MainActor
struct CheckPrinter {
    let shell: Shell
    /// Where JUnit XML goes, if anywhere.
    var junitPath: String?
    /// Whether the report is printed as JSON instead of the table.
    var json = false

    func run(_ check: CatalogCheck) async throws {
        var check = check
        let showsProgress = shell.output.standardErrorIsTerminal
        check.progress = { checkCase, done, total in
            guard showsProgress else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[2Kchecking \(done)/\(total) \(checkCase.entry)".utf8))
        }
        let report = await check.run()
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        if report.unfinishedCount > 0 {
            let made = report.cases.count
            throw ShellError.interrupted(
                "check stopped after \(made) of \(made + report.unfinishedCount) compositions, before its report; nothing changed: "
                    + "each composition ran in a dish of its own, and this session's screens are as they were")
        }
        try writeJUnit(report)
        if json {
            shell.print(try DocumentEncoding.json(report))
            if !report.succeeded { throw ShellError.invalid("check failed: \(report.summary)") }
            return
        }
        shell.print(table(report))
        let failures = report.cases.filter { !$0.passed }
        if !failures.isEmpty {
            shell.print("")
            shell.print(shell.styler(.heading, "Failures"))
            for checkCase in failures {
                if case let .failed(reason, _) = checkCase.outcome {
                    let location = checkCase.registeredAt.map { " (registered at \($0))" } ?? ""
                    shell.print("  " + checkCase.name + location + ": " + UserText.printable(reason))
                }
            }
        }
        let warned = report.cases.filter {
            if case .passed(let warnings) = $0.outcome { !warnings.isEmpty } else { false }
        }
        if !warned.isEmpty {
            shell.print("")
            shell.print(shell.styler(.heading, "Warnings"))
            for checkCase in warned {
                guard case .passed(let warnings) = checkCase.outcome else { continue }
                for warning in warnings { shell.print("  " + checkCase.name + ": " + UserText.printable(warning)) }
            }
        }
        let inert = report.inertUIKitUse
        if !inert.isEmpty {
            shell.print("")
            shell.print(
                shell.styler(.heading, "Inert UIKit") + " (compiles and is kept as set; nothing of it shows in trees)")
            let composed = Set(report.cases.map(\.entry)).count
            for (member, entries) in inert {
                let shown =
                    entries.count == composed && composed > 3
                    ? "all \(composed) entries and flows checked"
                    : entries.prefix(3).joined(separator: ", ")
                        + (entries.count > 3 ? " and \(entries.count - 3) more" : "")
                shell.print("  \(member): \(UserText.printable(shown))")
            }
        }
        if !report.lints.isEmpty {
            shell.print("")
            shell.print(shell.styler(.heading, "Lint"))
            for lint in report.lints { shell.print("  " + UserText.printable(lint.description)) }
        }
        shell.print("")
        shell.print(report.summary)
        if !report.succeeded {
            throw ShellError.invalid("check failed: \(report.summary)")
        }
    }

    private func writeJUnit(_ report: CheckReport) throws {
        guard let junitPath else { return }
        do {
            try report.renderJUnit(suiteName: shell.dish.catalog.name).write(
                toFile: junitPath, atomically: true, encoding: .utf8)
        } catch {
            throw ShellError.invalid(
                "cannot write the JUnit report to \(UserText.quoted(junitPath)): \(error.localizedDescription)")
        }
    }

    private func table(_ report: CheckReport) -> String {
        let rows = report.cases.map { checkCase -> [String] in
            let result =
                switch checkCase.outcome {
                case .passed(let warnings) where warnings.isEmpty: "passed"
                case .passed(let warnings): "passed (\(warnings.count) warning\(warnings.count == 1 ? "" : "s"))"
                case .failed: "FAILED"
                }
            let milliseconds =
                Int((Double(checkCase.duration.components.attoseconds) / 1e15).rounded()) + Int(
                    checkCase.duration.components.seconds) * 1000
            return [checkCase.entry, checkCase.example, checkCase.variant, result, "\(milliseconds) ms"]
        }
        let header = ["entry", "example", "variant", "result", "time"]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
                .trailingSpacesRemoved
        }
        return ([shell.styler(.heading, line(header))] + rows.map(line)).joined(separator: "\n")
    }
}
