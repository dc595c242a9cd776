import ArgumentParser
import Foundation
import PetriImportKit

/// `petri-import <app sources> --output <folder>`: what `petri import` and the package plugin run.
@main
struct PetriImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "petri import",
        abstract:
            "Generate headless stand-ins for an app's view controllers, its context types and storyboards, and copy its navigation files.",
        discussion: """
            The output depends only on the sources: regenerate it in CI and fail on a difference (--check).
            Navigation files are found unless --no-discover: files that import RouteComposer, or declare a type named ...Coordinator, \
            ...Router or ...Flow, or conforming to a ...Coordinator or ...Coordinating protocol (test files never).
            IMPORT-REPORT.md says why each navigation file was chosen, what was copied, what became an opaque stand-in, which \
            modules petri does not have (their imports commented out), and what in the navigation files is UIKit outside the \
            model. The import does not compile its output: `petri init <folder> --from <output>` makes a package that builds it.
            """)

    @Argument(help: "The folder of the app's sources.", completion: .directory)
    var sources: String

    @Option(
        name: .shortAndLong, help: "The folder to write into (created; files the import writes are replaced).",
        completion: .directory)
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

    /// The generated files differ from what the sources give.
    struct Drift: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses the command line and runs; a mistake or a drift is one `error:` line on standard
    /// error and exit status 1, as petri's own commands print them.
    static func main() {
        do {
            let parsed = try parseAsRoot()
            guard let command = parsed as? PetriImportCommand else { return }
            try command.run()
        } catch let error as ImportError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            Foundation.exit(1)
        } catch let error as Drift {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            Foundation.exit(1)
        } catch {
            exit(withError: error)
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: sources)
        let result = try AppImport(
            sources: AppSources.read(from: folder),
            options: .init(
                navigationFiles: navigationFiles, writesCatalog: writesCatalog, discoversNavigation: !noDiscover,
                excluded: excluded)
        ).run()
        let outputFolder = URL(fileURLWithPath: output)
        if check {
            let stale = result.files.filter { file in
                (try? String(contentsOf: outputFolder.appendingPathComponent(file.path), encoding: .utf8)) != file.text
            }
            guard stale.isEmpty else {
                throw Drift(
                    description: (stale.count == 1
                        ? "1 generated file differs" : "\(stale.count) generated files differ")
                        + " from the app's sources: "
                        + stale.prefix(5).map(\.path).joined(separator: ", ") + (stale.count > 5 ? ", …" : "")
                        + " — run petri import again without --check")
            }
            print(
                result.files.count == 1
                    ? "1 generated file matches the app's sources"
                    : "\(result.files.count) generated files match the app's sources")
            return
        }
        for file in result.files {
            let url = outputFolder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
        }
        print(
            "wrote \(result.files.count) file\(result.files.count == 1 ? "" : "s") to \(output); the report: \(outputFolder.appendingPathComponent("IMPORT-REPORT.md").path)"
        )
        print(
            "\(result.navigation.count) navigation file\(result.navigation.count == 1 ? "" : "s") copied"
                + (noDiscover ? "" : " (found or listed: the report says why each)"))
        if result.findings > 0 {
            print(
                "\(result.findings) use\(result.findings == 1 ? "" : "s") of UIKit outside the navigation model, which petri does not have: see the report"
            )
        }
        if !result.missingModules.isEmpty {
            print(
                "imports of modules petri does not have, commented out: "
                    + result.missingModules.keys.sorted().joined(separator: ", "))
        }
        print("not compiled: to verify, petri init <folder> --from \(output), then swift build in the new package")
    }
}
