import Foundation
import Testing

/// The README points into the documentation catalog, the catalog's landing page lists every
/// article, the articles link only to articles that exist, and no document a reader follows is
/// a dated log (what happened when is in git and in the changelog).
@Suite("The documentation catalog")
struct DocumentationCatalogTests {
    /// The targets of the Markdown links `[text](target)` in `text`, without their anchor.
    static func linkTargets(in text: String) -> [(path: String, anchor: String?)] {
        text.matches(of: /\]\(([^)\s]+)\)/).compactMap { match in
            let target = String(match.1)
            guard !target.contains("://"), !target.hasPrefix("mailto:") else { return nil }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : nil)
        }
    }

    /// GitHub's anchor for a heading: lower case, spaces as hyphens, punctuation dropped.
    static func anchor(ofHeading heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_"
                    ? character : nil
            })
    }

    /// The `<doc:Name>` links of `text`.
    static func articleLinks(in text: String) -> [String] {
        text.matches(of: /<doc:([A-Za-z0-9_-]+)>/).map { String($0.1) }
    }

    @Test("Every link of the README names a file of the repository, and a heading of it when it has an anchor")
    func readmeLinksResolve() throws {
        let readme = try String(contentsOf: Documents.readme, encoding: .utf8)
        let targets = Self.linkTargets(in: readme)
        #expect(targets.count >= 10, "found \(targets.map(\.path))")
        for (path, anchor) in targets {
            let file = Documents.root.appendingPathComponent(path)
            #expect(
                FileManager.default.fileExists(atPath: file.path), "README.md links to \(path), which does not exist")
            guard let anchor, let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
                Self.anchor(ofHeading: $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
            }
            #expect(headings.contains(anchor), "README.md links to \(path)#\(anchor), a heading \(path) does not have")
        }
    }

    @Test("The README links to every article of the documentation catalog")
    func readmeLinksEveryArticle() throws {
        let readme = try String(contentsOf: Documents.readme, encoding: .utf8)
        let linked = Set(Self.linkTargets(in: readme).map(\.path))
        for article in Documents.articles where article.lastPathComponent != "PetriDish.md" {
            #expect(
                linked.contains(Documents.name(of: article)),
                "README.md does not link to \(Documents.name(of: article))")
        }
    }

    @Test("The landing page lists every article, and every article's <doc:> link names an article")
    func landingPageListsEveryArticle() throws {
        let names = Set(Documents.articles.map { $0.deletingPathExtension().lastPathComponent })
        let landing = try String(contentsOf: Documents.article("PetriDish"), encoding: .utf8)
        #expect(landing.hasPrefix("# ``PetriDish``\n"), "the landing page is the module's")
        let listed = Set(Self.articleLinks(in: landing))
        #expect(
            listed == names.subtracting(["PetriDish"]), "listed \(listed.sorted()); the articles are \(names.sorted())")
        for article in Documents.articles {
            for link in Self.articleLinks(in: try String(contentsOf: article, encoding: .utf8)) {
                #expect(
                    names.contains(link), "\(article.lastPathComponent) links to <doc:\(link)>, which is no article")
            }
        }
    }

    @Test("Every article starts with its title and a one-paragraph abstract")
    func articlesHaveTitles() throws {
        for article in Documents.articles {
            let lines = try String(contentsOf: article, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.hasPrefix("# ") == true, "\(article.lastPathComponent) does not start with a title")
            #expect(
                lines.count > 3 && lines[1].isEmpty && !lines[2].isEmpty && !lines[2].hasPrefix("#"),
                "\(article.lastPathComponent) has no abstract under its title")
        }
    }

    /// The documents a reader follows: the guides, the reference pages, and the READMEs of the
    /// benchmarks, the import tool and its example app. Not the changelog, whose releases are dated.
    static var readDocuments: [URL] {
        Documents.guides + Documents.references
            + ["Benchmarks/README.md", "Import/README.md", "Examples/ImportedShop/README.md"].map {
                Documents.root.appendingPathComponent($0)
            }
    }

    @Test(
        "No document a reader follows is dated: figures and rules are today's, their history is in git",
        arguments: readDocuments)
    func noDatedDocument(_ document: URL) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        let dates = text.matches(of: /\b(19|20)\d\d-[01]\d-[0-3]\d\b/).map { String(text[$0.range]) }
        #expect(dates.isEmpty, "\(Documents.name(of: document)) is dated: \(dates)")
    }

    @Test("The readings: link targets without anchors or web addresses, GitHub's anchors, <doc:> links")
    func readings() {
        let targets = Self.linkTargets(
            in: "[a](docs/x.md) [b](A.md#some-part) [c](https://example.org/x) see <doc:Coordinators>.")
        #expect(targets.map(\.path) == ["docs/x.md", "A.md"])
        #expect(targets.map(\.anchor) == [nil, "some-part"])
        #expect(Self.anchor(ofHeading: "The app's own code: `reach:`") == "the-apps-own-code-reach")
        #expect(Self.articleLinks(in: "see <doc:Coordinators> and <doc:Scale>.") == ["Coordinators", "Scale"])
    }
}
