/// The import's report, in Markdown: what became a stand-in, what was copied, what became
/// opaque and why, the storyboards' scenes, and what in the navigation files will not compile.
struct ImportReport {
    let model: AppModel
    let standInNotes: [String: [String]]
    let types: [TypeWriter.Written]
    let storyboards: [Storyboard]
    let navigation: [String]
    let findings: [NavigationFiles.Finding]
    let catalog: CatalogSkeleton?
    /// The app's declarations copied or stubbed for the navigation files, and the universal
    /// stand-ins for types from modules petri lacks (issue 33).
    var support: [String] = []

    var text: String {
        var lines = ["# petri import", ""]
        let names = standInNotes.keys.sorted()
        lines.append("## Stand-ins (\(names.count))")
        lines.append("")
        for name in names {
            let declaration = model.viewControllers[name]!
            let ancestor = model.uikitAncestor[name] ?? ""
            let base = model.superclass[name] ?? ""
            var line = "- `\(name)`: \(base)"
            if model.viewControllers[base] == nil, ancestor != base { line += " (a \(ancestor) in the app)" }
            line += ", from \(declaration.place)"
            let notes = standInNotes[name] ?? []
            if !notes.isEmpty { line += "; left out: " + notes.joined(separator: ", ") }
            lines.append(line)
        }
        let copied = types.filter(\.copied)
        let opaque = types.filter { !$0.copied }
        lines += ["", "## Types copied (\(copied.count))", ""]
        for type in copied {
            lines.append("- `\(type.name)`" + (type.place.map { ", from \($0)" } ?? "") + (type.why.isEmpty ? "" : "; \(type.why)"))
        }
        lines += ["", "## Opaque stand-ins (\(opaque.count))", ""]
        for type in opaque {
            lines.append("- `\(type.name)`" + (type.place.map { ", from \($0)" } ?? "") + ": \(type.why)")
        }
        lines += ["", "## Storyboards (\(storyboards.count))", ""]
        for storyboard in storyboards {
            let named = storyboard.scenes.filter { $0.storyboardIdentifier != nil || $0.id == storyboard.initialID }
            lines.append("- \(storyboard.path): \(storyboard.scenes.count) scene\(storyboard.scenes.count == 1 ? "" : "s"), \(named.count) built by name ("
                + named.map { ($0.storyboardIdentifier ?? "initial") + ": " + ($0.customClass ?? $0.element) }.joined(separator: ", ") + ")")
            for leftOut in storyboard.leftOut { lines.append("  - left out: \(leftOut)") }
        }
        lines += ["", "## Navigation files (\(navigation.count))", ""]
        for path in navigation {
            let inFile = findings.filter { $0.place.file == path }
            lines.append("- \(path): " + (inFile.isEmpty ? "copied; compiles in the dish" : "copied; \(inFile.count) use\(inFile.count == 1 ? "" : "s") of UIKit outside the navigation model will not compile"))
            for finding in inFile {
                lines.append("  - \(finding.place): `\(finding.name)`: \(finding.why); move it out of the navigation file")
            }
        }
        if !support.isEmpty {
            lines += ["", "## Declarations for the navigation files (\(support.count))", ""]
            lines += support.map { "- " + $0 }
        }
        if let catalog {
            lines += ["", "## Catalog skeleton (\(catalog.registered.count) \(catalog.registered.count == 1 ? "entry" : "entries"))", ""]
            for id in catalog.registered { lines.append("- `\(id)`") }
            for skipped in catalog.skipped { lines.append("- not registered: `\(skipped.name)` (\(skipped.place)): \(skipped.why)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
