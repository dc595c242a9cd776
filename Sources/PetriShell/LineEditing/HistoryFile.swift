import Foundation

/// The history every petri session of a user shares, kept in one file that several sessions
/// may read and append to at the same time.
///
/// - Sessions never overwrite each other: a line is appended (`O_APPEND`) while holding an
///   exclusive `flock` on a lock file beside the history, so two sessions typing at once keep
///   every line of both.
/// - A reader holds a shared lock while it reads, so it never sees a line half written.
/// - When the file grows past twice the number of lines kept, the session that notices rewrites
///   it with the newest lines into a temporary file and renames that over it (under the
///   exclusive lock): the file is replaced whole or not at all.
/// - A file that is not text (bytes that are not UTF-8, NULs) is never rewritten: it is left
///   as it is, and nothing is saved to it.
/// - A file in libedit's own format (`_HiStOrY_V2_`, written by petri before 0.2) is read, and
///   rewritten in the plain format the first time a line is appended.
///
/// The file holds one command a line, oldest first; lines never contain a newline (they are
/// what the user typed at one prompt).
final class HistoryFile {
    /// Why the history cannot be used, said once to the user.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The history file's path.
    let path: String
    /// The most lines kept.
    let limit: Int
    /// Whether lines may be appended: false once the file turned out not to be text, or could
    /// not be written.
    private(set) var isWritable = true
    /// Whether the file is in libedit's old format and must be rewritten before appending.
    private var needsMigration = false

    private static let libeditHeader = "_HiStOrY_V2_"

    init(path: String, limit: Int) {
        self.path = path
        self.limit = limit
    }

    private var lockPath: String { path + ".lock" }

    // MARK: Reading

    /// The newest `limit` lines, oldest first. A missing file is an empty history.
    /// - Throws: ``Problem`` when the file exists but cannot be read or is not text; the history
    ///   is then not written to this session.
    func load() throws(Problem) -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let data: Data
        do {
            data = try withLock(LOCK_SH) { try Data(contentsOf: URL(fileURLWithPath: path)) }
        } catch {
            isWritable = false
            throw Problem(
                description:
                    "cannot read the history file \(path) (\(Self.reason(error))); this session's commands are not saved"
            )
        }
        guard let lines = Self.decode(data) else {
            isWritable = false
            throw Problem(
                description:
                    "the history file \(path) is not a petri history (it is not text); it is left untouched and this session's commands are not saved — move it away to start a new history"
            )
        }
        needsMigration = lines.isLegacy
        return Array(lines.lines.suffix(limit))
    }

    /// The lines of a history file's contents, or `nil` when they are not text.
    static func decode(_ data: Data) -> (lines: [String], isLegacy: Bool)? {
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == libeditHeader else { return (lines, false) }
        lines.removeFirst()
        return (lines.map(unvis), true)
    }

    /// Undoes libedit's `strvis(VIS_WHITE)` encoding: `\040` (octal) and `\\`.
    static func unvis(_ line: String) -> String {
        var bytes: [UInt8] = []
        let source = Array(line.utf8)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "\\"), index + 1 < source.count {
                let next = source[index + 1]
                if next == UInt8(ascii: "\\") {
                    bytes.append(next)
                    index += 2
                    continue
                }
                let digits = source[(index + 1)...].prefix(3)
                if digits.count == 3, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }) {
                    let value = digits.reduce(0) { $0 * 8 + Int($1 - UInt8(ascii: "0")) }
                    if value < 256 {
                        bytes.append(UInt8(value))
                        index += 4
                        continue
                    }
                }
            }
            bytes.append(byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Writing

    /// Appends `line`, creating the file (mode 0600) if needed.
    /// - Throws: ``Problem`` the first time the file cannot be written; after that the history
    ///   is kept in memory only and nothing more is thrown.
    func append(_ line: String) throws(Problem) {
        guard isWritable, !line.contains("\n") else { return }
        do {
            try withLock(LOCK_EX) {
                if needsMigration {
                    try rewrite(keepingNewest: limit)
                    needsMigration = false
                }
                let size = try appendUnlocked(line)
                // Compacting reads the file; do it rarely: when it may hold twice the lines kept.
                if size > compactionThreshold { try compact() }
            }
        } catch let problem as Problem {
            isWritable = false
            throw problem
        } catch {
            isWritable = false
            throw Problem(
                description:
                    "cannot save history to \(path) (\(Self.reason(error))); this session's commands are kept in memory only"
            )
        }
    }

    /// Appends a line and returns the file's size afterwards.
    private func appendUnlocked(_ line: String) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(errno) }
        defer { close(descriptor) }
        // One write(2) of the whole line on an O_APPEND descriptor: it lands after every
        // other session's lines, never inside one.
        try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data((line + "\n").utf8))
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError(errno) }
        return Int(status.st_size)
    }

    /// A file larger than this may hold more than twice `limit` lines of typical length.
    private var compactionThreshold: Int { limit * 2 * 64 }

    /// Keeps the newest `limit` lines, unless the file is not text.
    private func compact() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let decoded = Self.decode(data), decoded.lines.count > limit * 2 || decoded.isLegacy else { return }
        try write(decoded.lines.suffix(limit))
    }

    /// Rewrites the file in the plain format with its newest `count` lines.
    private func rewrite(keepingNewest count: Int) throws {
        let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        guard let decoded = Self.decode(data) else {
            throw Problem(
                description:
                    "the history file \(path) is not a petri history (it is not text); it is left untouched and this session's commands are not saved"
            )
        }
        try write(decoded.lines.suffix(count))
    }

    /// Replaces the file whole: a temporary file beside it, renamed over it.
    private func write(_ lines: ArraySlice<String>) throws {
        let temporary = path + ".\(getpid()).tmp"
        let contents = Data(lines.map { $0 + "\n" }.joined().utf8)
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: contents, attributes: [.posixPermissions: 0o600])
        else {
            throw POSIXError(errno == 0 ? .EACCES : POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        guard rename(temporary, path) == 0 else {
            let error = POSIXError(errno)
            unlink(temporary)
            throw error
        }
    }

    // MARK: Locking

    /// Runs `body` holding `operation` (`LOCK_SH` or `LOCK_EX`) on the lock file.
    private func withLock<T>(_ operation: Int32, _ body: () throws -> T) throws -> T {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(errno) }
        defer { close(descriptor) }
        while flock(descriptor, operation) != 0 {
            guard errno == EINTR else { throw POSIXError(errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(code)))
        }
        return (error as NSError).localizedDescription
    }
}

extension POSIXError {
    init(_ code: Int32) {
        self.init(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}

// MARK: - Where the file is

extension HistoryFile {
    /// The history file for `application`, following the XDG Base Directory specification:
    /// `$XDG_STATE_HOME/<application>/history`, or `$HOME/.local/state/<application>/history`
    /// when `XDG_STATE_HOME` is unset, empty or not absolute (the specification says to
    /// ignore relative paths). `nil` when neither variable gives an absolute directory.
    static func path(environment: [String: String], application: String = ToolIdentity.current.name) -> String? {
        guard let location = location(environment: environment, application: application) else { return nil }
        return location.file
    }

    /// The history file and the existing directory below which missing directories may be
    /// created: `$HOME` for the default location, the parent of `$XDG_STATE_HOME` otherwise.
    static func location(environment: [String: String], application: String = ToolIdentity.current.name) -> (
        file: String, anchor: String
    )? {
        let stateHome: String
        let anchor: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            stateHome = xdg
            anchor = directory(of: xdg.hasSuffix("/") && xdg.count > 1 ? String(xdg.dropLast()) : xdg)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            stateHome = joined(home, ".local/state")
            anchor = home
        } else {
            return nil
        }
        return (joined(joined(stateHome, application), "history"), anchor)
    }

    /// Creates the directory of `file` (mode 0700) when it is missing, but only below `anchor`,
    /// which must exist: a history is never the reason a home directory springs into being.
    /// - Throws: ``Problem`` saying why the history cannot be kept.
    static func prepareDirectory(of file: String, below anchor: String) throws(Problem) {
        let directory = directory(of: file)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw Problem(
                    description:
                        "cannot keep history in \(directory): it is a file, not a directory; this session's commands are not saved"
                )
            }
            return
        }
        guard FileManager.default.fileExists(atPath: anchor, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem(
                description:
                    "cannot keep history: \(anchor) does not exist (set HOME or XDG_STATE_HOME to a directory that does); this session's commands are not saved"
            )
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Problem(
                description:
                    "cannot create \(directory) for the history (\(reason(error))); this session's commands are not saved"
            )
        }
    }

    /// The directory holding the file at `path`: everything before the last `/`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func joined(_ directory: String, _ component: String) -> String {
        directory.hasSuffix("/") ? directory + component : directory + "/" + component
    }
}
