/// A format `petri export` writes. Each is rendered here, in PetriExport (``ExportRendering``);
/// the tool writes the files, and runs Graphviz's `dot` for SVG.
package enum ExportFormat: String, CaseIterable, Sendable {
    /// A page per screen and flow, and an index with the graph in Mermaid (`index.md`, `screens/`, `flows/`).
    case markdown
    /// `catalog.json`, for tools (its schema: `docs/catalog-export.schema.json`).
    case json
    /// The navigation graph in Mermaid (`graph.mmd`).
    case mermaid
    /// The navigation graph in Graphviz's DOT (`graph.dot`).
    case dot
    /// One self-contained page with a search box (`index.html`).
    case html
    /// The navigation graph drawn by Graphviz's `dot` (`graph.svg`), when it is installed.
    case svg

    /// The formats written when none is named: every text format (SVG needs Graphviz).
    package static let text: [ExportFormat] = [.markdown, .json, .mermaid, .dot, .html]
}
