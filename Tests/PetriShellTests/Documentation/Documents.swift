import Foundation

/// petri's documents, as the tests that keep them true read them: the README, the articles of
/// the library's documentation catalog, and the reference pages under `docs/`.
enum Documents {
    /// The package's root directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let readme = root.appendingPathComponent("README.md")

    /// The library's documentation catalog.
    static let catalog = root.appendingPathComponent("Sources/PetriDish/Documentation.docc")

    /// The article `name` (without `.md`) of the documentation catalog.
    static func article(_ name: String) -> URL {
        catalog.appendingPathComponent(name + ".md")
    }

    /// Every article of the documentation catalog, by name.
    static var articles: [URL] {
        markdownFiles(in: catalog)
    }

    /// The README and every article: the guides a reader follows.
    static var guides: [URL] {
        [readme] + articles
    }

    /// The reference pages under `docs/`.
    static var references: [URL] {
        markdownFiles(in: root.appendingPathComponent("docs"))
    }

    /// The Markdown files directly in `folder`, by name.
    static func markdownFiles(in folder: URL) -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "md" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The document's path under the package, as messages name it.
    static func name(of document: URL) -> String {
        String(document.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    /// The Swift blocks of `document`, in order.
    static func swiftBlocks(in document: URL) throws -> [String] {
        try blocks(in: String(contentsOf: document, encoding: .utf8)[...], language: "swift")
    }

    /// The fenced blocks of `text` marked `language`, in order.
    static func blocks(in text: Substring, language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```" + language, current == nil {
                current = []
            } else if line == "```", let lines = current {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
