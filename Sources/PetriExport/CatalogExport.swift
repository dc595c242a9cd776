package import PetriRendering
package import PetriHierarchy
import PetriRuntime
package import PetriCatalog
import PetriRouting
import PetriSupport

/// Everything the documentation of a catalog shows, built once and rendered in every format
/// (`petri export`): the entries with their parameters, routes and examples, each example
/// composed in each variant from a fresh launch, and the navigation graph of the routes.
///
/// Deterministic: entries in catalog order (group, then id), variants in declaration order,
/// nothing that depends on the time or the process.
///
/// Made on the main actor, where the dish composes; once made it is plain values, so its
/// formats render concurrently (`petri export` renders each on its own task).
package struct CatalogExport: Sendable {
    /// One example composed in one variant.
    package struct Composition: Sendable, Equatable {
        package var example: String
        package var variant: String
        /// The hierarchy on screen afterwards; `nil` when the route failed.
        package var hierarchy: HierarchySnapshot?
        /// Why the route failed.
        package var error: String?
        /// What the router warned about.
        package var warnings: [String]
    }

    /// One entry of the catalog.
    package struct Entry: Sendable {
        package var document: ScreenDocument
        /// Each example in each variant the entry exists in.
        package var compositions: [Composition]
        /// The file the entry's page is written to, without extension: unique, safe.
        package var fileName: String
    }

    /// A variant: how the app launches.
    package struct VariantInfo: Sendable, Equatable {
        package var name: String
        package var summary: String
    }

    package var catalogName: String
    /// The catalog's deployment target, when it declares one.
    package var deploymentTarget: IOSVersion?
    /// The command the pages tell readers to run (`petri open …`): an app team's tool names
    /// itself. Not part of the JSON export.
    package var commandName = "petri"
    package var variants: [VariantInfo]
    package var entries: [Entry]
    package var graph: NavigationGraph
    /// The coordinator flows, each walk played, with the file their page is written to.
    package var flows: [(document: FlowDocument, fileName: String)]

    /// Builds the export of `catalog`, composing in `variants` (all when `nil`), logged in so
    /// screens behind a login are documented. The session is as it was afterwards. `progress`
    /// is told after each entry how many are done out of how many.
    /// - Throws: ``ExportError`` when a variant is unknown or two ids map to one file name.
    @MainActor
    package static func make(
        catalog: ScreenCatalog, variants: [String]? = nil, settings: [String: String] = [:],
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) async throws -> CatalogExport {
        var export = try await outline(catalog: catalog, variants: variants)
        for index in export.entries.indices {
            export.entries[index] = await export.composing(export.entries[index], catalog: catalog, settings: settings)
            progress(index + 1, export.entries.count)
        }
        return export
    }

    /// The export of `catalog` without its compositions: every entry's document and file, the
    /// variants, the graph, the flows (each walk played). What an export written a screen at a
    /// time starts from, composing each entry with ``composing(_:catalog:settings:)`` and
    /// letting it go once written, so the hierarchies of ten thousand screens are never all in
    /// memory.
    /// - Throws: ``ExportError`` when a variant is unknown or two ids map to one file name.
    @MainActor
    package static func outline(catalog: ScreenCatalog, variants: [String]? = nil) async throws -> CatalogExport {
        let known = catalog.variants.map(\.name)
        for name in variants ?? [] where !known.contains(name) {
            throw ExportError.unknownVariant(name, known: known)
        }
        let chosen = catalog.variants.filter { variants?.contains($0.name) ?? true }
        let fileNames = try ExportFileName.names(for: catalog.sortedEntries.map(\.id))
        let entries = catalog.sortedEntries.map { entry in
            Entry(document: ScreenDocument(entry), compositions: [], fileName: fileNames[entry.id] ?? entry.id)
        }
        let flowNames = try ExportFileName.names(for: catalog.flows.map(\.id))
        var flows: [(FlowDocument, String)] = []
        for flow in catalog.flows {
            flows.append((await FlowDocument.make(flow, catalog: catalog), flowNames[flow.id] ?? flow.id))
        }
        return CatalogExport(
            catalogName: catalog.name,
            deploymentTarget: catalog.deploymentTarget,
            variants: chosen.map { VariantInfo(name: $0.name, summary: $0.summary) },
            entries: entries,
            graph: NavigationGraph(entries: catalog.sortedEntries),
            flows: flows)
    }

    /// `entry` with its compositions: each of its examples in each of this export's variants
    /// the screen exists in, each from a fresh launch.
    @MainActor
    package func composing(_ entry: Entry, catalog: ScreenCatalog, settings: [String: String] = [:]) async -> Entry {
        guard let screen = try? catalog.entry(entry.document.id) else { return entry }
        var composed = entry
        composed.compositions = []
        for variant in variants.map(\.name) where screen.isAvailable(in: variant) {
            for example in screen.examples {
                composed.compositions.append(
                    await Self.compose(
                        screen, example: example.name, variant: variant, catalog: catalog, settings: settings))
            }
        }
        return composed
    }

    @MainActor
    private static func compose(
        _ entry: ScreenEntry, example: String, variant: String, catalog: ScreenCatalog, settings: [String: String]
    ) async -> Composition {
        let (dish, result) = await Dish.compose(
            entry, example: example, variant: variant, catalog: catalog, loggedIn: true, settings: settings)
        switch result {
        case .success(let navigation):
            return Composition(
                example: example, variant: variant, hierarchy: dish.map { HierarchySnapshot($0.scene) }, error: nil,
                warnings: navigation.trace.warnings.map(\.description))
        case .failure(let error):
            return Composition(
                example: example, variant: variant, hierarchy: nil, error: String(describing: error), warnings: [])
        }
    }
}

/// Why an export cannot be made.
package enum ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--variant` names no variant of the catalog.
    case unknownVariant(String, known: [String])
    /// Two ids map to one file name once made safe.
    case fileNameCollision(first: String, second: String, fileName: String)

    package var description: String {
        switch self {
        case let .unknownVariant(name, known):
            "no variant is named \(UserText.quoted(name))"
                + NearMiss.didYouMean(NearMiss.suggestions(for: name, among: known))
                + " (variants: \(known.joined(separator: ", ")))"
        case let .fileNameCollision(first, second, fileName):
            "screens \(UserText.quoted(first)) and \(UserText.quoted(second)) would both be written to \(fileName); give one of them another id"
        }
    }
}
