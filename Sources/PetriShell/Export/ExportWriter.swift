import Foundation
import PetriDish
import PetriSupport

/// Writes an export into a directory, whole or not at all, and never deletes a file it did not
/// write: the files are written, as they are rendered, into a temporary directory beside it,
/// which then replaces it. The marker file lists what each export wrote (``ExportManifest``); a
/// re-export replaces the files of the formats it writes and keeps the previous export's files
/// of other formats (`--format svg` into a full export adds `graph.svg`). A directory holding
/// files petri did not write is refused, naming them, unless forced: `--force` deletes them.
struct ExportWriter {
    /// The file that marks a directory as a petri export and lists its files.
    static let marker = ".petri-export"

    /// Whether files petri did not write may be deleted (a directory that is not an export, or
    /// files added to one, or a file where the directory would go).
    var force = false

    /// Why an export could not be written.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What an export did to its directory.
    struct Result: Equatable {
        /// How many files it wrote.
        var written: Int
        /// The previous export's files of other formats, kept as they were, and their formats.
        var kept: [String: ExportFormat]
        /// What petri did not write and `force` deleted, by path under the directory.
        var deleted: [String]
    }

    /// Writes what `produce` writes into an ``ExportDirectory`` as the directory `output`,
    /// whole or not at all.
    /// - Throws: ``Failure`` when `output` holds files petri did not write and `force` is off,
    ///   naming them, before anything is written; or when writing fails, leaving `output` as it was.
    @MainActor
    func write(to output: String, _ produce: @MainActor (ExportDirectory) async throws -> Void) async throws -> Result {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: output).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory)
        var previous = ExportManifest()
        var foreign: [String] = []
        if exists, !isDirectory.boolValue {
            guard force else {
                throw Failure(
                    description: "\(UserText.quoted(output)) is a file, not a petri export; --force replaces it")
            }
            foreign = [target.lastPathComponent]
        } else if exists {
            let markerText = (try? Data(contentsOf: target.appendingPathComponent(Self.marker))).map {
                String(decoding: $0, as: UTF8.self)
            }
            let manifest = markerText.flatMap(ExportManifest.init(parsing:))
            previous = manifest ?? ExportManifest()
            // An older petri's marker listed nothing: its whole directory was petri's.
            foreign = previous.isLegacy ? [] : Self.unlisted(in: target, manifest: previous)
            if !foreign.isEmpty, !force {
                let listed =
                    foreign.prefix(5).map(UserText.quoted).joined(separator: ", ") + (foreign.count > 5 ? ", …" : "")
                let what = CountedNoun.phrase(foreign.count, "file") + " petri did not write"
                let opening =
                    manifest == nil
                    ? "\(UserText.quoted(output)) exists and is not a petri export (it has no \(Self.marker)); it holds \(what)"
                    : "\(UserText.quoted(output)) holds \(what)"
                throw Failure(
                    description: opening + " (\(listed)), which exporting there would delete: "
                        + "move them, export into another directory, or give --force to delete them")
            }
        }
        let parent = target.deletingLastPathComponent()
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(UserText.quoted(parent.path)): \(error.localizedDescription)")
        }
        let temporary = parent.appendingPathComponent(".\(target.lastPathComponent).petri-export-\(getpid())")
        try? fileManager.removeItem(at: temporary)
        func failure(_ error: any Error) -> Failure {
            try? fileManager.removeItem(at: temporary)
            return error as? Failure
                ?? Failure(
                    description: "cannot write the export to \(UserText.quoted(output)): \(error.localizedDescription)")
        }
        let directory = ExportDirectory(root: temporary)
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)
        } catch {
            throw failure(error)
        }
        do {
            try await produce(directory)
        } catch {
            // A format's own error (Graphviz missing) says what is wrong as it is.
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        do {
            var manifest = directory.manifest
            let formats = Set(manifest.files.values)
            var kept: [String: ExportFormat] = [:]
            for (path, format) in previous.files where !formats.contains(format) && manifest.files[path] == nil {
                // The previous export's other formats stay, unless their file is gone.
                let source = target.appendingPathComponent(path)
                guard fileManager.fileExists(atPath: source.path) else { continue }
                let copy = temporary.appendingPathComponent(path)
                try fileManager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.copyItem(at: source, to: copy)
                kept[path] = format
            }
            manifest.files.merge(kept) { new, _ in new }
            try Data(manifest.text.utf8).write(to: temporary.appendingPathComponent(Self.marker))
            if exists { try fileManager.removeItem(at: target) }
            try fileManager.moveItem(at: temporary, to: target)
            return Result(written: directory.count, kept: kept, deleted: foreign)
        } catch {
            throw failure(error)
        }
    }

    /// What in `directory` the manifest does not list, by path under it, in path order: a
    /// folder holding nothing listed is named once, as a whole.
    static func unlisted(in directory: URL, manifest: ExportManifest) -> [String] {
        let fileManager = FileManager.default
        let folders = Set(
            manifest.files.keys.flatMap { path in
                let components = path.split(separator: "/").dropLast()
                return components.indices.map { components[...$0].joined(separator: "/") }
            })
        var unlisted: [String] = []
        func walk(_ relative: String) {
            let url = relative.isEmpty ? directory : directory.appendingPathComponent(relative)
            for name in ((try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []).sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                if path == marker { continue }
                // A symbolic link is an entry of its own, never followed.
                let type =
                    (try? fileManager.attributesOfItem(atPath: url.appendingPathComponent(name).path))?[.type]
                    as? FileAttributeType
                if type == .typeDirectory {
                    if folders.contains(path) { walk(path) } else { unlisted.append(path + "/") }
                } else if manifest.files[path] == nil {
                    unlisted.append(path)
                }
            }
        }
        walk("")
        return unlisted
    }
}
