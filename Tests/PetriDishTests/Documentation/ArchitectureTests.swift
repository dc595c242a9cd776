import Foundation
import Testing

/// The library's layers, written once — the table of the Architecture article — and checked
/// against the package itself: each layer may use only the layers below it, every `import` in a
/// layer's sources names a declared dependency, the article's layout names every folder, and no
/// source comment cites a document a reader of the repository does not have.
@Suite("Architecture")
struct ArchitectureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let article = packageRoot.appendingPathComponent("Sources/PetriDish/Documentation.docc/Architecture.md")

    /// A row of the article's table of layers.
    struct Layer: Equatable {
        var name: String
        /// The layers its "Uses" column names.
        var uses: [String]
    }

    /// The article's section `title` (a `## ` heading), up to the next one.
    static func section(_ title: String, of text: String) throws -> Substring {
        let start = try #require(text.range(of: "\n## \(title)\n"), "the Architecture article has no section \(title)")
        let rest = text[start.upperBound...]
        return rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    }

    /// The layers, bottom first, as the article's table lists them.
    static func layers() throws -> [Layer] {
        let text = try String(contentsOf: article, encoding: .utf8)
        return try layers(inTable: section("Layers", of: text))
    }

    /// The rows of a Markdown table whose first column is a backquoted name: the name and the
    /// backquoted names of the second column.
    static func layers(inTable text: Substring) -> [Layer] {
        text.split(separator: "\n").compactMap { line -> Layer? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, cells[1].hasPrefix("`") else { return nil }
            let names = { (cell: String) in
                cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                    .map { String($0.element) }
            }
            return Layer(name: names(cells[1]).first ?? cells[1], uses: names(cells[2]))
        }
    }

    /// Each target's declared dependencies within the package, read from `Package.swift`: every
    /// `.target(name: "…", dependencies: [...])`, keeping the package's own targets (running
    /// `swift package` from a test would wait for the lock of the build that runs the tests).
    static func declaredDependencies() throws -> [String: [String]] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var dependencies: [String: [String]] = [:]
        let target = try Regex(
            #"\.(?:test|executable)?[tT]arget\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
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

    /// Every target `name` reaches through its dependencies, itself excluded.
    static func reachable(from name: String, in dependencies: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var pending = dependencies[name] ?? []
        while let next = pending.popLast() {
            if seen.insert(next).inserted { pending += dependencies[next] ?? [] }
        }
        return seen
    }

    enum ArchitectureError: Error { case unreadablePackage }

    @Test("The article's layers are PetriDish and every target of the package it is made of, each once")
    func layersAreThePackages() throws {
        let layers = try Self.layers().map(\.name)
        let dependencies = try Self.declaredDependencies()
        #expect(layers.count >= 10, "the Architecture article's table lists \(layers)")
        #expect(Set(layers).count == layers.count, "a layer is listed twice: \(layers)")
        #expect(layers.last == "PetriDish", "the umbrella is the top layer")
        #expect(
            Set(layers) == Self.reachable(from: "PetriDish", in: dependencies).union(["PetriDish"]),
            "the article lists \(layers.sorted()); PetriDish is made of \(Self.reachable(from: "PetriDish", in: dependencies).sorted())"
        )
    }

    @Test("Every layer depends only on the layers listed before it")
    func layersPointDown() throws {
        let layers = try Self.layers().map(\.name)
        let dependencies = try Self.declaredDependencies()
        for (index, layer) in layers.enumerated() {
            let declared = try #require(dependencies[layer], "\(layer) is not a target of the package")
            for dependency in declared {
                let position = try #require(
                    layers.firstIndex(of: dependency), "\(layer) depends on \(dependency), which is not a layer")
                #expect(position < index, "\(layer) depends on \(dependency), a layer listed after it")
            }
        }
        #expect(
            Set(dependencies["PetriDish"] ?? []).isSuperset(of: layers.dropFirst().dropLast()),
            "the umbrella re-exports every public layer")
    }

    @Test("Each layer's Uses names exactly the layers it declares that no other layer it declares brings")
    func usesAreTheDirectDependencies() throws {
        let dependencies = try Self.declaredDependencies()
        for layer in try Self.layers() {
            let declared = dependencies[layer.name] ?? []
            let brought = Set(declared.flatMap { Self.reachable(from: $0, in: dependencies) })
            let direct = declared.filter { !brought.contains($0) }
            #expect(
                Set(layer.uses) == Set(direct),
                "\(layer.name): the article says it uses \(layer.uses), the package \(direct.sorted())")
        }
    }

    @Test("The table's reading: a backquoted name and the backquoted names it uses, header and rule skipped")
    func tableReading() {
        let table: Substring = """
            | Layer | Uses | What |
            | --- | --- | --- |
            | `A` | | bottom |
            | `B` | `A` | uses A |
            | `C` | `A`, `B` | both |
            """
        #expect(
            Self.layers(inTable: table) == [
                Layer(name: "A", uses: []), Layer(name: "B", uses: ["A"]), Layer(name: "C", uses: ["A", "B"]),
            ])
    }

    @Test("Every import of a layer in a layer's sources is a declared dependency")
    func importsAreDeclared() throws {
        let layers = try Self.layers().map(\.name)
        let dependencies = try Self.declaredDependencies()
        for layer in layers {
            let folder = Self.packageRoot.appendingPathComponent("Sources/\(layer)")
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            #expect(!files.isEmpty, "Sources/\(layer) holds no Swift file")
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                        words[..<importIndex].allSatisfy({
                            ["public", "package", "internal", "@_exported"].contains($0)
                        })
                    else { continue }
                    let module = String(words[importIndex + 1])
                    guard layers.contains(module) else { continue }
                    #expect(
                        dependencies[layer, default: []].contains(module),
                        "\(file.lastPathComponent) in \(layer) imports \(module), which \(layer) does not declare")
                }
            }
        }
    }

    /// The folders the article's layout names, by path under the package: a line's leading words
    /// that end in `/`, under the folder of the nearest line less indented.
    static func layoutFolders(_ block: Substring) -> [String] {
        var parents: [(indent: Int, path: String)] = []
        var folders: [String] = []
        for line in block.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            // A description's continuation is indented past every folder name.
            guard indent < 12 else { continue }
            let names = line.split(separator: " ").prefix { $0.hasSuffix("/") && !$0.contains("`") }
            guard !names.isEmpty else { continue }
            parents.removeAll { $0.indent >= indent }
            let parent = parents.last.map { $0.path + "/" } ?? ""
            let paths = names.map { parent + $0.dropLast() }
            folders += paths
            parents.append((indent, paths[0]))
        }
        return folders
    }

    /// The folders under `folder` (a path under the package), `depth` levels down.
    static func folders(under folder: String, depth: Int) -> [String] {
        let url = packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().flatMap { name -> [String] in
            var isDirectory: ObjCBool = false
            let path = folder + "/" + name
            guard !name.hasPrefix("."),
                FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { return [] }
            return [path] + (depth > 1 ? folders(under: path, depth: depth - 1) : [])
        }
    }

    @Test(
        "The article's layout names every folder of Sources and Catalog to the second level, and only folders that exist"
    )
    func layoutNamesEveryFolder() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let section = try Self.section("Layout", of: text)
        let start = try #require(section.range(of: "```\n"))
        let end = try #require(section[start.upperBound...].range(of: "```"))
        let listed = Self.layoutFolders(section[start.upperBound..<end.lowerBound])
        #expect(listed.contains("Sources/PetriShell/Fuzzing"), "the layout's reading found \(listed)")
        let required =
            Self.folders(under: "Sources", depth: 2) + Self.folders(under: "Catalog", depth: 1)
            + Self.folders(under: "Examples", depth: 1)
        for folder in required {
            #expect(listed.contains(folder), "the Architecture article's layout does not name \(folder)/")
        }
        for folder in listed {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: Self.packageRoot.appendingPathComponent(folder).path, isDirectory: &isDirectory)
            #expect(
                exists && isDirectory.boolValue,
                "the Architecture article's layout names \(folder)/, which is not a folder")
        }
    }

    @Test(
        "The layout's reading: folders under the nearest less indented folder, several on a line, descriptions skipped")
    func layoutReading() {
        let block: Substring = """
            Sources/
              A/                what A holds, in/out
                                its continuation/
                B/ C/           two of A's
              D/
            Tests/              tests
            """
        #expect(
            Self.layoutFolders(block) == ["Sources", "Sources/A", "Sources/A/B", "Sources/A/C", "Sources/D", "Tests"])
    }

    @Test("No source comment cites a document outside the repository")
    func commentsExplainTheIdea() throws {
        let pattern = try Regex(#"(?i)\bseeds? ?0\d\d|\bissue \d+"#)
        for root in ["Sources", "Catalog"] {
            let folder = Self.packageRoot.appendingPathComponent(root)
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.drop { $0 == " " }
                    guard trimmed.hasPrefix("//") else { continue }
                    #expect(
                        line.firstMatch(of: pattern) == nil,
                        "\(root)/…/\(file.lastPathComponent):\(number + 1) cites a private document: \(trimmed)")
                }
            }
        }
    }
}
