import Foundation
import PetriDish
import PetriSupport

/// Writes an export into a directory, whole or not at all: the files are written, as they are
/// rendered, into a temporary directory beside it, which then replaces it. A directory that is not a petri export
/// (it has no marker file and is not empty) is replaced only when forced.
struct ExportWriter {
    /// The file that marks a directory as a petri export.
    static let marker = ".petri-export"

    /// Whether a directory that is not a petri export may be replaced.
    var force = false

    /// Why an export could not be written.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes what `produce` writes into an ``ExportDirectory`` as the directory `output`,
    /// whole or not at all.
    /// - Returns: how many files were written.
    @MainActor
    func write(to output: String, _ produce: @MainActor (ExportDirectory) async throws -> Void) async throws -> Int {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: output).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists && !force {
            guard isDirectory.boolValue else {
                throw Failure(description: "\(UserText.quoted(output)) is a file, not a petri export; --force replaces it")
            }
            let contents = (try? fileManager.contentsOfDirectory(atPath: target.path)) ?? []
            guard contents.isEmpty || contents.contains(Self.marker) else {
                throw Failure(description: "\(UserText.quoted(output)) exists and is not a petri export (it has no \(Self.marker)); --force replaces it")
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
            return error as? Failure ?? Failure(description: "cannot write the export to \(UserText.quoted(output)): \(error.localizedDescription)")
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
            try Data("petri export\n".utf8).write(to: temporary.appendingPathComponent(Self.marker))
            if exists { try fileManager.removeItem(at: target) }
            try fileManager.moveItem(at: temporary, to: target)
            return directory.count
        } catch {
            throw failure(error)
        }
    }
}
