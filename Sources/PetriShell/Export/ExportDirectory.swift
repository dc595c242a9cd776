import Foundation
import PetriDish
import PetriSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directory an export is being written into: each file is written as soon as it is
/// rendered, so an export of ten thousand screens never holds its files in memory. Formats
/// rendered on several tasks write into it at once; each file is written by one task.
final class ExportDirectory: @unchecked Sendable {
    /// Where the files go: the temporary directory that replaces the export at the end.
    let root: URL
    /// Guards `paths`.
    private let lock = NSLock()
    /// The relative paths written so far, each with the format that wrote it.
    private var paths: [String: ExportFormat] = [:]

    init(root: URL) {
        self.root = root
    }

    /// How many files were written.
    var count: Int {
        lock.withLock { paths.count }
    }

    /// The files written so far, as the export's marker lists them.
    var manifest: ExportManifest {
        ExportManifest(files: lock.withLock { paths })
    }

    /// Whether the relative `path` names a file inside an export: not absolute, no `.`, `..` or
    /// empty component, on one line.
    static func isInside(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.hasPrefix("/") && !path.contains("\n")
            && !components.contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }

    /// Writes the file at the relative `path`, a file of `format`.
    /// - Throws: ``ExportWriter/Failure`` for a path outside the export or written twice, or
    ///   when writing fails.
    ///
    /// Through a file handle rather than `Data.write(to:)`, which syncs each file to the disk
    /// before returning: a page per screen made an export wait for the disk ten thousand times,
    /// where only the whole export's swap into place matters.
    func write(_ path: String, _ contents: String, format: ExportFormat) throws {
        let file = try open(path, format: format)
        try file.append(contents)
        try file.close()
    }

    /// Opens the file at the relative `path`, of `format`, to be written a part at a time.
    /// - Throws: what ``write(_:_:)`` throws.
    ///
    /// Created with one `open(2)`: `FileManager.createFile` writes an empty file atomically (a
    /// temporary file, then a rename) before a handle can open it again, three calls a page.
    func open(_ path: String, format: ExportFormat) throws -> ExportFile {
        let file = try claim(path, format: format)
        let descriptor = file.withUnsafeFileSystemRepresentation { name in
            name.map { Self.create($0) } ?? -1
        }
        guard descriptor >= 0 else {
            throw ExportWriter.Failure(
                description: "cannot create \(UserText.quoted(path)) of the export: \(String(cString: strerror(errno)))"
            )
        }
        return ExportFile(path: path, handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
    }

    /// `open(2)` for a new file to write, or truncating one, as `Data.write(to:)` creates it.
    private static func create(_ name: UnsafePointer<CChar>) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        #else
        Darwin.open(name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        #endif
    }

    static func failure(writing path: String, _ error: any Error) -> ExportWriter.Failure {
        ExportWriter.Failure(
            description: "cannot write \(UserText.quoted(path)) of the export: \(error.localizedDescription)")
    }

    /// The URL of the relative `path`, its directory created, once checked and claimed.
    private func claim(_ path: String, format: ExportFormat) throws -> URL {
        guard Self.isInside(path) else {
            throw ExportWriter.Failure(description: "refusing to write \(UserText.quoted(path)) outside the export")
        }
        let isNew = lock.withLock {
            guard paths[path] == nil else { return false }
            paths[path] = format
            return true
        }
        guard isNew else {
            throw ExportWriter.Failure(description: "two formats both write \(UserText.quoted(path))")
        }
        let file = root.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw Self.failure(writing: path, error)
        }
        return file
    }
}

/// A file of an export written a part at a time (an entry of `catalog.json`, a screen of
/// `index.html`): parts are gathered into writes of about a megabyte. Used by one task at a time.
final class ExportFile {
    let path: String
    private let handle: FileHandle
    private var buffer = Data()

    init(path: String, handle: FileHandle) {
        self.path = path
        self.handle = handle
    }

    /// Appends `part` to the file.
    func append(_ part: String) throws {
        buffer.append(contentsOf: part.utf8)
        if buffer.count >= 1 << 20 { try flush() }
    }

    /// Writes what is gathered and closes the file.
    func close() throws {
        try flush()
        try? handle.close()
    }

    private func flush() throws {
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw ExportDirectory.failure(writing: path, error)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
