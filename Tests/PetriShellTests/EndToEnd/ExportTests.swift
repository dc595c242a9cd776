import Foundation
import Testing
@testable import PetriShell

/// `petri export` through the built binary, and the committed demo documentation.
@Suite("petri export")
struct ExportTests {
    @Test("The committed docs/catalog is the demo catalog's Markdown export (run `make docs` to refresh it)")
    func committedDocumentationIsFresh() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("catalog")
        let result = try await PetriBinary.run(["export", "--format", "markdown", "--output", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let committed = DocumentedCommandTests.root.appendingPathComponent("docs/catalog")
        let fresh = try Self.files(in: output)
        let stored = try Self.files(in: committed)
        #expect(fresh.keys.sorted() == stored.keys.sorted(), "docs/catalog is stale: run `make docs`")
        for (path, contents) in fresh where stored[path] != contents {
            Issue.record("docs/catalog/\(path) is stale: run `make docs`")
        }
    }

    @Test("export writes every text format; an existing directory that is not an export is kept unless forced")
    func formatsAndSafety() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let first = try await PetriBinary.run(["export", "--output", output.path])
        #expect(first.status == 0, "\(first.standardError)")
        for file in ["index.md", "catalog.json", "graph.mmd", "graph.dot", "screens/shop.product.md", ExportWriter.marker] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "\(file)")
        }
        // Exporting again replaces the export; the result is byte-identical.
        let before = try Self.files(in: output)
        #expect(try await PetriBinary.run(["export", "--output", output.path]).status == 0)
        #expect(try Self.files(in: output) == before)

        let precious = directory.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try "keep me".write(to: precious.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let refused = try await PetriBinary.run(["export", "--output", precious.path])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("exists and is not a petri export"))
        #expect(FileManager.default.fileExists(atPath: precious.appendingPathComponent("notes.txt").path))
        #expect(try await PetriBinary.run(["export", "--output", precious.path, "--force", "--format", "json"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: precious.appendingPathComponent("notes.txt").path))

        let badVariant = try await PetriBinary.run(["export", "--output", output.path, "--variant", "tab"])
        #expect(badVariant.standardError.hasPrefix(#"error: no variant is named "tab" — did you mean "tabs"?"#))
        let badFormat = try await PetriBinary.run(["export", "--output", output.path, "--format", "pdf"])
        #expect(badFormat.status != 0)
    }

    @Test("The REPL's export writes the same files as the one-shot")
    func replExport() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let repl = directory.appendingPathComponent("repl")
        let oneShot = directory.appendingPathComponent("one-shot")
        let session = try await PetriBinary.run([], input: "export \(repl.path)\n")
        #expect(session.status == 0, "\(session.standardError)")
        #expect(try await PetriBinary.run(["export", "--output", oneShot.path]).status == 0)
        #expect(try Self.files(in: repl) == Self.files(in: oneShot))
    }

    @Test("catalog.json validates against docs/catalog-export.schema.json with a real validator (Python's jsonschema)")
    func jsonValidatesAgainstItsSchema() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        #expect(try await PetriBinary.run(["export", "--format", "json", "--output", output.path]).status == 0)
        let python = try #require(Subprocess.executable(named: "python3"), "python3 is needed (make setup installs jsonschema for it)")
        let schema = DocumentedCommandTests.root.appendingPathComponent("docs/catalog-export.schema.json").path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
            for error in errors[:10]: print(error.json_path, error.message[:300])
            sys.exit(1 if errors else 0)
            """
        let result = try await Subprocess.run(
            python, ["-c", script, schema, output.appendingPathComponent("catalog.json").path],
            environment: ProcessInfo.processInfo.environment)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    }

    /// Every file below `directory`, by relative path.
    static func files(in directory: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let base = directory.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[path] = try String(contentsOfFile: base + "/" + path, encoding: .utf8)
        }
        return files
    }
}
