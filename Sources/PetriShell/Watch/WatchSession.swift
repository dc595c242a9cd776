import Foundation
import PetriDish
import PetriSupport

/// `watch`'s loop: each change to the package's sources rebuilds the tool, the new build
/// replays the session, and the tree it reaches is printed with what changed since the last
/// build. A build that fails, or a new build that cannot replay the session, is said compactly
/// and the last good tree stays the one the next build is compared with.
@MainActor
struct WatchSession {
    let shell: Shell
    let package: WatchedPackage
    /// The session's script, as `save` writes it (without its expectations).
    let script: URL
    /// How many commands the script replays.
    let commandCount: Int
    /// The hierarchy the last good build reached (at first, this shell's).
    var lastTree: HierarchySnapshot
    /// The tool running now, to know whether the first build changed it.
    let runningExecutable: URL
    /// Where to write the picture of each new tree (`--svg`), if anywhere.
    var picture: PictureOption

    /// Watches until Ctrl-C (the task is cancelled).
    /// - Throws: ``WatchError`` when the package's folders cannot be watched.
    mutating func run() async throws {
        let watcher = SourceWatcher(root: package.root)
        let changes = try watcher.changes()
        defer { watcher.stop() }
        let replayed = commandCount == 0 ? "the launch" : CountedNoun.phrase(commandCount, "command")
        shell.note(
            "watching \(package.root.path) (Ctrl-C ends): a change to its sources rebuilds \(package.product) "
                + "(\(package.configuration)), which replays this session (\(replayed)) and prints the tree and what changed"
        )
        // Sources may have changed since this build of the tool: it is built once first.
        await cycle(changed: [])
        for await changed in changes {
            if Task.isCancelled { break }
            await cycle(changed: changed)
        }
    }

    /// One rebuild, for the changes to `changed` (none: the first build).
    private mutating func cycle(changed: [String]) async {
        if !changed.isEmpty {
            let shown = changed.prefix(3).joined(separator: ", ")
            shell.note("changed: \(shown)" + (changed.count > 3 ? " and \(changed.count - 3) more" : ""))
        }
        let before = Self.modificationDate(of: package.executable)
        let output = shell.output
        let product = package.product
        output.showStatus("building \(product)…")
        let outcome: PackageBuild.Outcome
        do {
            outcome = try await PackageBuild(package: package).run { step in
                output.showStatus("building \(product): \(step)")
            }
        } catch {
            output.showStatus(nil)
            shell.note(shell.errorStyler(.error, "error:") + " " + UserText.printable(String(describing: error)))
            return
        }
        output.showStatus(nil)
        if Task.isCancelled { return }
        let took = Self.seconds(outcome.seconds)
        guard outcome.succeeded else {
            let count = outcome.errors.count
            shell.note(
                shell.errorStyler(.error, "build failed")
                    + " in \(took)" + (count == 0 ? "" : ": " + CountedNoun.phrase(count, "error")))
            let shown = outcome.errors.isEmpty ? outcome.lastLines : Array(outcome.errors.prefix(Self.shownErrors))
            for line in shown { shell.note("  " + UserText.printable(line)) }
            if count > Self.shownErrors { shell.note("  … and \(count - Self.shownErrors) more") }
            shell.note("the last good tree stays; waiting for changes")
            return
        }
        let after = Self.modificationDate(of: package.executable)
        let rebuilt = after != before
        if !rebuilt && (!changed.isEmpty || Self.sameFile(runningExecutable, package.executable)) {
            shell.note(
                changed.isEmpty
                    ? "\(product) is up to date (checked in \(took)); waiting for changes"
                    : "built in \(took); \(product) did not change; waiting for changes")
            return
        }
        shell.note("built in \(took); replaying the session")
        let replay = await ToolReplay(executable: package.executable).run(script: script)
        if Task.isCancelled { return }
        guard let tree = replay.hierarchy, replay.failure == nil else {
            shell.note(
                shell.errorStyler(.error, "the new build cannot replay this session:") + " "
                    + UserText.printable(replay.failure ?? "it printed no hierarchy"))
            shell.note("the last good tree stays; waiting for changes")
            return
        }
        shell.print(tree.renderTree(style: shell.treeStyle))
        shell.print("")
        let diff = HierarchyDiff(from: lastTree, to: tree)
        shell.print(
            diff.isEmpty
                ? shell.styler(.dim, "no change in the hierarchy since the last build")
                : shell.styler(.heading, "changed since the last build:") + "\n" + diff.render(style: shell.treeStyle))
        lastTree = tree
        do {
            try picture.write(tree, in: shell, json: true)
        } catch {
            shell.note(shell.errorStyler(.error, "error:") + " " + UserText.printable(String(describing: error)))
        }
        shell.note("waiting for changes")
    }

    /// How many errors of a failed build are shown.
    static let shownErrors = 8

    static func seconds(_ value: Double) -> String {
        String(format: "%.1f s", value)
    }

    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    static func sameFile(_ one: URL, _ other: URL) -> Bool {
        one.resolvingSymlinksInPath().path == other.resolvingSymlinksInPath().path
    }
}
