import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// Issue 31, item 5: an export never deletes what it did not write. The marker lists what each
/// export wrote; a re-export replaces its own formats' files, keeps the other formats', and
/// refuses, naming them, to delete anything else unless forced.
@MainActor
@Suite("Export writer")
struct ExportWriterTests {
    /// Writes `files` (path → format) as an export into `output`.
    @discardableResult
    private func export(_ files: [String: ExportFormat], to output: URL, force: Bool = false) async throws
        -> ExportWriter.Result
    {
        try await ExportWriter(force: force).write(to: output.path) { directory in
            for (path, format) in files.sorted(by: { $0.key < $1.key }) {
                try directory.write(path, "\(format) \(path)\n", format: format)
            }
        }
    }

    /// Every file under `directory` and its text.
    private func contents(_ directory: URL) -> [String: String] {
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: directory.path)?.allObjects ?? [] {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try? String(contentsOf: url, encoding: .utf8)
            }
        }
        return files
    }

    private let full: [String: ExportFormat] = [
        "index.md": .markdown, "screens/a.md": .markdown, "screens/b.md": .markdown, "catalog.json": .json,
        "graph.dot": .dot,
    ]

    @Test("the marker lists each file with its format, in path order, the same bytes every time")
    func marker() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let result = try await export(full, to: output)
        #expect(result == ExportWriter.Result(written: 5, kept: [:], deleted: []))
        let marker = try String(contentsOf: output.appendingPathComponent(ExportWriter.marker), encoding: .utf8)
        #expect(
            marker == """
                petri export
                # The files petri wrote here, by format: a re-export replaces these and keeps the others'
                json catalog.json
                dot graph.dot
                markdown index.md
                markdown screens/a.md
                markdown screens/b.md

                """)
        #expect(ExportManifest(parsing: marker) == ExportManifest(files: full))
        let before = contents(output)
        try await export(full, to: output)
        #expect(contents(output) == before)
    }

    @Test("one format into a full export adds its files and keeps the other formats'; its own stale files go")
    func oneFormatKeepsTheOthers() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        try await export(full, to: output)
        let svg = try await export(["graph.svg": .svg], to: output)
        #expect(svg.written == 1)
        #expect(svg.kept == full)
        #expect(Set(contents(output).keys) == Set(full.keys).union(["graph.svg", ExportWriter.marker]))
        #expect(contents(output)["catalog.json"] == "json catalog.json\n")

        // Markdown again, with a screen fewer: its page goes, the others stay.
        let markdown = try await export(["index.md": .markdown, "screens/a.md": .markdown], to: output)
        #expect(Set(markdown.kept.keys) == ["catalog.json", "graph.dot", "graph.svg"])
        #expect(
            Set(contents(output).keys) == [
                "index.md", "screens/a.md", "catalog.json", "graph.dot", "graph.svg", ExportWriter.marker,
            ])
    }

    @Test("files petri did not write are named and kept; --force deletes them and says so")
    func foreignFiles() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        try await export(full, to: output)
        try "mine".write(to: output.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: output.appendingPathComponent("drafts/old"), withIntermediateDirectories: true)
        try "mine".write(to: output.appendingPathComponent("screens/c.md"), atomically: true, encoding: .utf8)
        let before = contents(output)
        let refusal = await #expect(throws: ExportWriter.Failure.self) { try await export(full, to: output) }
        #expect(
            refusal?.description.hasSuffix(
                "\" holds 3 files petri did not write (\"drafts/\", \"notes.txt\", \"screens/c.md\"), "
                    + "which exporting there would delete: move them, export into another directory, or give --force to delete them"
            ) == true)
        #expect(contents(output) == before, "nothing changed")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("drafts/old").path))

        let forced = try await export(full, to: output, force: true)
        #expect(forced.deleted == ["drafts/", "notes.txt", "screens/c.md"])
        #expect(Set(contents(output).keys) == Set(full.keys).union([ExportWriter.marker]))
    }

    @Test(
        "a directory that is not an export is refused unless forced; an empty one, or an older petri's export, is not")
    func notAnExport() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let precious = directory.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try "mine".write(to: precious.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let refusal = await #expect(throws: ExportWriter.Failure.self) { try await export(full, to: precious) }
        // (A long path is quoted cut short, as every message quotes what it was given.)
        #expect(
            refusal?.description.contains(
                " exists and is not a petri export (it has no .petri-export); it holds 1 file petri did not write (\"notes.txt\")"
            ) == true)

        let empty = directory.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(try await export(full, to: empty).written == 5)

        // An older petri's marker listed no files: the whole directory was its export.
        let older = directory.appendingPathComponent("older")
        try FileManager.default.createDirectory(
            at: older.appendingPathComponent("screens"), withIntermediateDirectories: true)
        try "petri export\n".write(
            to: older.appendingPathComponent(ExportWriter.marker), atomically: true, encoding: .utf8)
        try "old".write(to: older.appendingPathComponent("screens/gone.md"), atomically: true, encoding: .utf8)
        let replaced = try await export(["catalog.json": .json], to: older)
        #expect(replaced.kept.isEmpty && replaced.deleted.isEmpty)
        #expect(Set(contents(older).keys) == ["catalog.json", ExportWriter.marker])
    }

    @Test("a marker line that names no format or a path outside the export lists nothing")
    func hostileMarker() {
        let manifest = ExportManifest(
            parsing: "petri export\npdf a.pdf\njson ../../etc/passwd\nmarkdown /abs.md\njson catalog.json\n")
        #expect(manifest?.files == ["catalog.json": .json])
        #expect(ExportManifest(parsing: "something else\n") == nil)
    }
}
