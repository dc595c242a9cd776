import PetriRendering
import PetriCatalog
import PetriRouting
import PetriSupport

extension CatalogExport {
    /// The export as one JSON document (`catalog.json`), for tools: every entry with its
    /// parameters, examples and route, each example's composed hierarchy per variant (the
    /// hierarchy JSON of `docs/hierarchy-json.md`), and the navigation graph. Its schema is
    /// `docs/catalog-export.schema.json`.
    package func renderJSON() throws -> String {
        var text = ""
        try writeJSON { text += $0 }
        return text
    }

    /// Writes ``renderJSON()``'s text a part at a time, each entry encoded on its own, so a
    /// catalog of ten thousand screens is never held as one document: the same bytes as
    /// encoding the whole (its keys sorted, two-space indentation).
    package func writeJSON(_ write: (String) throws -> Void) throws {
        try write(jsonOpening())
        for (offset, entry) in entries.enumerated() {
            try write(Self.jsonEntry(entry, isLast: offset == entries.count - 1))
        }
        try write(jsonClosing())
    }

    /// The JSON document up to its first entry. The top level's keys come in sorted order, as
    /// the whole document would print them; the entries are the second.
    package func jsonOpening() throws -> String {
        try "{\n  \"catalog\": " + DocumentEncoding.json(catalogName, indent: "  ")
            + (deploymentTarget.map { ",\n  \"deploymentTarget\": \"\($0)\"" } ?? "")
            + ",\n  \"entries\": " + (entries.isEmpty ? "[]" : "[\n")
    }

    /// One entry of the JSON document's `entries`, with what separates it from the next.
    package static func jsonEntry(_ entry: Entry, isLast: Bool) throws -> String {
        try "    " + DocumentEncoding.json(JSONDocument.Entry(entry), indent: "    ") + (isLast ? "\n" : ",\n")
    }

    /// The JSON document after its last entry.
    package func jsonClosing() throws -> String {
        let document = JSONDocument(export: self)
        return try (entries.isEmpty ? "" : "  ]")
            + ",\n  \"flows\": " + DocumentEncoding.json(document.flows, indent: "  ")
            + ",\n  \"graph\": " + DocumentEncoding.json(document.graph, indent: "  ")
            + ",\n  \"schemaVersion\": " + DocumentEncoding.json(document.schemaVersion, indent: "  ")
            + ",\n  \"variants\": " + DocumentEncoding.json(document.variants, indent: "  ") + "\n}"
    }

    /// The schema version of ``renderJSON()``.
    package nonisolated static let schemaVersion = 1

    /// The document's parts.
    private struct JSONDocument {
        struct Variant: Encodable { var name: String; var summary: String }
        struct Composition: Encodable {
            var example: String
            var variant: String
            var succeeded: Bool
            var error: String?
            var warnings: [String]
            var hierarchy: HierarchySnapshot?

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(example, forKey: .example)
                try container.encode(variant, forKey: .variant)
                try container.encode(succeeded, forKey: .succeeded)
                try container.encode(error, forKey: .error)
                try container.encode(warnings, forKey: .warnings)
                try container.encode(hierarchy, forKey: .hierarchy)
            }

            enum CodingKeys: String, CodingKey { case example, variant, succeeded, error, warnings, hierarchy }
        }
        struct Entry: Encodable {
            var screen: ScreenDocument
            var page: String
            var compositions: [Composition]

            init(_ entry: CatalogExport.Entry) {
                screen = entry.document
                page = "screens/\(entry.fileName).md"
                compositions = entry.compositions.map {
                    Composition(
                        example: $0.example, variant: $0.variant, succeeded: $0.error == nil, error: $0.error,
                        warnings: $0.warnings, hierarchy: $0.hierarchy)
                }
            }
        }
        struct Graph: Encodable {
            struct Node: Encodable {
                var name: String
                var group: String?
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .name)
                    try container.encode(group, forKey: .group)
                }
                enum CodingKeys: String, CodingKey { case name, group }
            }
            struct Edge: Encodable { var from: String; var to: String; var action: String }
            var nodes: [Node]
            var edges: [Edge]
        }

        var schemaVersion = CatalogExport.schemaVersion
        var variants: [Variant]
        var graph: Graph
        var flows: [FlowDocument]

        /// Everything but the entries, which ``writeJSON(_:)`` encodes one at a time.
        init(export: CatalogExport) {
            flows = export.flows.map(\.document)
            variants = export.variants.map { Variant(name: $0.name, summary: $0.summary) }
            graph = Graph(
                nodes: export.graph.nodes.map { Graph.Node(name: $0.name, group: $0.group) },
                edges: export.graph.edges.map { Graph.Edge(from: $0.from, to: $0.to, action: $0.action) })
        }
    }
}
