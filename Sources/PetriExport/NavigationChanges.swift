package import Foundation
package import PetriRendering
import PetriCatalog
import PetriRouting

/// What changed in an app's navigation between two JSON exports (`petri diff OLD NEW`): screens
/// added and removed, parameters added, removed or changed (flagged when callers break), and
/// for each example whose composed hierarchy changed, what changed in it.
package struct NavigationChanges: Sendable, Equatable, Encodable {
    /// A parameter's change.
    package struct ParameterChange: Sendable, Equatable, Encodable {
        package var screen: String
        package var parameter: String
        /// What happened, in words: `added (required)`, `removed`, `type int → string`.
        package var change: String
        /// Whether code that opens the screen as before now fails: a new required parameter,
        /// one that became required, a removed one or a changed type.
        package var breaking: Bool
    }

    /// A composed hierarchy's change.
    package struct HierarchyChange: Sendable, Equatable, Encodable {
        package var screen: String
        package var example: String
        package var variant: String
        /// What changed, one line each, as `go` prints it; or that it now fails or composes.
        package var changes: [String]
    }

    package var addedScreens: [String]
    package var removedScreens: [String]
    package var parameterChanges: [ParameterChange]
    package var hierarchyChanges: [HierarchyChange]

    /// Whether nothing changed.
    package var isEmpty: Bool {
        addedScreens.isEmpty && removedScreens.isEmpty && parameterChanges.isEmpty && hierarchyChanges.isEmpty
    }

    /// Whether a change breaks callers.
    package var isBreaking: Bool { parameterChanges.contains(where: \.breaking) }

    /// The changes between the exports `old` and `new`.
    package init(from old: ExportedCatalog, to new: ExportedCatalog) {
        let oldEntries = Dictionary(old.entries.map { ($0.screen.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newEntries = Dictionary(new.entries.map { ($0.screen.id, $0) }, uniquingKeysWith: { first, _ in first })
        addedScreens = newEntries.keys.filter { oldEntries[$0] == nil }.sorted()
        removedScreens = oldEntries.keys.filter { newEntries[$0] == nil }.sorted()
        var parameterChanges: [ParameterChange] = []
        var hierarchyChanges: [HierarchyChange] = []
        for id in oldEntries.keys.sorted() {
            guard let before = oldEntries[id], let after = newEntries[id] else { continue }
            parameterChanges += Self.parameterChanges(
                of: id, from: before.screen.parameters, to: after.screen.parameters)
            hierarchyChanges += Self.hierarchyChanges(of: id, from: before.compositions, to: after.compositions)
        }
        self.parameterChanges = parameterChanges
        self.hierarchyChanges = hierarchyChanges
    }

    private static func parameterChanges(
        of screen: String, from old: [ScreenDocument.Parameter], to new: [ScreenDocument.Parameter]
    ) -> [ParameterChange] {
        var changes: [ParameterChange] = []
        for parameter in new where !old.contains(where: { $0.name == parameter.name }) {
            changes.append(
                .init(
                    screen: screen, parameter: parameter.name,
                    change: parameter.required ? "added (required)" : "added (optional)", breaking: parameter.required))
        }
        for parameter in old {
            guard let now = new.first(where: { $0.name == parameter.name }) else {
                changes.append(.init(screen: screen, parameter: parameter.name, change: "removed", breaking: true))
                continue
            }
            var words: [String] = []
            var breaking = false
            if parameter.type != now.type {
                words.append("type \(parameter.type) → \(now.type)")
                breaking = true
            }
            if parameter.required != now.required {
                words.append(now.required ? "now required" : "now optional")
                breaking = breaking || now.required
            }
            if parameter.defaultValue != now.defaultValue {
                words.append("default \(parameter.defaultValue ?? "none") → \(now.defaultValue ?? "none")")
            }
            if !words.isEmpty {
                changes.append(
                    .init(
                        screen: screen, parameter: parameter.name, change: words.joined(separator: ", "),
                        breaking: breaking))
            }
        }
        return changes.sorted { ($0.parameter, $0.change) < ($1.parameter, $1.change) }
    }

    private static func hierarchyChanges(
        of screen: String, from old: [ExportedCatalog.Composition], to new: [ExportedCatalog.Composition]
    ) -> [HierarchyChange] {
        var changes: [HierarchyChange] = []
        for composition in new {
            guard
                let before = old.first(where: { $0.example == composition.example && $0.variant == composition.variant }
                )
            else { continue }
            let lines: [String]
            switch (before.hierarchy, composition.hierarchy) {
            case let (from?, to?):
                let diff = HierarchyDiff(from: from, to: to)
                lines = diff.isEmpty ? [] : diff.changes.map { $0.render() }
            case (_?, nil):
                lines = ["now fails: \(composition.error ?? "unknown error")"]
            case (nil, _?):
                lines = ["now composes (it failed: \(before.error ?? "unknown error"))"]
            case (nil, nil):
                lines = before.error == composition.error ? [] : ["fails differently: \(composition.error ?? "")"]
            }
            if !lines.isEmpty {
                changes.append(
                    .init(screen: screen, example: composition.example, variant: composition.variant, changes: lines))
            }
        }
        return changes
    }

    /// The changes for a person, one section each; `no change` when there is none.
    package func render() -> String {
        guard !isEmpty else { return "no change" }
        var lines: [String] = []
        if !addedScreens.isEmpty { lines += ["Screens added:"] + addedScreens.map { "  + \($0)" } }
        if !removedScreens.isEmpty { lines += ["Screens removed:"] + removedScreens.map { "  - \($0)" } }
        if !parameterChanges.isEmpty {
            lines.append("Parameters:")
            lines += parameterChanges.map {
                "  ~ \($0.screen) \($0.parameter): \($0.change)" + ($0.breaking ? " (breaking for callers)" : "")
            }
        }
        for change in hierarchyChanges {
            lines.append("\(change.screen) \(change.example) [\(change.variant)]:")
            lines += change.changes.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}

/// A JSON export read back (`catalog.json`), as much as `petri diff` needs.
package struct ExportedCatalog: Sendable, Decodable {
    /// An example composed in a variant.
    package struct Composition: Sendable, Decodable {
        package var example: String
        package var variant: String
        package var error: String?
        package var hierarchy: HierarchySnapshot?
    }

    /// One screen.
    package struct Entry: Sendable, Decodable {
        package var screen: ScreenDocument
        package var compositions: [Composition]
    }

    package var schemaVersion: Int
    package var catalog: String
    package var entries: [Entry]

    /// Reads an export.
    /// - Throws: ``ExportReadError`` naming what is wrong.
    package init(json data: Data) throws(ExportReadError) {
        do {
            let version = try JSONDecoder().decode(Version.self, from: data).schemaVersion
            guard version == CatalogExport.schemaVersion else {
                throw ExportReadError(
                    reason:
                        "schemaVersion \(version) is not supported; this petri reads version \(CatalogExport.schemaVersion)"
                )
            }
            self = try JSONDecoder().decode(Self.self, from: data)
        } catch let error as ExportReadError {
            throw error
        } catch {
            throw ExportReadError(reason: "not a petri JSON export (catalog.json): \(error)")
        }
    }

    private struct Version: Decodable { var schemaVersion: Int }
}

/// Why an export could not be read.
package struct ExportReadError: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: String
    package var description: String { reason }
}
