import Foundation
import Testing
@testable import PetriShell

/// Issue 37: `watch` rebuilds on what SwiftPM builds from — not on documentation, build
/// folders or an editor's scratch files — and on sources in folders made while it watches.
@Suite("Watching a package's sources")
struct SourceWatcherTests {
    /// A package folder with a source in it, and a watcher on it.
    private static func package() throws -> (URL, SourceWatcher) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("petri-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try "let x = 1\n".write(
            to: root.appendingPathComponent("Sources/App/App.swift"), atomically: true, encoding: .utf8)
        return (root, SourceWatcher(root: root))
    }

    /// The next burst of changes, or `nil` when none comes within `seconds` (a hang guard:
    /// minutes, for what must come; a few seconds, for what must not).
    private static func next(_ changes: AsyncStream<[String]>, within seconds: Int) async -> [String]? {
        await withTaskGroup(of: [String]?.self) { group in
            group.addTask {
                var iterator = changes.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// Waits until `watcher` has reported `count` bursts; a hang guard of minutes.
    private static func waitUntil(_ watcher: SourceWatcher, hasReported count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(300)
        while watcher.burstsReported < count {
            guard ContinuousClock.now < deadline else {
                Issue.record("the watcher reported \(watcher.burstsReported) bursts, not \(count), in 5 minutes")
                return
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    private static func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    @Test("An edited Swift file is reported once, by its path in the package, however many events its save made")
    func editedSource() async throws {
        let (root, watcher) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let changes = try watcher.changes()
        try Self.write("let x = 2\n", to: "Sources/App/App.swift", in: root)
        try Self.write("let x = 3\n", to: "Sources/App/App.swift", in: root)
        #expect(await Self.next(changes, within: 300) == ["Sources/App/App.swift"])
        watcher.stop()
    }

    @Test("Build folders, hidden folders, documentation and an editor's swap files are not sources")
    func notSources() async throws {
        let (root, watcher) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let changes = try watcher.changes()
        try Self.write("// built\n", to: ".build/debug/Generated.swift", in: root)
        try Self.write("notes\n", to: "README.md", in: root)
        try Self.write("swap\n", to: "Sources/App/.App.swift.swp", in: root)
        try Self.write("backup\n", to: "Sources/App/App.swift~", in: root)
        // Then a source: the first burst holds it alone.
        try await Task.sleep(for: .milliseconds(400))
        try Self.write("let y = 1\n", to: "Sources/App/Other.swift", in: root)
        let burst = await Self.next(changes, within: 300)
        #expect(burst == ["Sources/App/Other.swift"])
        #expect(SourceWatcher.isSource("Package.swift"))
        #expect(SourceWatcher.isSource("Sources/CLib/include/lib.h"))
        #expect(!SourceWatcher.isSource(".build/checkouts/x/Sources/A.swift"))
        #expect(!SourceWatcher.isSource("docs/catalog/index.html"))
        watcher.stop()
    }

    @Test("A folder made while watching is watched: its sources count, and so do later edits in it")
    func newFolder() async throws {
        let (root, watcher) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let changes = try watcher.changes()
        try Self.write("struct New {}\n", to: "Sources/Feature/Screens/New.swift", in: root)
        #expect(await Self.next(changes, within: 300) == ["Sources/Feature/Screens/New.swift"])
        try Self.write("struct New { var x = 1 }\n", to: "Sources/Feature/Screens/New.swift", in: root)
        #expect(await Self.next(changes, within: 300) == ["Sources/Feature/Screens/New.swift"])
        watcher.stop()
    }

    @Test("Saves made while the reader is busy (a build running) wait as one burst, the newest, not one each")
    func busyReader() async throws {
        let (root, watcher) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let changes = try watcher.changes(quiet: .milliseconds(50))
        // Nobody reads: a first burst is reported, then a second (waiting for each to be
        // reported, as long as a busy machine takes, not for a fixed time).
        try Self.write("let a = 1\n", to: "Sources/App/A.swift", in: root)
        try await Self.waitUntil(watcher, hasReported: 1)
        try Self.write("let b = 1\n", to: "Sources/App/B.swift", in: root)
        try await Self.waitUntil(watcher, hasReported: 2)
        // One burst waits: the newest; the first save's burst is gone.
        let waiting = await Self.next(changes, within: 300)
        #expect(waiting == ["Sources/App/B.swift"])
        let later = await Self.next(changes, within: 3)
        #expect(later != ["Sources/App/A.swift"], "the first save's burst came after the newest")
        watcher.stop()
    }

    @Test("Stopping the watcher ends its stream of changes")
    func stopping() async throws {
        let (root, watcher) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let changes = try watcher.changes()
        watcher.stop()
        let ended = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await _ in changes {}
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(300))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(ended)
    }

    @Test("A folder that does not exist cannot be watched, and the error names it")
    func missingFolder() throws {
        let watcher = SourceWatcher(root: URL(fileURLWithPath: "/nonexistent/petri-\(UUID().uuidString)"))
        #expect {
            _ = try watcher.changes()
        } throws: { error in
            String(describing: error).contains("cannot watch \"/nonexistent/petri-")
        }
    }
}
