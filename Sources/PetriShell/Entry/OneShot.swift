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

    /// Runs `verb` once, in an app launched in a session set up as `session` says. It prompts
    /// only when standard input is a terminal.
    /// - Throws: ``ExitCode`` with the verb's status, always.
    static func run(_ verb: some ShellVerb, root: PetriCommand.Options, session: SessionOptions) async throws -> Never {
        throw ExitCode(
            await status(root: root, login: session.login, settings: session.settings) { shell in
                try await shell.performing(Swift.type(of: verb).name) { try await verb.run(in: shell) }
            })
    }

    /// Runs `body` in a one-shot shell on the catalog, in an app launched in a session set up as
    /// the options say, and returns the shell's exit status.
    private static func status(
        root: PetriCommand.Options, login: Bool, settings: [String], _ body: (Shell) async throws -> Void
    ) async -> Int32 {
        do {
            let catalog = try catalog(root)
            let session = try PetriMain.session(settings: settings, login: login)
            let dish = try Dish(catalog: catalog, variant: try root.singleVariant(), session: session)
            let interactive = Terminal.isInteractive
            let reader: any LineReader = interactive ? Terminal.makeLineReader() : PlainLineReader()
            let shell = Shell(dish: dish, reader: reader, output: output, isInteractive: interactive)
            shell.commandStyle = .oneShot
            do {
                try await body(shell)
            } catch {
                shell.report(error)
            }
            return shell.exitStatus
        } catch {
            output.printError("error: \(error)")
            return 1
        }
    }

    /// Ends a command with `status`.
    static func finish(_ status: Int32) throws -> Never {
        throw ExitCode(status)
    }
}
