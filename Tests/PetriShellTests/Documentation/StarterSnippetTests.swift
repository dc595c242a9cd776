import Foundation
import Testing

/// The README's Swift snippets are excerpts of code that is built — "Your app's catalog" of
/// `Examples/Starter`, which `make test` builds and checks; the app-code snippets of the
/// messenger the tests run; a big catalog's settings of the benchmarks' manifest — and each
/// must appear there verbatim, so no snippet can rot.
@Suite("README snippets from the starter")
struct StarterSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift blocks of the README's section `title`.
    static func snippets(inSection title: String, level: String = "##") throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\n\(level) \(title)\n") else { return [] }
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n#").map { rest[..<$0.lowerBound] } ?? rest
        var blocks: [String] = []
        var current: [Substring]?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```swift" { current = [] } else if line == "```", let lines = current {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else { current?.append(line) }
        }
        return blocks
    }

    /// Every Swift file of the starter, and its manifest.
    static func starterSources() throws -> String {
        let folder = root.appendingPathComponent("Examples/Starter")
        var texts: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.path.contains("/.build") { continue }
            if url.pathExtension == "swift" { texts.append(try String(contentsOf: url, encoding: .utf8)) }
        }
        return texts.joined(separator: "\n")
    }

    @Test("Each snippet of the app's own navigation code is in the messenger the tests run, line for line")
    func appCodeSnippetsAreCompiled() throws {
        let blocks = try Self.snippets(
            inSection: "The app's own navigation code: the app object, `reach:`, windows, notifications, files", level: "###")
        #expect(blocks.count == 3)
        let sources = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/PetriDishTests/AppCode/MessengerApp.swift"), encoding: .utf8)
        for block in blocks {
            #expect(sources.contains(block), "not in MessengerApp.swift:\n\(block)")
        }
    }

    @Test("The release settings of a big catalog's module in the README are the benchmarks' manifest's, line for line")
    func catalogModuleSettingsAreTheBenchmarks() throws {
        let blocks = try Self.snippets(inSection: "A catalog of any size", level: "###")
        #expect(blocks.count == 1)
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Benchmarks/Package.swift"), encoding: .utf8)
        for block in blocks {
            #expect(manifest.contains(block), "not in Benchmarks/Package.swift:\n\(block)")
        }
    }

    @Test("Each snippet of \"Your app's catalog\" is in Examples/Starter, line for line")
    func snippetsAreCompiled() throws {
        let blocks = try Self.snippets(inSection: "Your app's catalog")
        #expect(blocks.count >= 5)
        let sources = try Self.starterSources()
        for block in blocks {
            #expect(sources.contains(block), "not in Examples/Starter:\n\(block)")
        }
    }
}
