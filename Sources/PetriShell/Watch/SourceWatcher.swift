import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reports changes to a package's source files: what `watch` rebuilds on.
///
/// On Linux it asks the kernel (inotify), one watch per folder of the package, adding the
/// folders made while it runs; elsewhere it compares the files' modification dates and sizes
/// twice a second. Build folders (`.build`, `.build-…`), hidden folders (`.git`, `.swiftpm`)
/// and files that are not sources (documentation, an editor's swap and backup files) are not
/// watched: what counts is what SwiftPM compiles — Swift, C and C++ files, module maps and the
/// manifest.
final class SourceWatcher: @unchecked Sendable {
    /// The package's folder: paths are reported relative to it.
    let root: URL

    private let lock = NSLock()
    /// Guarded by `lock`: whether ``stop()`` was called.
    private var isStopped = false
    /// Guarded by `lock`: the pipe that wakes the reading thread to stop, on Linux.
    private var wakeUp: (read: Int32, write: Int32)?
    /// Guarded by `lock`: how many bursts were reported, read or not.
    private var reportedBursts = 0

    /// Watches the package whose folder is `root`.
    init(root: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    }

    deinit {
        stop()
    }

    /// The source files that change, as paths relative to ``root``, sorted: one element per
    /// burst of changes, once `quiet` has passed without another (an editor's save is several
    /// events: a temporary file, a rename, a change of attributes). Only the newest burst waits
    /// for a reader that is busy (a build running): saves made meanwhile make one more build,
    /// not one each. It ends when the task that reads it is cancelled or ``stop()`` is called.
    /// - Throws: ``WatchError/cannotWatch(_:reason:)`` when the folders cannot be watched.
    func changes(quiet: Duration = .milliseconds(150)) throws -> AsyncStream<[String]> {
        let milliseconds = Int32(
            quiet.components.seconds * 1_000 + quiet.components.attoseconds / 1_000_000_000_000_000)
        #if os(Linux)
        let stream = try KernelEvents(watcher: self, quietMilliseconds: milliseconds).stream()
        #else
        let stream = PolledEvents(watcher: self, quietMilliseconds: milliseconds).stream()
        #endif
        return stream
    }

    /// Stops watching; the stream of changes ends.
    func stop() {
        lock.withLock {
            guard !isStopped else { return }
            isStopped = true
            if let wakeUp {
                var byte: UInt8 = 1
                _ = write(wakeUp.write, &byte, 1)
            }
        }
    }

    /// Whether a file at `relativePath` is a source that SwiftPM compiles or reads.
    static func isSource(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/")
        guard let name = components.last, !components.dropLast().contains(where: isSkippedFolder) else {
            return false
        }
        if name.hasPrefix(".") || name.hasSuffix("~") || name == "4913" { return false }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return sourceExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Whether a folder named `name` is left unwatched.
    static func isSkippedFolder(_ name: Substring) -> Bool {
        name.hasPrefix(".") || name == "node_modules"
    }

    /// The extensions of the files SwiftPM builds a target from.
    static let sourceExtensions: Set<String> = [
        "swift", "c", "cc", "cpp", "cxx", "m", "mm", "h", "hh", "hpp", "modulemap", "s",
    ]

    // MARK: For the readers

    fileprivate var stopped: Bool { lock.withLock { isStopped } }

    /// How many bursts the stream has reported so far, whether or not a reader took them: what
    /// a test waits for, rather than for a time a busy machine may overrun.
    var burstsReported: Int { lock.withLock { reportedBursts } }

    /// Reports `burst` on `continuation`, and counts it.
    fileprivate func report(_ burst: Set<String>, to continuation: AsyncStream<[String]>.Continuation) {
        continuation.yield(burst.sorted())
        lock.withLock { reportedBursts += 1 }
    }

    fileprivate func setWakeUp(_ pipe: (read: Int32, write: Int32)?) -> Bool {
        lock.withLock {
            wakeUp = pipe
            return !isStopped
        }
    }

    /// The folders to watch under ``root``, ``root`` first.
    fileprivate func folders() -> [URL] {
        Self.folders(under: root)
    }

    /// The folders to watch under `root`, `root` first.
    fileprivate static func folders(under root: URL) -> [URL] {
        var folders = [root]
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return folders }
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: Set(keys))
            guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
            if Self.isSkippedFolder(Substring(url.lastPathComponent)) {
                enumerator.skipDescendants()
                continue
            }
            folders.append(url)
        }
        return folders
    }

    /// `url` relative to ``root``.
    fileprivate func relative(_ path: String) -> String {
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

#if os(Linux)
/// inotify: one watch per folder; a folder created later is watched as it appears.
private struct KernelEvents {
    let watcher: SourceWatcher
    let quietMilliseconds: Int32

    func stream() throws -> AsyncStream<[String]> {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw WatchError.cannotWatch(watcher.root.path, reason: Self.reason()) }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            let reason = Self.reason()
            close(descriptor)
            throw WatchError.cannotWatch(watcher.root.path, reason: reason)
        }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let closeAll: @Sendable () -> Void = {
            close(descriptor)
            close(readEnd)
            close(writeEnd)
        }
        let folders = Folders(descriptor: descriptor)
        for folder in watcher.folders() {
            // A folder that cannot be watched is left out; the package's own must be.
            if folders.add(folder.path) || folder != watcher.root { continue }
            let reason = Self.reason()
            closeAll()
            throw WatchError.cannotWatch(watcher.root.path, reason: reason)
        }
        guard watcher.setWakeUp((readEnd, writeEnd)) else {
            closeAll()
            return AsyncStream { $0.finish() }
        }
        let (stream, continuation) = AsyncStream<[String]>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [watcher] _ in watcher.stop() }
        let watcher = self.watcher
        let quiet = quietMilliseconds
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var polled = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0),
            ]
            var burst = Set<String>()
            while !watcher.stopped {
                // Waits for the first event of a burst, then for the quiet that ends it.
                let ready = poll(&polled, 2, burst.isEmpty ? -1 : quiet)
                if ready < 0 && errno == EINTR { continue }
                if ready < 0 || polled[1].revents != 0 { break }
                if ready == 0 {
                    watcher.report(burst, to: continuation)
                    burst.removeAll()
                    continue
                }
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                burst.formUnion(Self.changes(in: buffer[..<count], folders: folders, watcher: watcher))
            }
            closeAll()
            continuation.finish()
        }
        thread.name = "petri watch"
        thread.start()
        return stream
    }

    /// The watched folders by watch descriptor; only the reading thread adds to it after
    /// the start.
    final class Folders: @unchecked Sendable {
        let descriptor: Int32
        private(set) var paths: [Int32: String] = [:]

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// Watches the folder at `path`; `false` when the kernel refused.
        @discardableResult
        func add(_ path: String) -> Bool {
            let mask = IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
            let watch = inotify_add_watch(descriptor, path, UInt32(mask) | UInt32(IN_ONLYDIR))
            guard watch >= 0 else { return false }
            paths[watch] = path
            return true
        }
    }

    /// The source files that the events in `bytes` are about, relative to the package; a
    /// folder made or moved in is watched from now on, and its sources count as changed.
    static func changes(in bytes: ArraySlice<UInt8>, folders: Folders, watcher: SourceWatcher) -> [String] {
        var changed: [String] = []
        var offset = bytes.startIndex
        // struct inotify_event: wd, mask, cookie, len (four 32-bit values), then the name.
        while offset + 16 <= bytes.endIndex {
            let watch = int32(bytes, offset)
            let mask = UInt32(bitPattern: int32(bytes, offset + 4))
            let length = Int(int32(bytes, offset + 12))
            let nameEnd = min(offset + 16 + length, bytes.endIndex)
            let name = String(decoding: bytes[(offset + 16)..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
            offset += 16 + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Too many to tell apart: the manifest stands for the package as a whole.
                changed.append("Package.swift")
                continue
            }
            guard let folder = folders.paths[watch], !name.isEmpty else { continue }
            let path = folder + "/" + name
            if mask & UInt32(IN_ISDIR) != 0 {
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !SourceWatcher.isSkippedFolder(Substring(name)) {
                    let inside = SourceWatcher.folders(under: URL(fileURLWithPath: path))
                    for folder in inside { folders.add(folder.path) }
                    // Files written into it before its watch began.
                    let names = FileManager.default.subpaths(atPath: path) ?? []
                    changed += names.map { watcher.relative(path + "/" + $0) }.filter(SourceWatcher.isSource)
                }
                continue
            }
            let relative = watcher.relative(path)
            if SourceWatcher.isSource(relative) { changed.append(relative) }
        }
        return changed
    }

    static func int32(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> Int32 {
        var value: Int32 = 0
        withUnsafeMutableBytes(of: &value) { raw in
            for index in 0..<4 { raw[index] = bytes[offset + index] }
        }
        return value
    }

    static func reason() -> String {
        let number = errno
        if number == EMFILE || number == ENOSPC {
            return "the system's limit on watched folders is reached (raise fs.inotify.max_user_watches)"
        }
        return String(cString: strerror(number))
    }
}
#else
/// Modification dates and sizes, compared twice a second.
private struct PolledEvents {
    let watcher: SourceWatcher
    let quietMilliseconds: Int32

    func stream() -> AsyncStream<[String]> {
        let (stream, continuation) = AsyncStream<[String]>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [watcher] _ in watcher.stop() }
        let watcher = self.watcher
        let quiet = TimeInterval(quietMilliseconds) / 1_000
        let thread = Thread {
            var known = Self.scan(watcher)
            var burst = Set<String>()
            while !watcher.stopped {
                Thread.sleep(forTimeInterval: burst.isEmpty ? 0.5 : quiet)
                let now = Self.scan(watcher)
                let changed = Set(now.keys).union(known.keys).filter { now[$0] != known[$0] }
                known = now
                if changed.isEmpty, !burst.isEmpty {
                    watcher.report(burst, to: continuation)
                    burst.removeAll()
                }
                burst.formUnion(changed)
            }
            continuation.finish()
        }
        thread.name = "petri watch"
        thread.start()
        return stream
    }

    struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    static func scan(_ watcher: SourceWatcher) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for folder in watcher.folders() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names {
                let path = folder.path + "/" + name
                let relative = watcher.relative(path)
                guard SourceWatcher.isSource(relative),
                    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                else { continue }
                stamps[relative] = Stamp(
                    modified: attributes[.modificationDate] as? Date, size: (attributes[.size] as? NSNumber)?.intValue)
            }
        }
        return stamps
    }
}
#endif
