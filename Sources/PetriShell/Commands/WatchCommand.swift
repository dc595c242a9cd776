import ArgumentParser
import Foundation
import PetriDish
import PetriSupport

/// `watch`: the edit-build-look loop for a screen — in the REPL and as `petri watch`, one
/// declaration.
struct WatchVerb: ShellVerb {
    static let name = "watch"
    static let summary = "rebuild the tool when its sources change, replay this session and print the new tree"
    static let details = """
        With a screen, opens it first, as open does. Then watches the sources of the package that
        builds this tool (Swift, C and the manifest; not .build or hidden folders): each change
        rebuilds the tool with swift build, showing the compiler's progress, starts the new build,
        replays this session in it (the login, variant, settings and commands save would write)
        and prints the tree it reaches and what changed since the last build. A build error is
        shown in a few lines and the last good tree stays; a screen that no longer exists, or a
        value its context no longer takes, is said with a near miss. Ctrl-C ends it; this shell
        goes on in the build it started with. --package, --scratch-path and --product say which
        package, build folder and product to build when the tool does not run from its own.
        --svg FILE writes the picture of the tree to FILE, and again after each new build.
        """
    static let arguments = ArgumentKind.screenWithValues
    static let isOnCommandLine = true

    @Argument(
        help: "A screen to open first, such as shop.product.", completion: .custom(CommandLineCompletion.candidates))
    var screen: String?

    @Argument(
        help: ArgumentHelp("An example's name, and name=value pairs.", valueName: "example|name=value"),
        completion: .custom(CommandLineCompletion.candidates))
    var values: [String] = []

    @Option(
        help: ArgumentHelp("The package that builds the tool (found from where it runs).", valueName: "folder"),
        completion: .directory)
    var package: String?

    @Option(
        help: ArgumentHelp("SwiftPM's build folder for it (found from where the tool runs).", valueName: "folder"),
        completion: .directory)
    var scratchPath: String?

    @Option(help: ArgumentHelp("The executable product to build (the tool's own).", valueName: "name"))
    var product: String?

    @OptionGroup var picture: PictureOption

    func run(in shell: Shell) async throws {
        let running = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        try picture.check()
        let watched = try WatchedPackage.locate(
            executable: running, package: package, scratchPath: scratchPath, product: product,
            tool: ToolIdentity.current.name)
        var lines = shell.sessionScript
        var commandCount = shell.sessionCommands.count
        if let screen {
            try await shell.run(["open", screen] + values)
            if let opened = shell.replayLine {
                lines.append(opened)
                commandCount += 1
            }
        } else {
            shell.recordsNothing = true
        }
        try picture.write(shell.snapshot(), in: shell, json: true)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "petri-watch-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        let script = folder.appendingPathComponent("session.petri")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
        } catch {
            throw ShellError.invalid("cannot write the session's script to \(UserText.quoted(script.path)): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let watch = WatchRun(
            WatchSession(
                shell: shell, package: watched, script: script,
                commandCount: commandCount, lastTree: shell.snapshot(),
                runningExecutable: running, picture: picture))
        if shell.commandStyle == .oneShot {
            // On the command line Ctrl-C would end the process with the build half done: it
            // ends the watch instead, as in the REPL.
            _ = await CommandInterruption.run { await watch.run() }
        } else {
            await watch.run()
        }
        if let failure = watch.failure { throw failure }
        shell.noteEndedByInterruption("watch ended; this shell goes on in the build it started with")
    }
}

/// A watch session and how it failed, if it did, for a task of its own.
@MainActor
private final class WatchRun {
    private let session: WatchSession
    private(set) var failure: (any Error)?

    init(_ session: WatchSession) {
        self.session = session
    }

    func run() async {
        var running = session
        do { try await running.run() } catch { failure = error }
    }
}
