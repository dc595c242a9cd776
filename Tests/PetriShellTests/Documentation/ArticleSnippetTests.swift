import Foundation
import Testing

/// The articles' Swift snippets are excerpts of code that is built — "Your app's catalog" of
/// `Examples/Starter`, which `make test` builds and checks; the app-code snippets of the
/// messenger the tests run; a big catalog's settings of the benchmarks' manifest — and each
/// must appear there verbatim, so no snippet can rot. (The library's example, the RouteComposer
/// configuration and the Coordinator examples are compiled by their own modules' tests.)
@Suite("Article snippets from code that is built")
struct ArticleSnippetTests {
    /// Every Swift file of the starter, and its manifest.
    static func starterSources() throws -> String {
        let folder = Documents.root.appendingPathComponent("Examples/Starter")
        var texts: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.path.contains("/.build") { continue }
            if url.pathExtension == "swift" { texts.append(try String(contentsOf: url, encoding: .utf8)) }
        }
        return texts.joined(separator: "\n")
    }

    @Test("Each snippet of the app's own navigation code is in the messenger the tests run, line for line")
    func appCodeSnippetsAreCompiled() throws {
        let blocks = try Documents.swiftBlocks(in: Documents.article("AppCode"))
        #expect(blocks.count == 3)
        let sources = try String(
            contentsOf: Documents.root.appendingPathComponent("Tests/PetriDishTests/AppCode/MessengerApp.swift"),
            encoding: .utf8)
        for block in blocks {
            #expect(sources.contains(block), "not in MessengerApp.swift:\n\(block)")
        }
    }

    @Test("The release settings of a big catalog's module in its article are the benchmarks' manifest's, line for line")
    func catalogModuleSettingsAreTheBenchmarks() throws {
        let blocks = try Documents.swiftBlocks(in: Documents.article("Scale"))
        #expect(blocks.count == 1)
        let manifest = try String(
            contentsOf: Documents.root.appendingPathComponent("Benchmarks/Package.swift"), encoding: .utf8)
        for block in blocks {
            #expect(manifest.contains(block), "not in Benchmarks/Package.swift:\n\(block)")
        }
    }

    @Test("Each snippet of \"Your app's catalog\" is in Examples/Starter, line for line")
    func snippetsAreCompiled() throws {
        let blocks = try Documents.swiftBlocks(in: Documents.article("YourCatalog"))
        #expect(blocks.count >= 5)
        let sources = try Self.starterSources()
        for block in blocks {
            #expect(sources.contains(block), "not in Examples/Starter:\n\(block)")
        }
    }

    @Test("Every article's Swift snippet is one of those a test compiles")
    func everySnippetIsTested() throws {
        // The articles whose snippets a test of this file, LibraryExampleTests (Hierarchy) or
        // the RouteComposer module's ArticleSnippetTests compares with compiled code.
        let tested: Set = ["AppCode.md", "Scale.md", "YourCatalog.md", "Hierarchy.md", "RouteComposer.md"]
        for article in Documents.articles where !tested.contains(article.lastPathComponent) {
            #expect(
                try Documents.swiftBlocks(in: article).isEmpty,
                "\(article.lastPathComponent) has a Swift snippet no test compiles")
        }
    }

    @Test("The reading of Swift blocks: only blocks marked swift, each whole")
    func blockReading() {
        let text: Substring = """
            ```sh
            petri list
            ```
            ```swift
            let a = 1

            let b = 2
            ```
            ```
            not swift
            ```
            """
        #expect(Documents.blocks(in: text, language: "swift") == ["let a = 1\n\nlet b = 2"])
    }
}
