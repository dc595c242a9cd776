import Foundation
import PetriDish
@testable import PetriShell
import Testing

/// The sessions of the README and of the shell's article are today's output: each transcript is
/// replayed through an interactive shell on the demo catalog, typing what the transcript shows
/// after each prompt, and what the shell prints, prompts and answers included, must be the
/// transcript byte for byte.
@MainActor
@Suite("The documents' sessions")
struct SessionTranscriptTests {
    /// The documents with a session.
    nonisolated static let documents = [Documents.readme, Documents.article("TheShell")]

    /// Standard output and standard error in one stream, in the order they were written, as a
    /// terminal shows them.
    final class TerminalScreen: ShellOutput {
        private(set) var text = ""
        func print(_ line: String) { text += line + "\n" }
        func printError(_ line: String) { text += line + "\n" }
    }

    /// Types what the transcript shows after each prompt: the transcript's line at the cursor must
    /// start with the prompt the shell shows, and the rest of the line is what the user typed.
    @MainActor
    final class TranscriptTyping: LineReader {
        let screen: TerminalScreen
        private var remaining: ArraySlice<String>
        private(set) var mismatch: String?

        init(transcript: [String], screen: TerminalScreen) {
            self.screen = screen
            remaining = transcript[...]
        }

        nonisolated func readLine(_ request: LineRequest) -> LineInput {
            // The shell reads lines on the main actor, where the screen lives.
            let prompt = request.prompt
            return MainActor.assumeIsolated { type(afterPrompt: prompt) }
        }

        private func type(afterPrompt prompt: String) -> LineInput {
            // Everything the transcript shows before this prompt was output: skip past it.
            let printed = screen.text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let consumed = printed - alreadyShown
            guard consumed >= 0, remaining.count >= consumed else {
                mismatch =
                    mismatch
                    ?? "the shell printed more than the transcript shows before prompt \(UserTextQuote(prompt))"
                return .endOfInput
            }
            remaining = remaining.dropFirst(consumed)
            // The transcript ends here (its last line is the empty one after the final newline).
            guard let line = remaining.first, !(remaining.count == 1 && line.isEmpty) else { return .endOfInput }
            // A prompt answered with Enter ends in a space the document does not keep.
            let answeredWithEnter = line == prompt.trimmingTrailingSpaces
            guard line.hasPrefix(prompt) || answeredWithEnter else {
                mismatch =
                    mismatch
                    ?? "the shell asks \(UserTextQuote(prompt)) where the transcript shows \(UserTextQuote(line))"
                return .endOfInput
            }
            remaining = remaining.dropFirst()
            let typed = answeredWithEnter ? "" : String(line.dropFirst(prompt.count))
            screen.print(prompt + typed)
            alreadyShown = printed + 1
            return .line(typed)
        }

        private var alreadyShown = 0
    }

    nonisolated static func UserTextQuote(_ text: String) -> String { "\"\(text)\"" }

    /// The first fenced block under `## A session` in `document`.
    static func transcript(in document: URL) throws -> String {
        let text = try String(contentsOf: document, encoding: .utf8)
        let section = try #require(
            text.range(of: "\n## A session\n"), "\(Documents.name(of: document)) has no section A session")
        let start = try #require(text.range(of: "```\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```\n", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test("Replaying a document's session prints the document's session", arguments: documents)
    func replay(_ document: URL) async throws {
        let transcript = try Self.transcript(in: document)
        let screen = TerminalScreen()
        let typing = TranscriptTyping(
            transcript: transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            screen: screen)
        let dish = try Dish(catalog: try ShellHarness.catalog(), variant: nil)
        let shell = Shell(
            dish: dish, reader: typing, output: screen, isInteractive: true, environment: ["NO_COLOR": "1"])
        _ = await shell.run()
        #expect(typing.mismatch == nil, "\(typing.mismatch ?? "")")
        let shown = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(\.trimmingTrailingSpaces)
        #expect(shown.joined(separator: "\n") == transcript)
    }

    @Test(
        "A document's session, saved, replays with `run` to the tree it reached, the login it answered included",
        arguments: documents)
    func saveAndReplay(_ document: URL) async throws {
        let transcript = try Self.transcript(in: document)
        let screen = TerminalScreen()
        let typing = TranscriptTyping(
            transcript: transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            screen: screen)
        let catalog = try ShellHarness.catalog()
        let shell = Shell(
            dish: try Dish(catalog: catalog, variant: nil), reader: typing, output: screen, isInteractive: true,
            environment: ["NO_COLOR": "1"])
        _ = await shell.run()
        #expect(
            transcript.contains("Log in as demo? [y/N] y"),
            "the session answers the login question, which the script must replay")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("petri-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.petri").path
        #expect(await shell.execute("save \(file)"))
        let script = try String(contentsOfFile: file, encoding: .utf8)
        #expect(script.contains("\nlogin demo\ngo shop.checkout\n"), "\(script)")

        let outcomes = await ScriptRunner(catalog: catalog, variant: nil).run(file: file)
        let failures = outcomes.compactMap { outcome -> String? in
            guard let failure = outcome.failure else { return nil }
            return "line \(outcome.line.map(String.init) ?? "?"): \(failure)"
        }
        #expect(!outcomes.isEmpty)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

extension StringProtocol {
    /// The text without the spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = String(self)
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
