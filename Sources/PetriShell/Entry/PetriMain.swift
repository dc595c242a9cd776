import ArgumentParser
import Foundation
public import PetriDish
import PetriSupport

/// Starts petri on a catalog: the whole executable is one call.
///
/// ```swift
/// // Sources/petri/main.swift of your app's petri target
/// import PetriShell
/// import MyAppCatalog
///
/// await PetriMain.run(catalog: MyAppCatalog.make)
/// ```
public enum PetriMain {
    /// Parses the command line, runs the REPL or a one-shot command on the catalog `makeCatalog`
    /// builds, and exits with its status.
    ///
    /// - Parameters:
    ///   - makeCatalog: builds the app's catalog.
    ///   - arguments: the command line after the executable's name.
    ///   - tool: the command name, version and history of the tool (``ToolIdentity``); named
    ///     after the executable by default.
    @MainActor
    public static func run(
        catalog makeCatalog: () throws -> ScreenCatalog,
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        tool: ToolIdentity = .fromExecutable
    ) async -> Never {
        ToolIdentity.current = tool
        let output = StandardOutput()
        let command: any ParsableCommand
        do {
            // Shell completion scripts call petri back while it parses (`---completion`), to
            // complete ids and values from the catalog.
            command = try withoutActuallyEscaping(makeCatalog) { catalog in
                CommandLineCompletion.makeCatalog = catalog
                defer { CommandLineCompletion.makeCatalog = nil }
                return try PetriCommand.parseAsRoot(arguments)
            }
        } catch {
            exit(reportParseError(error, arguments: arguments, catalog: makeCatalog, output: output))
        }
        // Each command runs what it names: a verb once, in a one-shot shell, as the REPL runs
        // it; `diff`, `import` and `init` their own work; no command, the REPL. It ends with
        // its exit status.
        OneShot.output = output
        OneShot.arguments = arguments
        let status = await withoutActuallyEscaping(makeCatalog) { makeCatalog -> Int32 in
            OneShot.makeCatalog = makeCatalog
            defer { OneShot.makeCatalog = nil }
            do {
                if let command = command as? any OneShotCommand {
                    try await command.execute()
                } else {
                    var command = command
                    try command.run()
                }
                return 0
            } catch let code as ExitCode {
                return code.rawValue
            } catch {
                // ArgumentParser's own commands (help) end by throwing what it renders.
                return reportParseError(error, arguments: arguments, catalog: makeCatalog, output: output)
            }
        }
        exit(status)
    }

    /// Prints what ArgumentParser made of a bad command line, in petri's own words: help and
    /// `--version` on standard output (help followed by the catalog's variants); mistakes as
    /// `error: …` with a near miss for a mistyped command, then the usage, on standard error.
    /// - Returns: The exit status.
    @MainActor
    static func reportParseError(
        _ error: any Error, arguments: [String], catalog makeCatalog: () throws -> ScreenCatalog,
        output: any ShellOutput
    ) -> Int32 {
        let names = PetriCommand.configuration.subcommands.map { $0._commandName } + ["help"]
        var positional: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--variant" || argument == "--synthetic" { skipNext = true; continue }
            if !argument.hasPrefix("-") { positional.append(argument) }
        }
        let status = PetriCommand.exitCode(for: error)
        var message = PetriCommand.message(for: error)
        if status == .success,
            arguments.contains(where: { $0 == "--generate-completion-script" || $0 == "---completion" })
        {
            // ArgumentParser's completion script, or its answer to the script: as it is.
            output.print(PetriCommand.fullMessage(for: error))
            return 0
        }
        if let word = positional.first, !names.contains(word),
            let advice = ReplOnlyAdvice.message(
                for: word, arguments: arguments,
                replCommands: ShellVerbs.all.filter { !names.contains($0.name) }.flatMap { [$0.name] + $0.aliases },
                tool: ToolIdentity.current.name)
        {
            // `petri go shop.cart`: a command of the REPL, with how to run it.
            output.printError("error: " + UserText.printable(advice))
            return ExitCode.validationFailure.rawValue
        }
        if let word = positional.first, !names.contains(word) {
            // `petri lst`: ArgumentParser would call it an unexpected argument of petri itself.
            message =
                "unknown command \(UserText.quoted(word))"
                + NearMiss.didYouMean(NearMiss.suggestions(for: word, among: names))
                + " (commands: \(names.joined(separator: ", ")); \(ToolIdentity.current.name) alone starts the shell)"
        } else if positional.first == "help", let word = positional.dropFirst().first, !names.contains(word) {
            message =
                "there is no command \(UserText.quoted(word)) to explain"
                + NearMiss.didYouMean(NearMiss.suggestions(for: word, among: names))
                + " (commands: \(names.joined(separator: ", ")))"
        } else if status == .success {
            var text = PetriCommand.fullMessage(for: error)
            if arguments.contains(where: { $0 == "--help" || $0 == "-h" || $0 == "help" }),
                helpMentionsVariants(positional),
                let catalog = try? makeCatalog()
            {
                text +=
                    "\n\nVARIANTS:\n" + catalog.variants.map { "  \($0.name)  \($0.summary)" }.joined(separator: "\n")
            }
            output.print(text)
            return 0
        }
        // ArgumentParser's own messages are printed as it words them, never rewritten.
        message = message.trimmingCharacters(in: .whitespacesAndNewlines)
        output.printError("error: " + UserText.printable(message))
        let subcommand = PetriCommand.configuration.subcommands.first { $0._commandName == positional.first }
        let usage = subcommand.map { PetriCommand.usageString(for: $0) } ?? PetriCommand.usageString()
        output.printError("usage: " + usage.trimmingCharacters(in: .whitespacesAndNewlines))
        return status == .success ? ExitCode.validationFailure.rawValue : status.rawValue
    }

    /// The status of a command that Ctrl-C stopped: 128 + SIGINT, as a shell reports it.
    static let interruptedStatus: Int32 = 130

    /// Whether the help the command line asks for is of a command a variant applies to (the
    /// shell's, or a one-shot command that ``RunsInVariant``), so ends with the catalog's
    /// variants: not `import` or `diff`, which run no catalog.
    static func helpMentionsVariants(_ positional: [String]) -> Bool {
        let words = positional.first == "help" ? Array(positional.dropFirst()) : positional
        guard let name = words.first else { return true }
        let command = PetriCommand.configuration.subcommands.first { $0._commandName == name }
        return command.map { $0 is any RunsInVariant.Type } ?? false
    }

    /// A new session for a one-shot command, logged in and set as its options say before anything
    /// launches, so the variant's launch reads them.
    @MainActor
    static func session(settings: [String], login: Bool = false) throws -> DishSession {
        let session = DishSession(variant: "")
        try apply(settings, to: session)
        if login { try session.logIn(as: "demo") }
        return session
    }

    /// Applies `--set name=value` options to `session`, through its own checks.
    @MainActor
    static func apply(_ settings: [String], to session: DishSession) throws {
        for setting in settings {
            guard let word = NameValueWord(setting) else {
                throw ShellError.invalid("--set takes name=value, not \(UserText.quoted(setting))")
            }
            try session.set(word.name, to: word.value.isEmpty ? nil : word.value)
        }
    }

    /// `petri diff`: 0 when nothing changed, 1 when something did, 2 on bad input.
    @MainActor
    static func runDiff(_ command: DiffExports, output: any ShellOutput) -> Int32 {
        func read(_ path: String) throws -> ExportedCatalog {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let file = isDirectory.boolValue ? (path as NSString).appendingPathComponent("catalog.json") : path
            guard exists, let data = FileManager.default.contents(atPath: file) else {
                throw ShellError.invalid(
                    "cannot read \(UserText.quoted(file)): "
                        + (exists ? "no catalog.json in it (export with --format json)" : "no such file or directory"))
            }
            do {
                return try ExportedCatalog(json: data)
            } catch {
                throw ShellError.invalid("\(UserText.quoted(file)) is \(error)")
            }
        }
        do {
            let changes = NavigationChanges(from: try read(command.old), to: try read(command.new))
            output.print(command.json ? try DocumentEncoding.json(changes) : changes.render())
            return changes.isEmpty ? 0 : 1
        } catch {
            output.printError("error: \(UserText.printable(String(describing: error)))")
            return 2
        }
    }

    /// The REPL: libedit at a terminal, plain lines otherwise.
    @MainActor
    static func runShell(on catalog: ScreenCatalog, variant: String?, output: any ShellOutput) async -> Int32 {
        do {
            let dish = try Dish(catalog: catalog, variant: variant)
            if isatty(STDIN_FILENO) == 1, !Terminal.isInteractive, output.standardErrorIsTerminal {
                // `petri | tee log`: a person types, but prompts and line editing would go into the pipe.
                output.printError(
                    "\(ToolIdentity.current.name): standard output is not a terminal, so there is no prompt, completion or question; type one command a line, Ctrl-D ends"
                )
            }
            let shell = Shell(
                dish: dish, reader: Terminal.makeLineReader(), output: output, isInteractive: Terminal.isInteractive)
            return await shell.run()
        } catch {
            output.printError("error: \(error)")
            return 1
        }
    }
}
