import Foundation
import Testing
@testable import PetriShell
import PetriSupport

/// Every `petri …` command the README, the articles and `docs/` show in a shell block runs on the
/// demo catalog and succeeds (issue 6, defect 9: the docs showed a command that did not exist).
@Suite("Documented commands", .oneProcessAtATime)
struct DocumentedCommandTests {
    /// The package's root directory.
    static let root = Documents.root

    /// The `petri` command lines of the shell blocks (```sh) of `file`: the words before any
    /// pipe, redirection or comment.
    static func commands(in file: URL) throws -> [[String]] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var commands: [[String]] = []
        var inShellBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShellBlock = !inShellBlock && (line == "```sh" || line == "```bash" || line == "```shell")
                continue
            }
            guard inShellBlock, line.hasPrefix("petri ") || line == "petri" else { continue }
            // The words before a pipe or a redirection.
            let command =
                line.split(separator: "|", maxSplits: 1).first.map(String.init)?
                .components(separatedBy: " > ").first ?? ""
            let words = try CommandLineWords.split(command.components(separatedBy: "#").first ?? "").texts
            commands.append(Array(words.dropFirst()))
        }
        return commands
    }

    static var documents: [URL] {
        Documents.guides + Documents.references
    }

    @Test("The README, the articles and docs show petri commands, and each one succeeds", arguments: documents)
    func documentedCommandsRun(_ document: URL) async throws {
        let commands = try Self.commands(in: document)
        let binary = try PetriBinary.require()
        // In a scratch directory, since a documented command may write a file (check --junit),
        // that sees the package's Catalog, docs and examples, which documented commands read.
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["Catalog", "docs", "Examples"] {
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent(folder),
                withDestinationURL: Self.root.appendingPathComponent(folder))
        }
        var skippedImport = false
        for arguments in commands {
            // `petri import` runs petri-import, which `make test` builds first (make import-tool);
            // ImportCommandTests says so when it is missing. An `init --from` reads what the
            // import would have written, so it is skipped with it.
            if arguments.first == "import", !ImportCommandTests.toolIsBuilt {
                skippedImport = true
                continue
            }
            if skippedImport, arguments.first == "init", arguments.contains("--from") { continue }
            let result = try await Subprocess.run(
                URL(fileURLWithPath: "/bin/sh"),
                ["-c", #"cd "$0" && exec "$@""#, directory.path, binary.path] + arguments,
                environment: PetriBinary.environment(stateHome: directory))
            #expect(
                result.status == 0,
                "\(document.lastPathComponent): petri \(arguments.joined(separator: " ")) failed: \(result.standardError)"
            )
        }
    }

    @Test("Between them the README, the articles and docs show at least the one-shot commands")
    func documentsShowCommands() throws {
        let all = try Self.documents.flatMap { try Self.commands(in: $0) }
        let names = Set(all.compactMap(\.first))
        #expect(names.isSuperset(of: ["list", "show", "open", "tree"]), "\(names)")
    }
}
