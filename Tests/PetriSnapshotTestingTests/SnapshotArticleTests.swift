import Foundation
import PetriSnapshotTesting
import Testing

/// The section "Snapshot tests of a hierarchy" of the article "Your app's catalog": its Swift
/// snippets are the Starter's (ArticleSnippetTests); its recorded tree and its failure are these.
@Suite("The article's snapshot tests")
struct SnapshotArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fenced blocks without a language in the article's section on snapshot tests.
    static func plainBlocks() throws -> [String] {
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/PetriDish/Documentation.docc/YourCatalog.md"),
            encoding: .utf8)
        let start = try #require(article.range(of: "\n## Snapshot tests of a hierarchy\n"))
        let section = article[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        var blocks: [String] = []
        var current: [Substring]?
        var inAnotherLanguage = false
        for line in section[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
            if inAnotherLanguage {
                inAnotherLanguage = line != "```"
            } else if line == "```", let lines = current {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else if line == "```" {
                current = []
            } else if line.hasPrefix("```") {
                inAnotherLanguage = true
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test(
        "the article shows the tree petri init records for the Starter, and the failure, with its attachments, when another item is pushed"
    )
    func articleShowsTheFailure() throws {
        let blocks = try Self.plainBlocks()
        try #require(blocks.count == 2, "the section has \(blocks.count) plain blocks")
        let recorded = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Examples/Starter/Tests/StarterCatalogTests/__Snapshots__/StarterAppTests/firstScreen.1.txt"),
            encoding: .utf8)
        #expect(blocks[0] + "\n" == recorded)

        let now = blocks[0].replacing(
            "└─ ● ItemViewController \"Item\" (itemID: 1)",
            with: "├─ ○ ItemViewController \"Item\" (itemID: 1)\n└─ ● ItemViewController \"Item\" (itemID: 2)")
        let (message, attachments) = try #require(Diffing<String>.hierarchy.diffV2(blocks[0], now))
        #expect(blocks[1] == message)
        let names = attachments.compactMap { attachment -> String? in
            guard case let .data(_, name) = attachment else { return nil }
            return name
        }
        #expect(names == ["difference.patch", "hierarchy-diff.txt"])
    }
}
