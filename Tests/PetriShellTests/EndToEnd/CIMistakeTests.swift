import Foundation
import Testing

/// Issue 31, item 5, through the built binary, where CI reads the exit status: mistakes that
/// used to pass silently now fail, each saying what was wrong and what would be right.
@Suite("Mistakes that CI must notice, through the binary", .oneProcessAtATime)
struct CIMistakeTests {
    @Test("check whose --tag or --filter matches nothing fails instead of \"0 passed, 0 failed\"")
    func emptyCheckSelection() async throws {
        let tag = try await PetriBinary.run(["check", "--tag", "nonexistent-tag"])
        #expect(tag.status == 1)
        #expect(
            tag.standardError.hasPrefix("error: no screen has the tag \"nonexistent-tag\" (--tag) (tags: "),
            "\(tag.standardError)")
        #expect(!tag.standardOutput.contains("0 passed, 0 failed"))
        let filter = try await PetriBinary.run(["check", "--filter", "shop.prodcut"])
        #expect(filter.status == 1)
        #expect(
            filter.standardError.hasPrefix(
                "error: no screen or flow id contains \"shop.prodcut\" (--filter) — did you mean \"shop.product\""))
    }

    @Test("run of a missing file names the system's reason, no line 0, and fails")
    func missingScript() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.petri").path
        let result = try await PetriBinary.run(["run", missing])
        #expect(result.status == 1)
        #expect(result.standardError == "error: cannot read \(missing): No such file or directory\n")
        #expect(result.standardOutput == "0 passed, 1 failed\n")
    }

    @Test("petri go says it is a REPL command and how to run it; the piped form it gives works")
    func replOnlyCommand() async throws {
        let go = try await PetriBinary.run(["go", "shop.cart"])
        #expect(go.status == 64)
        #expect(
            go.standardError.hasPrefix(
                "error: \"go\" is a command of the petri shell, not a one-shot command: start `petri` and type `go shop.cart`, "
                    + "or pipe it: echo 'go shop.cart' | petri; `petri open shop.cart` composes"), "\(go.standardError)"
        )
        let flow = try await PetriBinary.run(["flow", "onboarding"])
        #expect(flow.status == 64)
        #expect(flow.standardError.hasPrefix("error: \"flow\" is a command of the petri shell"))
        let piped = try await PetriBinary.run([], input: "go shop.cart\n")
        #expect(piped.status == 0, "\(piped.standardError)")
    }

    @Test("import --help ends with its own options, not the demo catalog's variants; open --help lists them")
    func helpVariants() async throws {
        let importHelp = try await PetriBinary.run(["import", "--help"])
        #expect(importHelp.status == 0)
        #expect(importHelp.standardOutput.contains("--output"))
        #expect(!importHelp.standardOutput.contains("VARIANTS"))
        let openHelp = try await PetriBinary.run(["open", "--help"])
        #expect(openHelp.standardOutput.contains("\nVARIANTS:\n"))
    }

    @Test("export of one format into a full export keeps the other formats; files petri did not write stop it")
    func exportKeepsWhatItDidNotWrite() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let full = try await PetriBinary.run(["export", "--output", output.path])
        #expect(full.status == 0, "\(full.standardError)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: output.path).sorted()
        let json = try await PetriBinary.run(["export", "--output", output.path, "--format", "json"])
        #expect(json.status == 0, "\(json.standardError)")
        #expect(json.standardOutput.hasPrefix("wrote 1 file to \(output.path) (json); kept "), "\(json.standardOutput)")
        #expect(json.standardOutput.hasSuffix(" files of the export before (dot, html, markdown, mermaid)\n"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: output.path).sorted() == files)

        try "mine".write(to: output.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let refused = try await PetriBinary.run(["export", "--output", output.path])
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("error: \""))
        #expect(
            refused.standardError.contains(
                "\" holds 1 file petri did not write (\"notes.txt\"), which exporting there would delete"),
            "\(refused.standardError)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("notes.txt").path))
    }

    @Test(
        "import of a folder without Swift files fails, saying what it holds",
        .enabled(
            if: ImportCommandTests.toolIsBuilt, "petri-import is built by make import-tool, which make test runs first")
    )
    func importWithoutSwift() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["AppDelegate.m", "AppDelegate.h", "Cart.m"] {
            try "// \(name)\n".write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try await PetriBinary.run([
            "import", directory.path, "--output", directory.appendingPathComponent("out").path,
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                "error: \(directory.path) has no .swift files (it holds 2 .m files and 1 .h file)"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }
}
