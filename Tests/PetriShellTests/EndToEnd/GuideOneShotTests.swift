import Foundation
import Testing

/// Issue 31: every one-shot command the README and the articles show runs as written — by a
/// shell, with `petri` on the PATH as `make install` puts it there, each document top to bottom
/// in a folder of its own as a reader follows along — and exits as the document implies.
@Suite("The guides' one-shot commands", .oneProcessAtATime)
struct GuideOneShotTests {
    /// A `petri …` command line shown in one of a document's code blocks.
    struct OneShot: CustomStringConvertible {
        /// The document, by path under the package.
        var document = "README.md"
        /// Its line in the document, from 1.
        var line: Int
        /// The line as written, without a leading `$ `.
        var command: String
        /// The exit status the document implies: 0, unless a comment says `exits N` or `fails`
        /// (any status but 0); `nil` when it does not matter (`|| true`).
        var expectedStatus: ExpectedStatus

        enum ExpectedStatus: Equatable {
            case exactly(Int32)
            case failure
            case any
        }

        var description: String { "\(document):\(line): \(command)" }
    }

    /// The one-shot commands of `markdown`: the lines starting with `petri ` in a block marked
    /// `sh`, `bash`, `shell` or `console`, or in an unmarked block whose every line is such a
    /// command (an unmarked block with anything else, such as the session with its prompts and
    /// output, is a transcript).
    static func oneShots(in markdown: String) -> [OneShot] {
        var result: [OneShot] = []
        var block: [(number: Int, text: String)] = []
        var fence: String?
        for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            guard line.hasPrefix("```") else {
                if fence != nil { block.append((index + 1, line)) }
                continue
            }
            guard let language = fence else {
                fence = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                block = []
                continue
            }
            fence = nil
            let commands = block.compactMap { entry -> OneShot? in
                var text = entry.text.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("$ ") { text = String(text.dropFirst(2)) }
                guard text.hasPrefix("petri ") || text == "petri" else { return nil }
                return OneShot(line: entry.number, command: text, expectedStatus: expectedStatus(of: text))
            }
            let meaningful = block.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
            if ["sh", "bash", "shell", "console"].contains(language)
                || (language.isEmpty && commands.count == meaningful.count)
            {
                result += commands
            }
        }
        return result
    }

    /// What a command line's own words say about how it ends (see `OneShot.expectedStatus`).
    static func expectedStatus(of command: String) -> OneShot.ExpectedStatus {
        if command.contains("|| true") { return .any }
        guard let hash = command.range(of: " #") else { return .exactly(0) }
        let comment = command[hash.upperBound...].lowercased()
        if let match = comment.firstMatch(of: /exits (\d+)/), let status = Int32(match.1) { return .exactly(status) }
        return comment.contains("fails") ? .failure : .exactly(0)
    }

    /// `command` with each redirection to an absolute path (but `/dev/…`) sent under `root`
    /// instead, so that `> /etc/bash_completion.d/petri` writes into the test's folder; the
    /// parent folders made.
    static func confiningRedirections(_ command: String, to root: URL) throws -> String {
        var result = command
        for match in command.matches(of: /(>{1,2}) *(\/(?!dev\/)[^\s;|&]+)/).reversed() {
            let target = root.appendingPathComponent(String(match.2))
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            result.replaceSubrange(match.range, with: "\(match.1) '\(target.path)'")
        }
        return result
    }

    @Test(
        "The reading of code blocks: commands in shell blocks and command-only blocks, not in transcripts; the status a comment implies"
    )
    func reading() {
        let markdown = """
            ```sh
            make run
            petri list --json
            $ petri check --tag nope   # exits 1
            ```
            A session:
            ```
            petri — Shop: 51 screens
            petri(tabs)> open shop.home
            ```
            ```
            petri open shop.product productID=42
            petri diff a b || true
            ```
            ```swift
            petri show x
            ```
            """
        let found = Self.oneShots(in: markdown)
        #expect(
            found.map(\.command) == [
                "petri list --json", "petri check --tag nope   # exits 1", "petri open shop.product productID=42",
                "petri diff a b || true",
            ])
        #expect(found.map(\.line) == [3, 4, 12, 13])
        #expect(found.map(\.expectedStatus) == [.exactly(0), .exactly(1), .exactly(0), .any])
        #expect(Self.expectedStatus(of: "petri run broken.petri   # fails at line 2") == .failure)
    }

    @Test("A redirection to an absolute path is sent into the test's folder")
    func redirections() throws {
        let root = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let command = try Self.confiningRedirections(
            "petri --generate-completion-script bash > /etc/bash_completion.d/petri   # or zsh", to: root)
        #expect(
            command == "petri --generate-completion-script bash > '\(root.path)/etc/bash_completion.d/petri'   # or zsh"
        )
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("etc/bash_completion.d").path, isDirectory: &isDirectory)
                && isDirectory.boolValue)
        #expect(
            try Self.confiningRedirections("petri check --junit check.xml > out.txt", to: root)
                == "petri check --junit check.xml > out.txt")
    }

    /// The one-shot commands of `document`, each naming it.
    static func oneShots(inDocument document: URL) throws -> [OneShot] {
        try oneShots(in: String(contentsOf: document, encoding: .utf8)).map { oneShot in
            var named = oneShot
            named.document = Documents.name(of: document)
            return named
        }
    }

    @Test("The README and the articles show a dozen one-shot commands and more, the README some of them")
    func guidesShowCommands() throws {
        let commands = try Documents.guides.flatMap { try Self.oneShots(inDocument: $0) }
        // Fewer means the reading above broke.
        #expect(commands.count >= 12, "found only \(commands.count) one-shot commands in the guides: \(commands)")
        #expect(try !Self.oneShots(inDocument: Documents.readme).isEmpty)
    }

    @Test(
        "Each one-shot command in a guide runs as written, with petri on the PATH, and exits as the guide implies",
        .enabled(
            if: ImportCommandTests.toolIsBuilt,
            "the guides run petri import, which needs petri-import: make test builds it first (make import-tool)"),
        arguments: Documents.guides)
    func guideOneShotsRun(_ document: URL) async throws {
        let commands = try Self.oneShots(inDocument: document)
        let binary = try PetriBinary.require()
        // A reader's folder: petri's own Catalog and Examples, which the commands name, and a
        // bin folder with `petri` in it, as `make install` makes the PATH.
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let work = directory.appendingPathComponent("work")
        let bin = directory.appendingPathComponent("bin")
        for folder in [work, bin] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for folder in ["Catalog", "Examples"] {
            try FileManager.default.createSymbolicLink(
                at: work.appendingPathComponent(folder),
                withDestinationURL: Documents.root.appendingPathComponent(folder))
        }
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("petri"), withDestinationURL: binary)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = PetriBinary.environment(stateHome: directory, extra: ["PATH": path])
        for oneShot in commands {
            let command = try Self.confiningRedirections(oneShot.command, to: directory)
            let result = try await Subprocess.run(
                URL(fileURLWithPath: "/bin/sh"), ["-c", #"cd "$0" && eval "$1""#, work.path, command],
                environment: environment)
            let report =
                "\(oneShot): exit status \(result.status)\nstandard error:\n\(Subprocess.tail(result.standardError))"
            switch oneShot.expectedStatus {
            case .exactly(let status):
                #expect(result.status == status, "\(report)\n(expected \(status))")
            case .failure:
                #expect(result.status != 0, "\(report)\n(the document shows it failing)")
            case .any:
                break
            }
            if result.status == 127 {
                Issue.record("\(oneShot): the shell did not find a command (status 127): \(result.standardError)")
            }
        }
    }
}
