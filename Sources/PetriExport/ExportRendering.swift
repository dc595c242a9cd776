/// What a format of an export writes, as text: a file whole, or the next part of a file written a
/// part at a time. The tool turns it into files; PetriExport touches none.
package enum ExportOutput: Sendable, Equatable {
    /// The file at `path`, whole.
    case file(path: String, text: String)
    /// The next part of the file at `path`, written a part at a time (`catalog.json`,
    /// `index.html`): its first part starts the file.
    case part(path: String, text: String)
    /// The file at `path` as Graphviz's `dot` draws the graph `dot` in SVG: a program the tool
    /// runs, when it is installed.
    case graphviz(path: String, dot: String)

    /// The file it writes to.
    package var path: String {
        switch self {
        case .file(let path, _), .part(let path, _), .graphviz(let path, _): path
        }
    }
}

/// One format of an export rendered a screen at a time: what it writes before the first screen
/// (``opening()``), with each screen in the export's order (``add(_:)``), and after the last
/// (``closing()``). Every format petri exports is rendered here, so a format is one case of
/// ``ExportFormat`` and one place in this type; the parts, joined, are the bytes of the whole
/// export rendered at once.
package struct ExportRendering: Sendable {
    package let format: ExportFormat
    /// The export, whose entries may be without their compositions: the screens come composed
    /// to ``add(_:)``.
    package let outline: CatalogExport
    /// The HTML page, and where it has got to.
    private var html: HTMLExport.Page?
    /// How many screens have been added.
    private var added = 0

    package init(format: ExportFormat, outline: CatalogExport) {
        self.format = format
        self.outline = outline
    }

    /// What the format writes before the first screen.
    /// - Throws: when a JSON document cannot be encoded.
    package mutating func opening() throws -> [ExportOutput] {
        switch format {
        case .markdown:
            return outline.markdownOutlineFiles().map { .file(path: $0.path, text: $0.text) }
        case .json:
            return [.part(path: "catalog.json", text: try outline.jsonOpening())]
        case .html:
            let page = HTMLExport.Page(HTMLExport.Outline(outline))
            html = page
            return [.part(path: "index.html", text: page.opening)]
        case .mermaid:
            return [.file(path: "graph.mmd", text: outline.graph.renderMermaid())]
        case .dot:
            return [.file(path: "graph.dot", text: outline.graph.renderDOT(name: outline.catalogName))]
        case .svg:
            return [.graphviz(path: "graph.svg", dot: outline.graph.renderDOT(name: outline.catalogName))]
        }
    }

    /// What the format writes for `entry`, the next screen of the export, composed.
    /// - Throws: when a JSON document cannot be encoded.
    package mutating func add(_ entry: CatalogExport.Entry) throws -> [ExportOutput] {
        added += 1
        switch format {
        case .markdown:
            let (path, text) = outline.markdownPage(entry)
            return [.file(path: path, text: text)]
        case .json:
            return [
                .part(
                    path: "catalog.json",
                    text: try CatalogExport.jsonEntry(entry, isLast: added == outline.entries.count))
            ]
        case .html:
            guard let text = html?.text(of: entry) else { return [] }
            return [.part(path: "index.html", text: text)]
        case .mermaid, .dot, .svg:
            return []
        }
    }

    /// What the format writes after the last screen.
    /// - Throws: when a JSON document cannot be encoded.
    package func closing() throws -> [ExportOutput] {
        switch format {
        case .json:
            return [.part(path: "catalog.json", text: try outline.jsonClosing() + "\n")]
        case .html:
            return html.map { [.part(path: "index.html", text: $0.closing)] } ?? []
        case .markdown, .mermaid, .dot, .svg:
            return []
        }
    }
}
