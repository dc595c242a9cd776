import Foundation
import PetriDish
import Testing
@testable import PetriShell

/// `petri export` through the built binary, and the committed demo documentation.
@Suite("petri export", .oneProcessAtATime)
struct ExportTests {
    @Test(
        "The committed docs/catalog is the demo catalog's export in every text format, the golden of each (`make docs` refreshes it)"
    )
    func committedDocumentationIsFresh() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("catalog")
        let result = try await PetriBinary.run(["export", "--output", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let committed = DocumentedCommandTests.root.appendingPathComponent("docs/catalog")
        let fresh = try Self.files(in: output)
        let stored = try Self.files(in: committed)
        #expect(fresh.keys.sorted() == stored.keys.sorted(), "docs/catalog is stale: run `make docs`")
        #expect(Set(fresh.keys).isSuperset(of: ["index.md", "index.html", "catalog.json", "graph.mmd", "graph.dot"]))
        for (path, contents) in fresh where stored[path] != contents {
            Issue.record("docs/catalog/\(path) is stale: run `make docs`")
        }
        // A screen placed differently per variant shows each route in every format (issue 13).
        #expect(fresh["index.html"]?.contains("Route in the menu variant") == true)
        #expect(fresh["screens/account.wishlist.md"]?.contains("### In the menu variant") == true)
        #expect(fresh["catalog.json"]?.contains("\"variantRoutes\"") == true)
        // A flow's parameters and examples are on the page too.
        #expect(fresh["index.html"]?.contains("the product the tour starts on") == true)
    }

    @Test("The HTML page shows each composed example's picture, inlined beside its tree, every id on the page once")
    func htmlPictures() throws {
        let page = try String(
            contentsOf: DocumentedCommandTests.root.appendingPathComponent("docs/catalog/index.html"), encoding: .utf8)
        let pictures =
            page.components(separatedBy: #"<figure class="picture"><svg xmlns="http://www.w3.org/2000/svg""#)
            .count - 1
        #expect(pictures > 100)
        #expect(pictures == page.components(separatedBy: "<pre>window ").count - 1, "one picture per composed tree")
        let ids = page.matches(of: /\sid="([^"]+)"/).map { String($0.1) }
        #expect(Set(ids).count == ids.count, "an id is on the page twice")
        #expect(ids.contains { $0.hasSuffix("-clip-1") })
    }

    @Test("export writes every text format; an existing directory that is not an export is kept unless forced")
    func formatsAndSafety() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let first = try await PetriBinary.run(["export", "--output", output.path])
        #expect(first.status == 0, "\(first.standardError)")
        for file in [
            "index.md", "catalog.json", "graph.mmd", "graph.dot", "screens/shop.product.md", ExportWriter.marker,
        ] {
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
        #expect(
            try await PetriBinary.run(["export", "--output", precious.path, "--force", "--format", "json"]).status == 0)
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
        let session = try await PetriBinary.run([], input: "export --output \(repl.path)\n")
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
        let python = try #require(
            Subprocess.executable(named: "python3"), "python3 is needed (make setup installs jsonschema for it)")
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

    @Test("svg renders the graph through Graphviz's dot, and says how to install it when it is missing")
    func svg() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        let binary = try PetriBinary.require()
        let withDot = try await Subprocess.run(
            binary, ["export", "--format", "svg", "--output", output.path],
            environment: PetriBinary.environment(stateHome: directory))
        #expect(withDot.status == 0, "\(withDot.standardError) (make setup installs graphviz)")
        #expect(try String(contentsOf: output.appendingPathComponent("graph.svg"), encoding: .utf8).contains("<svg"))

        let withoutDot = try await Subprocess.run(
            binary, ["export", "--format", "svg", "--output", output.path],
            environment: PetriBinary.environment(stateHome: directory, extra: ["PATH": directory.path]))
        #expect(withoutDot.status == 1)
        #expect(
            withoutDot.standardError.hasPrefix(
                "error: --format svg needs Graphviz's dot, which is not installed: apt-get install graphviz"))
    }

    @Test("petri diff: 0 when nothing changed, 1 when something did, 2 on bad input; --json for tools")
    func diff() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("old")
        #expect(try await PetriBinary.run(["export", "--format", "json", "--output", old.path]).status == 0)
        let same = try await PetriBinary.run(["diff", old.path, old.appendingPathComponent("catalog.json").path])
        #expect(same.status == 0)
        #expect(same.standardOutput == "no change\n")

        // The same export without shop.home: a screen removed.
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: old.appendingPathComponent("catalog.json")))
                as? [String: Any])
        let entries = try #require(document["entries"] as? [[String: Any]])
        document["entries"] = entries.filter { ($0["screen"] as? [String: Any])?["id"] as? String != "shop.home" }
        let new = directory.appendingPathComponent("new.json")
        try JSONSerialization.data(withJSONObject: document).write(to: new)
        let changed = try await PetriBinary.run(["diff", old.path, new.path])
        #expect(changed.status == 1)
        #expect(changed.standardOutput == "Screens removed:\n  - shop.home\n")
        let json = try await PetriBinary.run(["diff", old.path, new.path, "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["removedScreens"] as? [String] == ["shop.home"])

        let bad = try await PetriBinary.run(["diff", old.path, directory.appendingPathComponent("missing").path])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("no such file or directory"))
    }

    /// Every file below `directory`, by relative path.
    static func files(in directory: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let base = directory.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            files[path] = try String(contentsOfFile: base + "/" + path, encoding: .utf8)
        }
        return files
    }
}

/// The exported HTML page in a real browser: headless Chromium loads it from disk.
@Suite(
    "petri export: the HTML page in Chromium", .oneProcessAtATime,
    .enabled(if: Subprocess.executable(named: "chromium") != nil, "needs chromium (make setup installs it)"))
struct HTMLPageTests {
    private func chromium(_ arguments: [String]) async throws -> ProcessResult {
        let chromium = try #require(Subprocess.executable(named: "chromium"))
        return try await Subprocess.run(
            chromium,
            ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,800"] + arguments,
            environment: ProcessInfo.processInfo.environment)
    }

    @Test("Every screen id is on the page; a query in the search box filters the list; a screenshot is taken")
    func searchFilters() async throws {
        let directory = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out")
        #expect(try await PetriBinary.run(["export", "--format", "html", "--output", output.path]).status == 0)
        let page = output.appendingPathComponent("index.html")

        let all = try await chromium(["--dump-dom", page.absoluteString])
        let ids = try await PetriBinary.run(["list", "--json"])
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(ids.standardOutput.utf8)) as? [[String: Any]])
        for id in entries.compactMap({ $0["id"] as? String }) {
            #expect(all.standardOutput.contains(#"<code>\#(id)</code>"#), "\(id) is not on the page")
        }
        #expect(!all.standardOutput.contains("<article class=\"screen\" hidden"))

        // The search box, filled from ?q= as a person would type it: only matching screens stay.
        let filtered = try await chromium(["--dump-dom", page.absoluteString + "?q=gift%20redeem"])
        // Each article's opening tag: a hidden one carries the `hidden` attribute.
        let visible = filtered.standardOutput.components(separatedBy: "<article ").dropFirst()
            .map { $0.prefix { $0 != ">" } }
            .filter { !$0.contains("hidden") }
        let visibleIDs = visible.compactMap { article -> String? in
            guard let start = article.range(of: #"id="screen-"#) else { return nil }
            return String(article[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(visibleIDs.sorted() == ["gift.cards", "gift.redeem"], "\(visibleIDs)")
        #expect(filtered.standardOutput.contains(#"<p id="count">2 screens</p>"#))

        let screenshot = directory.appendingPathComponent("search.png")
        _ = try await chromium(["--screenshot=\(screenshot.path)", page.absoluteString + "?q=review"])
        let data = try Data(contentsOf: screenshot)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
        Attachment.record(data, named: "export-search-review.png")
    }
}

/// Escaping in the HTML page: nothing from the catalog becomes markup.
@MainActor
@Suite("petri export: HTML escaping")
struct HTMLEscapingTests {
    final class Screen: UIViewController {}

    @Test("Titles, summaries, help and contexts with <script>, quotes and </ are escaped")
    func hostileContent() async throws {
        let catalog = ScreenCatalog(name: "</title><script>alert('catalog')</script>")
        catalog.addVariant(
            Variant("plain", summary: "\"quoted\" & <b>bold</b>") {
                try $0.setRootViewController(UIViewController(title: "Root"))
            })
        struct Hostile: Decodable { let note: String }
        try catalog.register(
            ScreenEntry(
                id: "x</article>", title: "<script>alert(1)</script>", group: "</section>",
                summary: "it's \"fine\" </p>",
                context: ContextSchema(
                    decoding: Hostile.self,
                    details: ["note": .init(help: "<img src=x onerror=alert(2)>", example: "</pre><script>")]),
                destination: PetriStepAssembly(
                    finder: PetriNilFinder<Screen, Hostile>(),
                    factory: ClosureFactory { Screen(title: "</pre>", context: $0.note) }
                )
                .using(PetriGeneralAction.presentModally())
                .from(PetriGeneralStep.current())
                .assemble(),
                examples: [ScreenExample("evil", ["note": "</pre><script>alert(3)</script>"])],
                location: CodeLocation(file: "T.swift", line: 1)))
        let html = HTMLExport.render(try await CatalogExport.make(catalog: catalog))
        #expect(html.components(separatedBy: "<script").count == 2, "only petri's own script")
        #expect(!html.contains("<img"))
        #expect(!html.contains("</pre><script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.components(separatedBy: "<article").count == 2)
        #expect(html.contains(#"it's &quot;fine&quot;"#), "quotes in attribute values are escaped")
        #expect(!html.contains("twitter:title"))
    }
}
