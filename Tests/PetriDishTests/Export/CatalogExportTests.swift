import Foundation
import Testing
import PetriDish
@testable import PetriExport
import PetriSupport

/// The export model and its text formats (issue 7): deterministic, safe file names, escaped
/// content.
@MainActor
@Suite("Catalog export")
struct CatalogExportTests {
    final class Screen: UIViewController {}

    private func catalog(ids: [String], title: String = "Screen", summary: String = "a screen") throws -> ScreenCatalog
    {
        let catalog = ScreenCatalog(name: "Hostile <catalog>")
        catalog.addVariant(
            Variant("plain", summary: "a root") { try $0.setRootViewController(UIViewController(title: "Root")) })
        for id in ids {
            try catalog.register(
                ScreenEntry(
                    id: id, title: title, group: "G", summary: summary, context: .empty,
                    destination: PetriStepAssembly(
                        finder: PetriNilFinder<Screen, Void>(), factory: ClosureFactory { Screen(title: title) }
                    )
                    .using(PetriGeneralAction.presentModally())
                    .from(PetriGeneralStep.current())
                    .assemble(),
                    examples: [ScreenExample("default")], location: CodeLocation(file: "T.swift", line: 1)))
        }
        return catalog
    }

    @Test(
        "Hostile ids give file names that stay in the export's folder",
        arguments: [
            ("../x", "_2E_._2F_x"), ("a/b", "a_2F_b"), ("..", "_2E_."), (".hidden", "_2E_hidden"),
            ("tab\tid", "tab_09_id"),
            ("ok-id_1.2", "ok-id_1.2"), ("é", "_C3A9_"), ("", "_"),
        ])
    func safeFileNames(_ id: String, _ expected: String) {
        let name = ExportFileName.name(for: id)
        #expect(name == expected)
        #expect(!name.contains("/") && !name.hasPrefix(".") && name != "..")
    }

    @Test("A 500-character id is cut to a readable name; two ids that collide are an error naming both")
    func longAndCollidingIds() throws {
        #expect(ExportFileName.name(for: String(repeating: "a", count: 500)).count == ExportFileName.maximumLength)
        #expect(throws: ExportError.fileNameCollision(first: "a/b", second: "a_2F_b", fileName: "a_2F_b")) {
            try ExportFileName.names(for: ["a/b", "a_2F_b"])
        }
        #expect(throws: ExportError.self) { try ExportFileName.names(for: ["Shop.Home", "shop.home"]) }
    }

    @Test("Two exports of the same catalog are byte-identical, in every format")
    func deterministic() async throws {
        let first = try await CatalogExport.make(catalog: try catalog(ids: ["b", "a", "c"]))
        let second = try await CatalogExport.make(catalog: try catalog(ids: ["c", "a", "b"]))
        #expect(first.renderMarkdown() == second.renderMarkdown())
        #expect(try first.renderJSON() == second.renderJSON())
        #expect(first.graph.renderMermaid() == second.graph.renderMermaid())
        #expect(first.graph.renderDOT(name: "x") == second.graph.renderDOT(name: "x"))
        #expect(first.entries.map(\.document.id) == ["a", "b", "c"])
    }

    @Test(
        "catalog.json, written an entry at a time, is the one document petri prints whole: sorted keys, two spaces, [] when empty",
        arguments: [[String](), ["a"], ["b", "a", "c"]])
    func streamedJSONIsTheWholeDocument(_ ids: [String]) async throws {
        let export = try await CatalogExport.make(catalog: try catalog(ids: ids))
        var parts: [String] = []
        try export.writeJSON { parts.append($0) }
        let streamed = parts.joined()
        #expect(streamed == (try JSONValue(parsing: Data(streamed.utf8)).prettyPrinted))
        #expect(parts.count >= ids.count, "each entry is a part of its own")
        #expect(ids.isEmpty == streamed.contains("\"entries\": []"))
    }

    @Test("Markup in titles, summaries and contexts is escaped in Markdown, Mermaid and DOT")
    func escaping() async throws {
        let export = try await CatalogExport.make(
            catalog: try catalog(
                ids: ["x"], title: "<script>alert(1)</script>", summary: "a `tick`, a | pipe and </div>"))
        let page = try #require(export.renderMarkdown()["screens/x.md"])
        // Outside code blocks (where GitHub shows text as it is), nothing is markup.
        let prose = page.components(separatedBy: "```").enumerated().filter { $0.offset.isMultiple(of: 2) }.map(
            \.element
        ).joined()
        #expect(!prose.contains("<script>") && !prose.contains("</div>"))
        #expect(page.contains(#"\<script\>alert\(1\)\</script\>"#))
        #expect(page.contains(#"a \`tick\`, a \| pipe and \</div\>"#))
        #expect(export.graph.renderDOT(name: "a \"quoted\" name").contains(#"digraph "a \"quoted\" name" {"#))
        #expect(NavigationGraph.mermaidText(#"A<"B">"#) == "A#lt;#quot;B#quot;#gt;")
    }

    @Test("The JSON export is one document with every entry, its compositions and the graph")
    func json() async throws {
        let export = try await CatalogExport.make(catalog: try catalog(ids: ["a"]))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(export.renderJSON().utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == CatalogExport.schemaVersion)
        let entries = try #require(document["entries"] as? [[String: Any]])
        let compositions = try #require(entries.first?["compositions"] as? [[String: Any]])
        #expect(compositions.first?["succeeded"] as? Bool == true)
        #expect(
            (compositions.first?["hierarchy"] as? [String: Any])?["schemaVersion"] as? Int
                == HierarchySnapshot.schemaVersion)
        #expect((document["graph"] as? [String: Any])?["edges"] is [Any])
    }

    @Test(
        "An example's settings are in the JSON and the Markdown's command, and its composition is made with them over the export's (issue 34)"
    )
    func exampleSettings() async throws {
        let catalog = ScreenCatalog(name: "Themes")
        catalog.addVariant(
            Variant("plain", summary: "a root") { try $0.setRootViewController(UIViewController(title: "Root")) })
        try catalog.register(
            ScreenEntry(
                id: "themed", title: "Themed", group: "G", summary: "titled after the session's theme", context: .empty,
                destination: PetriStepAssembly(
                    finder: PetriNilFinder<Screen, Void>(),
                    factory: ClosureFactory {
                        Screen(
                            title: "theme " + (DishSession.current.settings["theme"] ?? "none") + ", region "
                                + (DishSession.current.settings["region"] ?? "none"))
                    }
                ).using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current()).assemble(),
                examples: [
                    ScreenExample("dark", settings: ["theme": "dark"], summary: "the dark theme"),
                    ScreenExample("plain"),
                ],
                location: CodeLocation(file: "T.swift", line: 1)))
        let export = try await CatalogExport.make(catalog: catalog, settings: ["region": "eu"])
        let trees = export.entries[0].compositions.map { $0.hierarchy?.renderTree() ?? "" }
        #expect(trees[0].contains(#"Screen "theme dark, region eu""#), "\(trees[0])")
        #expect(trees[1].contains(#"Screen "theme none, region eu""#), "\(trees[1])")

        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(export.renderJSON().utf8)) as? [String: Any])
        let examples = try #require(
            ((document["entries"] as? [[String: Any]])?.first?["screen"] as? [String: Any])?["examples"]
                as? [[String: Any]])
        #expect(examples.map { $0["settings"] as? [String: String] } == [["theme": "dark"], [:]])

        let page = try #require(export.renderMarkdown()["screens/themed.md"])
        #expect(page.contains("`petri open themed --set theme=dark`"), "\(page)")
        #expect(page.contains("`petri open themed`"))
    }

    @Test("An unknown variant is refused with a near miss")
    func unknownVariant() async throws {
        await #expect(throws: ExportError.unknownVariant("plan", known: ["plain"])) {
            _ = try await CatalogExport.make(catalog: try catalog(ids: ["a"]), variants: ["plan"])
        }
    }
}
