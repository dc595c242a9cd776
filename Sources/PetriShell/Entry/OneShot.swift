import ArgumentParser
import PetriDish

/// What a one-shot command runs on: the catalog the tool was started with and where it writes.
/// ``PetriMain/run(catalog:arguments:tool:)`` sets them, then runs whichever command the command
/// line names: a verb runs in a one-shot shell through ``run(_:root:session:)``.
@MainActor
enum OneShot {
    /// Builds the app's catalog, while a command runs.
    static var makeCatalog: (() throws -> ScreenCatalog)?
    /// Where results and errors go.
    static var output: any ShellOutput = StandardOutput()
    /// The command line the tool was run with, after the executable's name, when it runs as
    /// its own process: what `check` gives the processes it shares compositions with.
    static var arguments: [String]?

    /// The catalog a command runs on: a generated one with `--synthetic`, the app's otherwise.
    static func catalog(_ root: PetriCommand.Options) throws -> ScreenCatalog {
        let catalog: ScreenCatalog
        if let synthetic = root.synthetic {
            catalog = try SyntheticCatalog.make(screens: synthetic.screens, seed: synthetic.seed)
        } else {
            guard let makeCatalog else { throw ShellError.invalid("no catalog to run on") }
            catalog = try makeCatalog()
        }
        // In the tool's own process, the catalog lives until the process exits: tearing down ten
        // thousand entries on the way out is work nobody waits for (7% of a 10,000-screen start).
        if arguments != nil { keptUntilExit.append(catalog) }
        return catalog
    }

    /// The catalogs made in this process, when it is the tool's own.
    private static var keptUntilExit: [ScreenCatalog] = []

    /// Runs `verb` once, in an app launched as `session` says, in a one-shot shell that knows
    /// the command line's `root` options. It prompts only when standard input is a terminal.
    /// - Throws: ``ExitCode`` with the verb's status, always: 0, 1 when it failed (said on
    ///   standard error), 130 when Ctrl-C stopped it.
    static func run<Verb: ShellVerb>(_ verb: Verb, root: PetriCommand.Options, session: Verb.CommandLineSession)
        async throws -> Never
    {
        let status: Int32
        do {
            let dish = try session.dish(on: try catalog(root), root: root)
            let interactive = Terminal.isInteractive
            let reader: any LineReader = interactive ? Terminal.makeLineReader() : PlainLineReader()
            let shell = Shell(dish: dish, reader: reader, output: output, isInteractive: interactive)
            shell.commandStyle = .oneShot
            shell.commandLine = root
            do {
                try await shell.performing(Verb.name) { try await verb.run(in: shell) }
                status = shell.exitStatus
            } catch ShellError.reported {
                // The verb's own report said why (a check's table, a script's failures).
                status = 1
            } catch ShellError.interrupted(let what) {
                output.printError(ShellError.interrupted(what).description)
                status = PetriMain.interruptedStatus
            } catch {
                shell.report(error)
                status = shell.exitStatus
            }
        } catch {
            output.printError("error: \(error)")
            status = 1
        }
        throw ExitCode(status)
    }

    /// Ends a command with `status`.
    static func finish(_ status: Int32) throws -> Never {
        throw ExitCode(status)
    }
}
