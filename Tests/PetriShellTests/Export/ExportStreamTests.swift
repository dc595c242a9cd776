import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// `petri export` written a screen at a time (issue 22): the same bytes as the whole export
/// rendered at once, whatever the batch, with every group boundary inside or between batches.
@MainActor
@Suite("Export written a screen at a time")
struct ExportStreamTests {
    /// Every text format of `export`, rendered whole, by path.
    private func whole(_ export: CatalogExport) throws -> [String: String] {
        var files = export.renderMarkdown()
        files["catalog.json"] = try export.renderJSON() + "\n"
        files["index.html"] = HTMLExport.render(export)
        files["graph.mmd"] = export.graph.renderMermaid()
        files["graph.dot"] = export.graph.renderDOT(name: export.catalogName)
        return files
    }

    /// The files under `directory`, by relative path.
    private func files(in directory: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let root = directory.standardizedFileURL.path + "/"
        for case let url as URL in FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)!
        where !url.hasDirectoryPath {
            files[String(url.standardizedFileURL.path.dropFirst(root.count))] = try String(
                contentsOf: url, encoding: .utf8)
        }
        return files
    }

    private func emptyCatalog() -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Empty")
        catalog.addVariant(
            Variant("plain", summary: "nothing") { try $0.setRootViewController(UIViewController(title: "Root")) })
        return catalog
    }

    @Test(
        "Batches of 1, 7 and 64 screens give the whole export's bytes, 150 screens in two groups or none at all",
        arguments: [1, 7, 64])
    func sameBytes(batchSize: Int) async throws {
        for catalog in [try SyntheticCatalog.make(screens: 150, seed: 4), emptyCatalog()] {
            let export = try await CatalogExport.make(catalog: catalog)
            let expected = try whole(export)
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "petri-stream-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let outline = try await CatalogExport.outline(catalog: catalog)
            #expect(outline.entries.allSatisfy { $0.compositions.isEmpty }, "the outline holds no hierarchy")
            var stream = ExportStream(
                outline: outline, formats: ExportFormat.text, directory: ExportDirectory(root: directory))
            stream.batchSize = batchSize
            nonisolated(unsafe) var reported: [Int] = []
            try await stream.run { index in
                export.entries[index]
            } progress: { done, _ in
                reported.append(done)
            }
            let written = try files(in: directory)
            #expect(written.keys.sorted() == expected.keys.sorted())
            for (path, text) in expected where written[path] != text {
                Issue.record("\(catalog.name), batches of \(batchSize): \(path) differs from the whole export's")
            }
            #expect(reported == Array(0..<export.entries.count).map { $0 + 1 })
        }
    }

    @Test("A file written twice, or outside the export, is refused before anything is written")
    func refusedPaths() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "petri-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = ExportDirectory(root: directory)
        try export.write("a.md", "a", format: .markdown)
        #expect(throws: ExportWriter.Failure.self) { try export.write("a.md", "again", format: .markdown) }
        #expect(throws: ExportWriter.Failure.self) { try export.write("../escape.md", "x", format: .markdown) }
        #expect(throws: ExportWriter.Failure.self) { _ = try export.open("screens/../../x", format: .markdown) }
        #expect(export.count == 1)
        #expect(
            !FileManager.default.fileExists(
                atPath: directory.deletingLastPathComponent().appendingPathComponent("escape.md").path))
    }
}
