import Foundation
import Testing

/// The library's layers, read from the package itself: each layer may use only the layers below
/// it, every `import` in a layer's sources names a declared dependency, and no source comment
/// cites a document a reader of the repository does not have.
@Suite("Architecture")
struct ArchitectureTests {
    /// The layers, bottom first. A layer may depend on any layer before it, never after it.
    static let layers = [
        "PetriSupport", "PetriHierarchy", "PetriRouting", "PetriCoordinators", "PetriCatalog",
        "PetriRuntime", "PetriRendering", "PetriChecking", "PetriExport", "PetriSynthetic", "PetriDish",
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each target's declared dependencies within the package, read from `Package.swift`: every
    /// `.target(name: "…", dependencies: [...])` (running `swift package` from a test would wait
    /// for the lock of the build that runs the tests).
    static func declaredDependencies() throws -> [String: [String]] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var dependencies: [String: [String]] = [:]
        let target = try Regex(#"\.(?:test|executable)?[tT]arget\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        let quoted = try Regex(#""(\w+)""#)
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring else { continue }
            let list = match.output[2].substring ?? ""
            dependencies[String(name)] = list.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) }
        }
        guard !dependencies.isEmpty else { throw ArchitectureError.unreadablePackage }
        // A product of another package (`.product(name: "Plot", package: "Plot")`) is not a target here.
        return dependencies.mapValues { $0.filter { dependencies[$0] != nil } }
    }

    enum ArchitectureError: Error { case unreadablePackage }

    @Test("Every layer depends only on the layers below it")
    func layersPointDown() throws {
        let dependencies = try Self.declaredDependencies()
        for (index, layer) in Self.layers.enumerated() {
            let declared = try #require(dependencies[layer], "\(layer) is not a target of the package")
            for dependency in declared {
                let position = try #require(Self.layers.firstIndex(of: dependency), "\(layer) depends on \(dependency), which is not a layer")
                #expect(position < index, "\(layer) depends on \(dependency), a layer above it")
            }
        }
        #expect(Set(dependencies["PetriDish"] ?? []).isSuperset(of: Self.layers.dropFirst().dropLast()),
                "the umbrella re-exports every public layer")
    }

    @Test("Every import of a layer in a layer's sources is a declared dependency")
    func importsAreDeclared() throws {
        let dependencies = try Self.declaredDependencies()
        for layer in Self.layers {
            let folder = Self.packageRoot.appendingPathComponent("Sources/\(layer)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(!files.isEmpty, "Sources/\(layer) holds no Swift file")
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                          words[..<importIndex].allSatisfy({ ["public", "package", "internal", "@_exported"].contains($0) })
                    else { continue }
                    let module = String(words[importIndex + 1])
                    guard Self.layers.contains(module) else { continue }
                    #expect(dependencies[layer, default: []].contains(module),
                            "\(file.lastPathComponent) in \(layer) imports \(module), which \(layer) does not declare")
                }
            }
        }
    }

    @Test("No source comment cites a document outside the repository")
    func commentsExplainTheIdea() throws {
        let pattern = try Regex(#"(?i)\bseeds? ?0\d\d|\bissue \d+"#)
        for root in ["Sources", "Catalog"] {
            let folder = Self.packageRoot.appendingPathComponent(root)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.drop { $0 == " " }
                    guard trimmed.hasPrefix("//") else { continue }
                    #expect(line.firstMatch(of: pattern) == nil, "\(root)/…/\(file.lastPathComponent):\(number + 1) cites a private document: \(trimmed)")
                }
            }
        }
    }
}
