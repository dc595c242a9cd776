import ArgumentParser
import Foundation
import PetriSupport

/// `petri import <app sources> --output <folder>`: runs `petri-import`, built from `Import/` (a
/// package of its own, so swift-syntax stays out of petri's build), with the same arguments.
struct ImportApp: OneShotCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Generate headless stand-ins for an app's view controllers, context types and storyboards, and copy its navigation files.",
        discussion: """
            Runs petri-import, built from Import/ (make import-tool), or the one PETRI_IMPORT names. The output depends only on \
            the sources: regenerate it in CI with --check, which fails when it drifted. Navigation files are found unless \
            --no-discover: files that import RouteComposer, or declare a type named ...Coordinator, ...Router or ...Flow, or \
            conforming to a ...Coordinator or ...Coordinating protocol (test files never). IMPORT-REPORT.md says why each was \
            chosen, what was copied, what became an opaque stand-in, which modules petri does not have, and what in the navigation \
            files is UIKit outside the model, with the file and the line. The import does not compile its output: \
            `petri init <folder> --from <output>` makes a package that builds it.
            """)

    @Argument(help: "The folder of the app's sources.", completion: .directory)
    var sources: String

    @Option(name: .shortAndLong, help: "The folder to write into.", completion: .directory)
    var output: String

    @Option(
        name: .customLong("navigation"),
        help: "A navigation file to copy besides those found, by its path under the sources (repeat it).")
    var navigationFiles: [String] = []

    @Flag(
        name: .customLong("no-discover"),
        help:
            "Copy only the --navigation files: do not look for files that import RouteComposer or declare coordinators, routers and flows."
    )
    var noDiscover = false

    @Option(
        name: .customLong("exclude"),
        help: "A file found that is not a navigation file, by its path under the sources (repeat it).")
    var excluded: [String] = []

    @Flag(
        name: .customLong("catalog"),
        help:
            "Also write ImportedCatalog.swift: every destination of a RouteComposer configuration, or, without one, every view controller as a screen and every coordinator's start() as a flow."
    )
    var writesCatalog = false

    @Flag(help: "Write nothing: fail when the output folder differs from what the import would write.")
    var check = false

    /// The arguments `petri-import` takes for this command line.
    var forwardedArguments: [String] {
        var arguments = [sources, "--output", output]
        for file in navigationFiles { arguments += ["--navigation", file] }
        if noDiscover { arguments.append("--no-discover") }
        for file in excluded { arguments += ["--exclude", file] }
        if writesCatalog { arguments.append("--catalog") }
        if check { arguments.append("--check") }
        return arguments
    }

    func execute() async throws {
        try OneShot.finish(Self.run(forwardedArguments, output: OneShot.output))
    }

    /// Runs `petri-import` with `arguments`, its output passed through.
    /// - Returns: its exit status, or 2 when it cannot be found or started.
    @MainActor
    static func run(_ arguments: [String], output: any ShellOutput) -> Int32 {
        guard let tool = tool() else {
            output.printError(
                "error: petri import runs petri-import, which is not built: run `make import-tool` "
                    + "(swift build --package-path Import) in petri's folder, or set PETRI_IMPORT to its path")
            return 2
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            output.printError("error: cannot run \(tool.path): \(error.localizedDescription)")
            return 2
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Where `petri-import` is: PETRI_IMPORT, else next to this executable, else in petri's own
    /// `Import/.build`, else on the PATH.
    static func tool() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["PETRI_IMPORT"] {
            return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let folder = executable.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("petri-import"))
            // petri's repository: .build/<triple>/<configuration>/petri, or .build/<configuration>/petri.
            var up = folder
            for _ in 0..<4 {
                up = up.deletingLastPathComponent()
                for configuration in ["release", "debug"] {
                    candidates.append(up.appendingPathComponent("Import/.build/\(configuration)/petri-import"))
                }
            }
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(URL(fileURLWithPath: String(folder)).appendingPathComponent("petri-import"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
