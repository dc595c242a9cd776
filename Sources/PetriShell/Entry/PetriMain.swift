import ArgumentParser
import Foundation
public import PetriDish

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
    @MainActor
    public static func run(
        catalog makeCatalog: @MainActor () throws -> ScreenCatalog,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) async -> Never {
        let command: any ParsableCommand
        do {
            command = try PetriCommand.parseAsRoot(arguments)
        } catch {
            PetriCommand.exit(withError: error)
        }
        let output = StandardOutput()
        do {
            let catalog = try makeCatalog()
            switch command {
            case let root as PetriCommand:
                let status = await runShell(on: catalog, variant: root.variant, output: output)
                exit(status)
            case let list as ListScreens:
                exit(await runOnce(list.words, on: catalog, variant: list.root.variant, output: output))
            case let show as ShowScreen:
                exit(await runOnce(show.words, on: catalog, variant: show.root.variant, output: output))
            case let open as OpenScreen:
                exit(await runOnce(open.words, on: catalog, variant: open.root.variant, login: open.login, output: output))
            default:
                // ArgumentParser's own commands (help): it renders their output and exit status.
                do {
                    var command = command
                    try command.run()
                    exit(0)
                } catch {
                    PetriCommand.exit(withError: error)
                }
            }
        } catch {
            output.printError("error: \(error)")
            exit(1)
        }
    }

    /// The REPL: libedit at a terminal, plain lines otherwise.
    @MainActor
    static func runShell(on catalog: ScreenCatalog, variant: String?, output: any ShellOutput) async -> Int32 {
        do {
            let dish = try Dish(catalog: catalog, variant: variant)
            if isatty(STDIN_FILENO) == 1, !Terminal.isInteractive, output.standardErrorIsTerminal {
                // `petri | tee log`: a person types, but prompts and line editing would go into the pipe.
                output.printError("petri: standard output is not a terminal, so there is no prompt, completion or question; type one command a line, Ctrl-D ends")
            }
            let shell = Shell(dish: dish, reader: Terminal.makeLineReader(), output: output, isInteractive: Terminal.isInteractive)
            return await shell.run()
        } catch {
            output.printError("error: \(error)")
            return 1
        }
    }

    /// One command, through the REPL's implementation. It prompts only when standard input is a
    /// terminal.
    @MainActor
    static func runOnce(_ words: [String], on catalog: ScreenCatalog, variant: String?, login: Bool = false, output: any ShellOutput) async -> Int32 {
        do {
            let dish = try Dish(catalog: catalog, variant: variant)
            dish.session.commandStyle = .oneShot
            if login { try dish.session.logIn(as: "demo") }
            let interactive = Terminal.isInteractive
            let reader: any LineReader = interactive ? Terminal.makeLineReader() : PlainLineReader()
            let shell = Shell(dish: dish, reader: reader, output: output, isInteractive: interactive)
            do {
                try await shell.run(words)
            } catch {
                shell.report(error)
            }
            return shell.exitStatus
        } catch {
            output.printError("error: \(error)")
            return 1
        }
    }
}
