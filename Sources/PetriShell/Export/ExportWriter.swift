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

    /// Renders `formats` of `export` into `directory`, each format on a task of its own (the
    /// machine's cores share them) and each file written as soon as it is rendered. The files
    /// are the same bytes whatever the order the tasks finish in.
    static func render(_ export: CatalogExport, formats: [ExportFormat], into directory: ExportDirectory) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for format in Set(formats) {
                group.addTask { try render(export, format: format, into: directory) }
            }
            try await group.waitForAll()
        }
    }

    /// Renders one format into `directory`.
    private static func render(_ export: CatalogExport, format: ExportFormat, into directory: ExportDirectory) throws {
        switch format {
        case .markdown: try export.writeMarkdown { path, text in try directory.write(path, text) }
        case .json: try directory.stream("catalog.json") { append in try export.writeJSON(append); try append("\n") }
        case .mermaid: try directory.write("graph.mmd", export.graph.renderMermaid())
        case .dot: try directory.write("graph.dot", export.graph.renderDOT(name: export.catalogName))
        case .html: try directory.write("index.html", HTMLExport.render(export))
        case .svg: try directory.write("graph.svg", Graphviz.svg(fromDOT: export.graph.renderDOT(name: export.catalogName)))
        }
    }

    /// Writes the files of `formats` of `export` as the directory `output`.
    /// - Returns: how many files were written.
    func write(_ export: CatalogExport, formats: [ExportFormat], to output: String) async throws -> Int {
        try await write(to: output) { directory in try await Self.render(export, formats: formats, into: directory) }
    }

    /// Writes `files` (relative paths) as the directory `output`.
    func write(_ files: [String: String], to output: String) async throws {
        _ = try await write(to: output) { directory in
            for (path, contents) in files.sorted(by: { $0.key < $1.key }) { try directory.write(path, contents) }
        }
    }

    /// Writes what `produce` writes into an ``ExportDirectory`` as the directory `output`,
    /// whole or not at all.
    /// - Returns: how many files were written.
    func write(to output: String, _ produce: (ExportDirectory) async throws -> Void) async throws -> Int {
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
