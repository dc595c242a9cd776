import Foundation
import PetriSupport

/// `petri init`: writes an app team's catalog package and says what it wrote and what to run next.
@MainActor
enum PackageInit {
    /// What the command line asked for.
    struct Request: Sendable {
        /// The package's folder, as given.
        var folder: String
        /// `--name`: the tool's name, the folder's by default.
        var name: String?
        /// `--petri-url`.
        var petriURL: String?
        /// `--petri-path`, written into the manifest as given.
        var petriPath: String?
        /// `--from`: `petri import`'s output folder.
        var from: String?
        /// `--force`: write into a folder that is not empty.
        var force = false
    }

    /// The package `request` describes.
    /// - Throws: when a name, the dependency or the import output is not one it can use.
    static func scaffold(_ request: Request) throws -> PackageScaffold {
        let names = try PackageScaffold.names(folder: request.folder, name: request.name)
        let dependency = try dependency(for: request)
        if let from = request.from {
            return .imported(
                try ImportOutput(folder: from), folder: request.folder, names: names, dependency: dependency)
        }
        return .example(folder: request.folder, names: names, dependency: dependency)
    }

    /// `--petri-path`, else `--petri-url`, else the checkout this petri was built from (by its
    /// absolute path), else a refusal that says what to give.
    static func dependency(for request: Request, builtFrom: String? = PetriDependency.builtFromCheckout) throws
        -> PetriDependency
    {
        if let path = request.petriPath { return try PetriDependency.path(checkout: path) }
        if let url = request.petriURL { return try PetriDependency.url(url) }
        guard let builtFrom else { throw PetriDependencyError.noneKnown }
        return try PetriDependency.path(checkout: builtFrom)
    }

    /// Writes the package and reports it.
    /// - Returns: the exit status: 0 when written, 1 when refused.
    static func run(_ request: Request, output: any ShellOutput) -> Int32 {
        do {
            let scaffold = try scaffold(request)
            let outcome = try scaffold.write(force: request.force)
            for line in report(scaffold, outcome, dependencyChosen: request.petriURL == nil && request.petriPath == nil)
            { output.print(line) }
            if case let .path(path) = scaffold.dependency,
                let warning = checkoutWarning(folder: request.folder, path: path)
            {
                output.printError(warning)
            }
            return 0
        } catch {
            output.printError("error: \(error)")
            return 1
        }
    }

    /// What the command prints: the package, each file written, and the next commands.
    static func report(_ scaffold: PackageScaffold, _ outcome: PackageScaffold.Outcome, dependencyChosen: Bool)
        -> [String]
    {
        let names = scaffold.names
        var lines: [String] = []
        if outcome.written.isEmpty {
            lines.append(
                "the package \(names.prefix) with its tool \(names.tool) in \(scaffold.folder) is as petri init writes it: nothing to write"
            )
        } else {
            lines.append("wrote the package \(names.prefix) with its tool \(names.tool) in \(scaffold.folder):")
            lines += outcome.written.map { "  \($0)" }
            if !outcome.unchanged.isEmpty {
                lines.append("left as they were (the same bytes): \(outcome.unchanged.joined(separator: ", "))")
            }
        }
        if dependencyChosen, case let .path(checkout) = scaffold.dependency {
            lines.append(
                "note: the package depends on the petri checkout this petri was built from, \(checkout); --petri-url <repository> depends on a published petri instead"
            )
        }
        lines += [
            "next, to build it and compose every screen, then open its shell:",
            "  cd \(shellWord(scaffold.folder)) && swift run \(names.tool) check",
            "  swift run \(names.tool)",
        ]
        return lines
    }

    /// A note when `path`, taken from the package's folder, holds no petri checkout: the path is
    /// written as given, relative to the new package, which is easy to mistake for the
    /// working directory.
    static func checkoutWarning(folder: String, path: String) -> String? {
        let base = URL(fileURLWithPath: folder, isDirectory: true)
        let checkout = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        let manifest = checkout.appendingPathComponent("Package.swift").standardizedFileURL
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"petri\"") else {
            return
                "note: --petri-path \(UserText.escaped(path)) is taken from the package's folder, and \(manifest.path) is not petri's manifest: "
                + "give the path of a petri checkout relative to \(UserText.escaped(folder)), or an absolute one"
        }
        return nil
    }

    /// `word` as a shell reads it: as it is when it has nothing a shell would split or expand.
    static func shellWord(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "-_./".unicodeScalars.contains($0)
        }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
