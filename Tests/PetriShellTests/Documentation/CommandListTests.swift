import Foundation
@testable import PetriShell
import Testing

/// Issue 31, item 6: the shell article's list of the REPL's commands is `help`'s, name for name
/// and in its order, so a new command cannot be left out of it again (as `notify` was).
@MainActor
@Suite("The shell article's command list")
struct CommandListTests {
    /// The backquoted words of the document's sentence that starts with `opening`, up to its `;`.
    static func listedCommands(after opening: String, in text: String) throws -> [String] {
        let flat = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        let start = try #require(flat.range(of: opening), "the document no longer says \(opening)")
        let sentence = flat[start.upperBound...].prefix { $0 != ";" }
        return sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test("`help lists every command:` names ShellVerbs.all in help's order")
    func helpList() throws {
        let text = try String(contentsOf: Documents.article("TheShell"), encoding: .utf8)
        let listed = try Self.listedCommands(after: "`help` lists every command:", in: text)
        #expect(listed == ShellVerbs.all.map { $0.name })
    }

    @Test("the parser finds the words in backquotes up to the semicolon, across lines")
    func parser() throws {
        let listed = try Self.listedCommands(after: "lists:", in: "It lists: `a`, `b`,\n`c`; then `d`.")
        #expect(listed == ["a", "b", "c"])
    }
}
