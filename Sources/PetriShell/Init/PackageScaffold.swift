import Foundation
import PetriSupport

/// A package `petri init` writes into a folder: its files, and writing them without changing
/// anything that was there.
struct PackageScaffold: Sendable {
    /// The package's folder, as the user gave it.
    let folder: String
    /// The names its package, modules and tool take.
    let names: PackageNames
    /// How it depends on petri.
    let dependency: PetriDependency
    /// What it writes, by path under `folder`.
    let files: [GeneratedFile]

    /// The example package: a launch, two screens, their entries, a test and the tool.
    static func example(folder: String, names: PackageNames, dependency: PetriDependency) -> PackageScaffold {
        PackageScaffold(
            folder: folder, names: names, dependency: dependency, files: ExampleCatalogTemplate.files(names, dependency)
        )
    }

    /// The package around `petri import`'s output.
    static func imported(_ output: ImportOutput, folder: String, names: PackageNames, dependency: PetriDependency)
        -> PackageScaffold
    {
        PackageScaffold(
            folder: folder, names: names, dependency: dependency,
            files: ImportedCatalogTemplate.files(names, dependency, imported: output))
    }

    /// The names a package in `folder` takes: `name` when given, else the folder's own name.
    static func names(folder: String, name: String?) throws -> PackageNames {
        if let name { return try PackageNames(tool: name) }
        return try PackageNames(folderName: URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent)
    }

    /// What ``write(force:)`` did.
    struct Outcome: Equatable, Sendable {
        /// The files it wrote, by path under the folder.
        var written: [String] = []
        /// The files that were there already with exactly the bytes it would write.
        var unchanged: [String] = []
    }

    /// Writes the files into the folder, creating it if it is missing.
    ///
    /// A folder that holds anything is refused unless `force`; even then, a file that is there
    /// and holds anything but what would be written is never changed: the whole write is
    /// refused, naming it, before anything is written.
    /// - Throws: ``PackageScaffoldError``, or the file system's error when writing fails.
    func write(force: Bool) throws -> Outcome {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: folder)
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw PackageScaffoldError.notAFolder(folder) }
            let entries = try fileManager.contentsOfDirectory(atPath: root.path).sorted()
            if !entries.isEmpty && !force { throw PackageScaffoldError.notEmpty(folder, entries: entries) }
        }
        var outcome = Outcome()
        var conflicts: [String] = []
        for file in files {
            switch Self.state(of: root.appendingPathComponent(file.path), comparedWith: file.contents, under: root) {
            case .missing: outcome.written.append(file.path)
            case .same: outcome.unchanged.append(file.path)
            case .different: conflicts.append(file.path)
            }
        }
        guard conflicts.isEmpty else { throw PackageScaffoldError.wouldOverwrite(folder, paths: conflicts) }
        for file in files where outcome.written.contains(file.path) {
            let url = root.appendingPathComponent(file.path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, options: .withoutOverwriting)
        }
        return outcome
    }

    /// Whether a file at `url` is missing, holds `contents`, or is something else (another
    /// file, a folder, or a file where one of its folders would be).
    private enum FileState { case missing, same, different }

    private static func state(of url: URL, comparedWith contents: Data, under root: URL) -> FileState {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        // A file where a folder of the path would be.
        var folder = url.deletingLastPathComponent()
        while folder.path.count > root.path.count {
            if fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return .different
            }
            folder = folder.deletingLastPathComponent()
        }
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .missing }
        guard !isDirectory.boolValue, let existing = fileManager.contents(atPath: url.path) else { return .different }
        return existing == contents ? .same : .different
    }
}

/// A folder `petri init` will not write into, and why.
enum PackageScaffoldError: Error, Equatable, CustomStringConvertible {
    case notAFolder(String)
    case notEmpty(String, entries: [String])
    case wouldOverwrite(String, paths: [String])

    var description: String {
        switch self {
        case let .notAFolder(folder):
            return "\(UserText.escaped(folder)) is a file, not a folder: give a new or empty folder for the package"
        case let .notEmpty(folder, entries):
            return
                "\(UserText.escaped(folder)) is not empty (it holds \(Self.list(entries))): give a new or empty folder, "
                + "or --force to write beside what is there (a file that is there is never changed)"
        case let .wouldOverwrite(folder, paths):
            return
                "wrote nothing: \(UserText.escaped(folder)) already holds \(Self.list(paths)), which petri init would change: "
                + "move \(paths.count == 1 ? "it" : "them") away, or give another folder"
        }
    }

    /// Up to 6 names, then how many more.
    static func list(_ names: [String]) -> String {
        let shown = names.prefix(6).joined(separator: ", ")
        return names.count > 6 ? "\(shown) and \(names.count - 6) more" : shown
    }
}
