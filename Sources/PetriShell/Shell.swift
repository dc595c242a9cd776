import Foundation
package import PetriDish
import PetriSupport

/// The petri REPL: reads commands, runs them against a ``Dish`` and prints what happened.
///
/// On a terminal it reads with libedit (completion, history, Ctrl-C); otherwise it reads lines
/// plainly, prints no prompt, sends errors to standard error and reports failure in its exit
/// status. A one-shot command runs its verb in a shell of its own, as a typed line runs it.
@MainActor
package final class Shell {
    /// The dish the commands act on.
    package let dish: Dish
    /// Whether a person is at the keyboard: prompts, questions and colours are for them.
    package let isInteractive: Bool
    /// How many commands failed so far.
    package private(set) var failureCount = 0
    /// The lines run in this session, oldest first.
    package private(set) var history: [String] = []
    /// The commands that succeeded, as a script replays them: values that were prompted for
    /// are written inline (`open shop.reviews productID=42 sort=newest`).
    private(set) var replayable: [String] = []
    /// What the command running now asks `replayable` to record instead of its line.
    var replayLine: String?
    /// Whether the command running now leaves nothing to replay (`watch` without a screen: it
    /// changed nothing in this session).
    var recordsNothing = false
    /// The variant the session started in, where a saved script starts.
    let startVariant: String
    /// Who was logged in and what was set when the session started, which a saved script sets
    /// up first (`run` starts each file logged out with nothing set).
    let startSession: SessionReplay

    let output: any ShellOutput
    let reader: any LineReader
    /// Colours for standard output.
    let styler: Styler
    /// Colours for standard error, decided by its own terminal.
    let errorStyler: Styler
    /// The number of the input line being run, counting from 1, in the REPL loop.
    private(set) var inputLine: Int?
    /// The REPL's commands, one per verb, in the order `help` lists them.
    let commands: [VerbCommand]
    /// Whether advice names the REPL's commands or the command line's flags.
    var commandStyle = CommandStyle.shell
    /// The command line's own options (`--variant`, `--synthetic`) when the shell runs one verb
    /// of it (`petri check --variant tabs`); `nil` in the REPL.
    var commandLine: PetriCommand.Options?
    private var isRunning = true
    /// Whether the command running now has said that Ctrl-C stopped it.
    private var interruptionWasReported = false

    /// Creates a shell.
    /// - Parameters:
    ///   - isInteractive: Whether standard input and output are a terminal.
    ///   - environment: The process environment (`NO_COLOR`, `TERM`).
    package init(
        dish: Dish,
        reader: any LineReader,
        output: any ShellOutput,
        isInteractive: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.dish = dish
        self.reader = reader
        self.output = output
        self.isInteractive = isInteractive
        startVariant = dish.session.variant
        startSession = SessionReplay(dish.session)
        styler = Styler.forOutput(isTerminal: output.standardOutputIsTerminal, environment: environment)
        errorStyler = Styler.forOutput(isTerminal: output.standardErrorIsTerminal, environment: environment)
        commands = ShellVerbs.commands
        if isInteractive {
            let interaction = ShellInteraction(reader: reader)
            dish.session.interaction = interaction
            interaction.say = { [weak self] in self?.note($0) }
            interaction.supersede = { [weak self] line in self?.supersedePendingNavigation(with: line) }
        }
    }

    /// Reads and runs commands until `quit` or the end of input.
    /// - Returns: The exit status. A script (input that is not a terminal) gets 1 when any
    ///   command failed, so CI notices; a person at a terminal who leaves with `quit` or
    ///   Ctrl-D gets 0 whatever they mistyped on the way, since every error was shown then.
    package func run() async -> Int32 {
        if isInteractive { output.print(banner) }
        while isRunning {
            // The completer reads every command's options from ArgumentParser (milliseconds):
            // made at the first Tab of this line, not before every prompt.
            var completer: Completer?
            let complete: CompletionProvider = { [unowned self] line, cursor in
                if completer == nil { completer = Completer(shell: self) }
                return completer!.complete(line: line, cursor: cursor)
            }
            switch reader.readLine(prompt: prompt, addToHistory: true, completion: complete) {
            case .line(let line):
                inputLine = (inputLine ?? 0) + 1
                if isInteractive {
                    // Ctrl-C while the command runs cancels it and comes back here.
                    interruptionWasReported = false
                    let interrupted = await CommandInterruption.run { [self] in await execute(line) }
                    if interrupted && !interruptionWasReported {
                        note(
                            ShellError.interrupted("too late to stop it: the command had done its work, which stands")
                                .description)
                    }
                } else {
                    await execute(line)
                }
            case .interrupted: continue
            case .endOfInput: isRunning = false
            }
        }
        return isInteractive ? 0 : exitStatus
    }

    /// 0 when every command succeeded, 1 otherwise.
    package var exitStatus: Int32 { failureCount == 0 ? 0 : 1 }

    /// Runs one line. Blank lines and `#` comments do nothing.
    /// - Returns: Whether the command succeeded.
    /// After the command, the main queue is drained (the work the app scheduled runs), so the
    /// next command and the audit start from a settled point.
    @discardableResult
    package func execute(_ line: String) async -> Bool {
        var succeeded = await executeCommand(line)
        if let replacement = (dish.session.interaction as? ShellInteraction)?.takeReplacement() {
            succeeded = await executeCommand(replacement)
            // What the superseded navigation showed goes, if the replacement never navigated.
            dish.abandonHandedOverNavigation()
        }
        if isInteractive {
            MainQueue.drainWithoutSuspending()
        } else {
            await MainQueue.drain()
        }
        warnAboutNewLeaks()
        return succeeded
    }

    private func executeCommand(_ line: String) async -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return true }
        history.append(trimmed)
        replayLine = nil
        recordsNothing = false
        // What the command changes in the session beyond its words (a login accepted at an
        // interceptor's question) goes into a saved script before its line, succeeded or not.
        let sessionBefore = SessionReplay(dish.session)
        let replayMark = replayable.count
        defer {
            let name = (try? CommandLineWords.split(trimmed).texts.first.map { try command(named: $0).name }) ?? nil
            if let name, !SessionReplay.replayedByTheirOwnLine.contains(name) {
                replayable.insert(
                    contentsOf: SessionReplay(dish.session).commands(after: sessionBefore), at: replayMark)
            }
        }
        do {
            let words = try CommandLineWords.split(trimmed).texts
            // What the app's own code raised outside a navigation (a coordinator's start, a
            // screen event) fails the command: the call changed nothing, and on a device the app
            // would have stopped.
            try await run(words)
            if words.first.map({ (try? command(named: $0))?.name }) != "save", !recordsNothing {
                replayable.append(replayLine ?? trimmed)
            }
            return true
        } catch ShellError.reported {
            // Said already, in the command's own report: only counted. After Ctrl-C, that report
            // said what the interruption left unchanged.
            failureCount += 1
            if Task.isCancelled { interruptionWasReported = true }
            return false
        } catch ShellError.cancelled(let what) {
            // The user changed their mind: not a failure.
            note(ShellError.cancelled(what: what).description)
            return true
        } catch ShellError.superseded(let what, let by) {
            // The user followed another link: not a failure either.
            note(ShellError.superseded(what: what, by: by).description)
            return true
        } catch ShellError.interrupted(let what) {
            // Ctrl-C: the command said what it left unchanged.
            note(ShellError.interrupted(what).description)
            interruptionWasReported = true
            return false
        } catch  where Task.isCancelled {
            // Ctrl-C reached a navigation (an interceptor waiting, say): it failed, so it rolled
            // back. UIKit's exceptions it raised on the way are part of that failure.
            _ = UIKitExceptions.takePending()
            note(ShellError.interrupted("\(UserText.quoted(trimmed)) stopped; nothing changed").description)
            interruptionWasReported = true
            return false
        } catch {
            report(error)
            for exception in UIKitExceptions.takePending() { report(PetriRoutingError(raised: exception)) }
            return false
        }
    }

    /// Runs a command given as words, as a typed line gives them: the command its first word
    /// names (or starts), with the words after it.
    func run(_ words: [String]) async throws {
        guard let name = words.first else { return }
        let command = try self.command(named: name)
        try await performing(command.name) { try await command.run(Array(words.dropFirst()), in: self) }
    }

    /// Runs the command `name`'s work: what the app asked the system to open is said after the
    /// command's own output, and what a UIKit call raised outside a navigation fails it.
    func performing(_ name: String, _ work: () async throws -> Void) async throws {
        // What the app asked the system to open, said after the command's own output.
        defer {
            for url in UIApplication.shared.takeOpenedURLs() {
                print(
                    "opened \(UserText.printable(url.absoluteString)) (UIApplication.shared.open: recorded; nothing opens headless)"
                )
            }
        }
        try await work()
        let raised = UIKitExceptions.takePending()
        guard let first = raised.first else { return }
        for later in raised.dropFirst() { report(PetriRoutingError(raised: later)) }
        throw PetriRoutingError(raised: first)
    }

    /// The command named (or aliased) `name`, or the only one whose name starts with it
    /// (`sh` runs `show`).
    /// - Throws: ``ShellError/ambiguousCommand(_:candidates:)`` when several commands start with
    ///   `name`; ``ShellError/unknownCommand(_:suggestions:)`` when none does.
    func command(named name: String) throws -> VerbCommand {
        if let command = commands.first(where: { $0.name == name || $0.aliases.contains(name) }) {
            return command
        }
        let starting = commands.filter { $0.name.hasPrefix(name) }
        if !name.isEmpty, starting.count == 1, let command = starting.first { return command }
        if !name.isEmpty, starting.count > 1 {
            throw ShellError.ambiguousCommand(name, candidates: starting.map(\.name))
        }
        throw ShellError.unknownCommand(name, suggestions: NearMiss.suggestions(for: name, among: commands.map(\.name)))
    }

    /// Prints an error and counts the failure. Every line of a multi-line error starts with
    /// `error:` or is indented under it, and control characters are made visible: input echoed
    /// in a message can never drive the terminal.
    func report(_ error: any Error) {
        failureCount += 1
        let lines = UserText.printable(String(describing: advising(error))).split(
            separator: "\n", omittingEmptySubsequences: false)
        let location = inputLine.map { isInteractive ? "" : "line \($0): " } ?? ""
        var text = errorStyler(.error, "error:") + " " + location + (lines.first ?? "")
        for line in lines.dropFirst() { text += "\n  " + line }
        output.printError(text)
    }

    /// `error` with advice the user can follow where they are: how to meet what the session
    /// lacks (a login), or, on a command line, the flag that chooses a variant.
    func advising(_ error: any Error) -> any Error {
        switch error {
        case var routing as PetriRoutingError:
            guard let requirement = routing.requirement else { return error }
            routing.reason += "; " + commandStyle.advice(for: requirement)
            routing.requirement = nil
            return routing
        case let CatalogError.unavailableInVariant(id, variants, current, nil) where commandStyle == .oneShot:
            return CatalogError.unavailableInVariant(
                id: id, variants: variants, current: current,
                advice: "add --variant \(variants.first ?? current) to the command")
        default:
            return error
        }
    }

    /// `error` with the way out of a dead end added: a screen that cannot be dismissed blocks
    /// every route and gesture until the app is relaunched.
    /// Supersedes the navigation waiting for an interceptor's question with `line` (`link URL`
    /// or `notify …`), typed at the question.
    /// - Returns: why it cannot (a link that does not resolve), or `nil` once it superseded.
    func supersedePendingNavigation(with line: String) -> String? {
        let words = (try? CommandLineWords.split(line).texts) ?? []
        if words.first == "link" {
            guard words.count == 2 else { return "\(UserText.quoted(line)) is not one link: type link and its URL" }
            do {
                _ = try dish.catalog.resolve(deepLink: words[1])
            } catch {
                return UserText.printable(String(describing: error))
            }
        }
        dish.supersedePendingNavigation(by: line)
        return nil
    }

    func namingTheWayOut(_ error: any Error) -> any Error {
        let isDeadEnd =
            switch error {
            case let routing as PetriRoutingError: routing.kind == .cannotBeDismissed
            case HierarchyError.cannotBeDismissed, HierarchyError.noInteractiveDismissal: true
            default: false
            }
        guard isDeadEnd, commandStyle == .shell else { return error }
        return ShellError.invalid("\(error)\n`reset` relaunches the app, or `open` composes a screen afresh")
    }

    /// The leaks already reported, by the object that leaks and what is wrong, so each is said
    /// once — and a second object with the same text is said too.
    private var reportedLeaks: Set<String> = []
    /// How many of the running flow's coordinator diagnostics were printed, and for which
    /// flow's audit.
    private var reportedDiagnostics: (audit: ObjectIdentifier?, count: Int) = (nil, 0)

    /// After a command, says once on standard error that the running flow leaks.
    private func warnAboutNewLeaks() {
        guard let flow = dish.runningFlow else { return }
        // A flow started since the last command has an audit of its own: its notes start over.
        let audit = ObjectIdentifier(flow.audit)
        let printed = reportedDiagnostics.audit == audit ? reportedDiagnostics.count : 0
        for diagnostic in flow.audit.diagnostics.dropFirst(printed) {
            note(errorStyler(.warning, "warning:") + " \(diagnostic)")
        }
        reportedDiagnostics = (audit, flow.audit.diagnostics.count)
        let fresh = dish.leaks().map { "\($0.instance.map { "\($0)" } ?? "") \($0.description)" }.filter {
            !reportedLeaks.contains($0)
        }
        guard !fresh.isEmpty else { return }
        reportedLeaks.formUnion(fresh)
        note(
            errorStyler(.warning, "warning:")
                + " \(fresh.count) new leak\(fresh.count == 1 ? "" : "s") in the flow; `leaks` lists them")
    }

    /// Ends the loop after the current command.
    func stop() {
        isRunning = false
    }

    /// Writes a line to standard output.
    func print(_ text: String) {
        output.print(text)
    }

    /// Writes a note to standard error (interactive chatter that scripts do not want in their
    /// output).
    func note(_ text: String) {
        output.printError(text)
    }

    /// Says how Ctrl-C ended a command that runs until Ctrl-C by design (`watch`): not a
    /// failure, and not "too late to stop it".
    func noteEndedByInterruption(_ text: String) {
        note(text)
        interruptionWasReported = true
    }

    /// The commands that replay the session: who was logged in and what was set at its start,
    /// then the commands that succeeded, with the values asked for written inline.
    var sessionCommands: [String] {
        startSession.commands(after: .fresh) + replayable
    }

    /// The session as a script replays it: the variant it started in (when the catalog has
    /// several), then ``sessionCommands``.
    var sessionScript: [String] {
        (dish.catalog.variants.count > 1 ? ["variant \(startVariant)"] : []) + sessionCommands
    }

    var prompt: String {
        let variant = dish.catalog.variants.count > 1 ? "(\(dish.session.variant))" : ""
        return "\(ToolIdentity.current.name)\(variant)> "
    }

    /// The width to lay text out in: the terminal's, or 80 columns.
    var width: Int {
        isInteractive ? (Terminal.width ?? 80) : 80
    }

    private var banner: String {
        let catalog = dish.catalog
        let groups = Set(catalog.entries.map(\.group)).count
        let lines = [
            "\(ToolIdentity.current.name) — \(catalog.name)\(catalog.deploymentTarget.map { " (iOS \($0))" } ?? ""): \(catalog.entries.count) screens in \(groups) groups, variant \(dish.session.variant)",
            "`list` shows them, `open <screen>` composes one, `help` lists commands; Tab completes, Ctrl-D quits.",
        ]
        return lines.flatMap { TextWrapping.wrap($0, width: width) }.joined(separator: "\n")
    }
}
