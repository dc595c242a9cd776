import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// Issue 37: `watch` closes the loop an app team runs all day — edit a screen's route, rebuild,
/// reopen the screen, compare the tree — and `watch-replay` is how each new build replays the
/// session.
@Suite("petri watch", .oneProcessAtATime)
struct WatchTests {
    /// petri's own folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("A new build replays a saved session: the hierarchy it reaches is printed as tree --json prints it")
    func replaysASession() async throws {
        let folder = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("session.petri")
        try "variant tabs\nopen shop.product productID=42\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try await PetriBinary.run(["watch-replay", script.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let tree = try HierarchySnapshot(json: result.standardOutput).renderTree()
        #expect(tree.contains("ProductViewController \"Product\" (productID: 42)"), "\(tree)")
    }

    @Test(
        "A session the new build cannot replay names the line, the command and why, with a near miss, and still prints where it got to"
    )
    func replayFailure() async throws {
        let folder = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("session.petri")
        try "# a comment\nopen shop.prodcut productID=42\ntree\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try await PetriBinary.run(["watch-replay", script.path])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("line 2: open shop.prodcut productID=42: "), "\(result.standardError)")
        #expect(result.standardError.contains("shop.product"), "the near miss: \(result.standardError)")
        #expect((try? HierarchySnapshot(json: result.standardOutput)) != nil)
        let missing = try await PetriBinary.run(["watch-replay", folder.appendingPathComponent("nope.petri").path])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("nope.petri"), "\(missing.standardError)")
    }

    @Test("watch-replay is not among the commands help lists")
    func hidden() async throws {
        let help = try await PetriBinary.run(["--help"])
        #expect(!help.standardOutput.contains("watch-replay"))
        #expect(help.standardOutput.contains("watch"))
    }

    @Test(
        "Editing a screen's route in a copy of the Starter while watch runs shows the new tree and its diff; a build error keeps the last tree; Ctrl-C ends it",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed (make test installs it)")
    )
    func editWhileWatching() async throws {
        let starter = Self.root.appendingPathComponent("Examples/Starter")
        // The Starter's build folder is shared with `make starter`, which takes the same lock.
        try await StarterLock.withLock(on: starter) {
            let tool = try await Self.builtStarter(starter)
            let copy = try PetriBinary.temporaryDirectory().appendingPathComponent("Starter")
            defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
            try Self.copyPackage(starter, to: copy)
            let state = try PetriBinary.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: state) }
            let terminal = try await TmuxSession.start(
                stateHome: state, width: 160, height: 60,
                shell:
                    "trap 'true' INT; cd '\(copy.path)' && '\(tool.path)' watch item itemID=1 --package '\(copy.path)' --svg '\(copy.path)/item.svg'; echo \"ended with status $?\"; sleep 3600"
            )
            do {
                // The screen opened here, then the first build (of the copy's own sources).
                try await terminal.waitFor(text: "ItemViewController")
                try await terminal.waitFor("the first build") { lines in
                    lines.contains { $0.contains("waiting for changes") }
                }
                let routes = copy.appendingPathComponent("Sources/StarterCatalog/Routes.swift")
                let original = try String(contentsOf: routes, encoding: .utf8)
                let presented = original.replacingOccurrences(
                    of: ".pushed(onto: home.ignoringContext())",
                    with: ".presented(by: home.ignoringContext(), style: .formSheet)")
                #expect(presented != original, "the Starter's item route is pushed onto home")
                try presented.write(to: routes, atomically: true, encoding: .utf8)
                let rebuilt = try await terminal.waitFor("the new tree and its diff", scrollback: true) { lines in
                    lines.contains { $0.contains("changed since the last build:") }
                        && lines.last(where: { !$0.isEmpty })?.contains("waiting for changes") == true
                }
                let text = rebuilt.joined(separator: "\n")
                #expect(text.contains("changed: Sources/StarterCatalog/Routes.swift"), "\(text)")
                #expect(text.contains("⇒ presents"), "the new tree shows the presentation: \(text)")
                #expect(text.contains("+ ItemViewController"), "the diff says it appeared: \(text)")
                #expect(text.contains("- ItemViewController"), "and where it went from: \(text)")
                // The picture is the new tree's: the item is a form sheet now.
                let picture = try String(contentsOf: copy.appendingPathComponent("item.svg"), encoding: .utf8)
                #expect(
                    picture.contains("ItemViewController") && picture.contains("formSheet"), "\(picture.prefix(400))")
                // A mistake: the build fails, the last good tree stays.
                try (presented + "\nlet broken = \n").write(to: routes, atomically: true, encoding: .utf8)
                let failed = try await terminal.waitFor("the build error", scrollback: true) { lines in
                    lines.contains { $0.contains("build failed") }
                        && lines.last(where: { !$0.isEmpty })?.contains("the last good tree stays") == true
                }
                #expect(
                    failed.contains { $0.contains("Sources/StarterCatalog/Routes.swift:") && $0.contains("error:") },
                    "the error, compactly, relative to the package: \(failed.joined(separator: "\n"))")
                try await terminal.press("C-c")
                let ended = try await terminal.waitFor(text: "ended with status")
                #expect(ended.contains { $0.contains("watch ended") }, "\(ended.joined(separator: "\n"))")
                #expect(ended.contains("ended with status 0"), "Ctrl-C is how watch ends: not a failure")
                await terminal.kill()
            } catch {
                await terminal.kill()
                throw error
            }
        }
    }

    /// The Starter's tool, built from this petri (quickly, once `make starter` has built it).
    static func builtStarter(_ starter: URL) async throws -> URL {
        let tool = starter.appendingPathComponent(".build/debug/starter")
        let swift = try #require(Subprocess.executable(named: "swift"), "swift is on the PATH")
        let result = try await Subprocess.run(
            swift, ["build", "--package-path", starter.path, "--product", "starter"],
            environment: ProcessInfo.processInfo.environment)
        try #require(result.status == 0, "building the Starter: \(result.standardError)\(result.standardOutput)")
        return tool
    }

    /// A copy of the package at `source`, its dependency on petri by absolute path.
    static func copyPackage(_ source: URL, to copy: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests"] {
            try manager.copyItem(at: source.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let absolute = text.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(root.path)\"")
        #expect(absolute != text, "the Starter depends on petri by a relative path")
        try absolute.write(to: manifest, atomically: true, encoding: .utf8)
    }
}

/// The lock on the Starter's build folder that `make starter` takes too (`flock
/// Examples/Starter`), polled so that no thread blocks while it waits.
enum StarterLock {
    static func withLock<Result>(on folder: URL, _ body: () async throws -> Result) async throws -> Result {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { throw SubprocessError.failed("cannot open \(folder.path) to lock it") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            try await Task.sleep(for: .milliseconds(500))
        }
        defer { flock(descriptor, LOCK_UN) }
        return try await body()
    }
}
