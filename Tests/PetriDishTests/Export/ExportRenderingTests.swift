import Foundation
import Testing
import PetriDish

/// Every format of `petri export` is rendered in PetriExport, a screen at a time, to text the
/// tool writes: the parts of each format, joined by file, are the whole export rendered at once.
@MainActor
@Suite("Export rendering, every format in PetriExport")
struct ExportRenderingTests {
    /// The files `format` renders for `export`, its parts joined by file; SVG as the DOT Graphviz draws.
    private func rendered(_ format: ExportFormat, _ export: CatalogExport) throws -> [String: String] {
        var rendering = ExportRendering(format: format, outline: export)
        var outputs = try rendering.opening()
        for entry in export.entries { outputs += try rendering.add(entry) }
        outputs += try rendering.closing()
        var files: [String: String] = [:]
        for output in outputs {
            switch output {
            case let .file(path, text):
                #expect(files[path] == nil, "\(format): \(path) written twice")
                files[path] = text
            case let .part(path, text):
                files[path, default: ""] += text
            case let .graphviz(path, dot):
                files[path] = dot
            }
        }
        return files
    }

    @Test("Each text format, rendered a screen at a time, gives the whole export's files")
    func partsAreTheWhole() async throws {
        let export = try await CatalogExport.make(catalog: try SyntheticCatalog.make(screens: 30, seed: 2))
        var whole = export.renderMarkdown()
        whole["catalog.json"] = try export.renderJSON() + "\n"
        whole["index.html"] = HTMLExport.render(export)
        whole["graph.mmd"] = export.graph.renderMermaid()
        whole["graph.dot"] = export.graph.renderDOT(name: export.catalogName)
        var files: [String: String] = [:]
        for format in ExportFormat.text {
            files.merge(try rendered(format, export)) { _, _ in
                Issue.record("two formats write one file")
                return ""
            }
        }
        #expect(files.keys.sorted() == whole.keys.sorted())
        for (path, text) in whole where files[path] != text {
            Issue.record("\(path) rendered a screen at a time differs from the whole export's")
        }
    }

    @Test("SVG is the graph's DOT, handed to Graphviz as graph.svg; every format but SVG is text")
    func svgIsDrawnFromTheDOT() async throws {
        let export = try await CatalogExport.make(catalog: try SyntheticCatalog.make(screens: 5, seed: 1))
        var rendering = ExportRendering(format: .svg, outline: export)
        #expect(
            try rendering.opening() == [
                .graphviz(path: "graph.svg", dot: export.graph.renderDOT(name: export.catalogName))
            ])
        #expect(Set(ExportFormat.allCases).subtracting(ExportFormat.text) == [.svg])
    }
}
