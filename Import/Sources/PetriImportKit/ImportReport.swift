/// The import's report, in Markdown: what the import checked (not compiled: it says the command
/// that does), what became a stand-in, what was copied, what became opaque and why, the
/// storyboards' scenes, the navigation files with why each is one and what in them petri does not
/// have, and the modules petri does not have with the names the app takes from them.
struct ImportReport {
    let model: AppModel
    let standInNotes: [String: [String]]
    let types: [TypeWriter.Written]
    let storyboards: [Storyboard]
    let navigation: [AppImport.NavigationFile]
    let findings: [NavigationFiles.Finding]
    let missing: [NavigationFiles.MissingImport]
    let undeclaredNames: [String: [String]]
    let catalog: CatalogSkeleton?
    let coordinatorCatalog: CoordinatorCatalog?
    let writesCatalog: Bool
    /// The app's files left out, with why: not in its Xcode project, or declaring again a class
    /// another navigation file declares.
    var leftOutFiles: [(path: String, why: String)] = []

    /// What the import checked, and the command that verifies the rest: the import reads the
    /// app's sources and cannot run the compiler against petri, so it claims no compilation.
    var verdict: [String] {
        let undeclared = undeclaredNames.values.reduce(0) { $0 + $1.count }
        let modules = Set(missing.map(\.module)).count
        func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
            "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
        }
        return [
            "What petri import checked: imports mapped (\(count(modules, "module")) petri does not have, commented out); "
                + "\(count(findings.count, "use")) of UIKit outside the model; "
                + "\(count(undeclared, "name")) declared nowhere in the app.",
            "",
            "It reads the app's sources and does not compile what it writes. To verify, build it against petri: "
                + "`petri init <folder> --from <this folder>` and then `swift build` in the new package"
                + (writesCatalog ? "" : " (import with `--catalog` for the catalog it builds)")
                + ", or `swift build` of the catalog package that holds these files.",
        ]
    }
    /// The app's declarations copied or stubbed for the navigation files, and the universal
    /// stand-ins for types from modules petri lacks (issue 33).
    var support: [String] = []
    /// The imports of the app's own modules whose sources are imported with it.
    var local: [NavigationFiles.MissingImport] = []

    var text: String {
        var lines = ["# petri import", ""]
        lines += verdict
        lines.append("")
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
            lines.append(
                "- `\(type.name)`" + (type.place.map { ", from \($0)" } ?? "")
                    + (type.why.isEmpty ? "" : "; \(type.why)"))
        }
        lines += ["", "## Opaque stand-ins (\(opaque.count))", ""]
        for type in opaque {
            lines.append("- `\(type.name)`" + (type.place.map { ", from \($0)" } ?? "") + ": \(type.why)")
        }
        lines += ["", "## Storyboards (\(storyboards.count))", ""]
        for storyboard in storyboards {
            let named = storyboard.scenes.filter { $0.storyboardIdentifier != nil || $0.id == storyboard.initialID }
            lines.append(
                "- \(storyboard.path): \(storyboard.scenes.count) scene\(storyboard.scenes.count == 1 ? "" : "s"), \(named.count) built by name ("
                    + named.map { ($0.storyboardIdentifier ?? "initial") + ": " + ($0.customClass ?? $0.element) }
                    .joined(separator: ", ") + ")")
            for leftOut in storyboard.leftOut { lines.append("  - left out: \(leftOut)") }
        }
        lines += ["", "## Navigation files (\(navigation.count))", ""]
        for file in navigation {
            let path = file.path
            let inFile = findings.filter { $0.place.file == path }
            let commented = missing.filter { $0.place.file == path }
            var line = "- \(path) (\(file.reasons.joined(separator: "; "))): copied, imports mapped"
            if !commented.isEmpty {
                line += "; \(commented.map { "`import \($0.module)`" }.joined(separator: ", ")) commented out"
            }
            let ownModules = local.filter { $0.place.file == path }
            if !ownModules.isEmpty {
                line +=
                    "; \(ownModules.map { "`import \($0.module)`" }.joined(separator: ", ")) commented out: the module's sources are imported with the app's"
            }
            line +=
                inFile.isEmpty
                ? "; no use of UIKit outside the navigation model found"
                : "; \(inFile.count) use\(inFile.count == 1 ? "" : "s") of UIKit outside the navigation model, which petri does not have"
            lines.append(line)
            for finding in inFile {
                lines.append(
                    "  - \(finding.place): `\(finding.name)`: \(finding.why); move it out of the navigation file")
            }
        }
        if !leftOutFiles.isEmpty {
            lines += ["", "## Files left out (\(leftOutFiles.count))", ""]
            lines += leftOutFiles.map { "- \($0.path): \($0.why)" }
        }
        let modules = Set(missing.map(\.module)).union(undeclaredNames.keys.filter { !$0.isEmpty }).sorted()
        if !modules.isEmpty || undeclaredNames[""] != nil {
            lines += ["", "## Modules petri does not have (\(modules.count))", ""]
            lines.append(
                "Their imports are commented out in the copies; the names the navigation files use that the app declares "
                    + "nowhere are listed under the module they likely come from, for stand-ins to declare.")
            lines.append("")
            for module in modules {
                let files = missing.filter { $0.module == module }.map(\.place)
                var line =
                    "- \(module): imported by "
                    + (files.isEmpty ? "no navigation file" : files.map(\.description).joined(separator: ", "))
                if let names = undeclaredNames[module], !names.isEmpty {
                    line += "; names used: " + names.map { "`\($0)`" }.joined(separator: ", ")
                }
                lines.append(line)
            }
            if let names = undeclaredNames[""], !names.isEmpty {
                lines.append(
                    "- declared nowhere, in files that import no such module (a bridging header's names, or a typo): "
                        + names.map { "`\($0)`" }.joined(separator: ", "))
            }
        }
        let ownModules = Set(local.map(\.module)).sorted()
        if !ownModules.isEmpty {
            lines += ["", "## The app's own modules (\(ownModules.count))", ""]
            lines.append(
                "Their sources are in the folder imported, so their declarations are imported with the app's, into one module: "
                    + "the imports that name them are commented out in the copies.")
            lines.append("")
            for module in ownModules {
                lines.append(
                    "- \(module): imported by "
                        + local.filter { $0.module == module }.map(\.place.description).joined(separator: ", "))
            }
        }
        if !support.isEmpty {
            lines += ["", "## Declarations for the navigation files (\(support.count))", ""]
            lines += support.map { "- " + $0 }
        }
        if let catalog {
            lines += [
                "",
                "## Catalog skeleton (\(catalog.registered.count) \(catalog.registered.count == 1 ? "entry" : "entries"))",
                "",
            ]
            for id in catalog.registered { lines.append("- `\(id)`") }
            for skipped in catalog.skipped {
                lines.append("- not registered: `\(skipped.name)` (\(skipped.place)): \(skipped.why)")
            }
        }
        if let coordinatorCatalog { lines += coordinatorCatalog.reportLines }
        return lines.joined(separator: "\n") + "\n"
    }
}
