import Foundation
import PetriDish
import PetriSupport

/// Writes an export into a directory, whole or not at all: the files are written into a
/// temporary directory beside it, which then replaces it. A directory that is not a petri export
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

    /// The files of `formats`, by relative path.
    @MainActor
    static func files(of export: CatalogExport, formats: [ExportFormat]) throws -> [String: String] {
        var files: [String: String] = [:]
        for format in formats {
            switch format {
            case .markdown: files.merge(export.renderMarkdown()) { first, _ in first }
            case .json: files["catalog.json"] = try export.renderJSON() + "\n"
            case .mermaid: files["graph.mmd"] = export.graph.renderMermaid()
            case .dot: files["graph.dot"] = export.graph.renderDOT(name: export.catalogName)
            case .html: files["index.html"] = HTMLExport.render(export)
            case .svg: files["graph.svg"] = try Graphviz.svg(fromDOT: export.graph.renderDOT(name: export.catalogName))
            }
        }
        return files
    }

    /// Writes `files` (relative paths) as the directory `output`.
    func write(_ files: [String: String], to output: String) throws {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: output).standardizedFileURL
        for path in files.keys {
            let components = path.split(separator: "/")
            guard !path.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
                throw Failure(description: "refusing to write \(UserText.quoted(path)) outside the export")
            }
        }
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
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)
            for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
                let file = temporary.appendingPathComponent(path)
                try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: file)
            }
            try Data("petri export\n".utf8).write(to: temporary.appendingPathComponent(Self.marker))
            if exists { try fileManager.removeItem(at: target) }
            try fileManager.moveItem(at: temporary, to: target)
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw Failure(description: "cannot write the export to \(UserText.quoted(output)): \(error.localizedDescription)")
        }
    }
}
