import Foundation
@testable import PetriShell
import Testing

/// Issue 31, item 3: what `petri init` writes, where it refuses to, and how it depends on petri.
@Suite("petri init: the package")
struct PackageScaffoldTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The files under `folder` as a package holds them: its build folder, SwiftPM's state and
    /// its resolved versions left out.
    static func packageFiles(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if [".build", ".swiftpm"].contains(url.lastPathComponent) { enumerator?.skipDescendants(); continue }
            guard url.lastPathComponent != "Package.resolved",
                (try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            files[String(path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// What `init` writes and what `folder` holds, compared file by file; the differences, named.
    static func differences(_ scaffold: PackageScaffold, _ folder: URL) throws -> [String] {
        let written = Dictionary(uniqueKeysWithValues: scaffold.files.map { ($0.path, $0.contents) })
        let present = try packageFiles(in: folder)
        var differences: [String] = []
        for path in Set(written.keys).union(present.keys).sorted() {
            switch (written[path], present[path]) {
            case (nil, _): differences.append("\(path): in the folder, not written by init")
            case (_, nil): differences.append("\(path): written by init, not in the folder")
            case let (expected?, actual?) where expected != actual: differences.append("\(path): differs")
            default: break
            }
        }
        return differences
    }

    /// A package in a new temporary folder (not created).
    private func temporaryPackage(_ name: String = "Starter") throws -> URL {
        try PetriBinary.temporaryDirectory().appendingPathComponent(name)
    }

    @Test("Examples/Starter is exactly what `petri init Examples/Starter --petri-path ../..` writes, byte for byte")
    func starterIsInitsOutput() throws {
        let names = try PackageScaffold.names(folder: "Examples/Starter", name: nil)
        #expect(names == (try PackageNames(tool: "starter")))
        let scaffold = PackageScaffold.example(folder: "Examples/Starter", names: names, dependency: .path("../.."))
        let differences = try Self.differences(scaffold, Self.root.appendingPathComponent("Examples/Starter"))
        #expect(
            differences.isEmpty,
            """
            Examples/Starter is not what petri init writes: \(differences.joined(separator: "; ")). After changing the templates \
            (Sources/PetriShell/Init), regenerate it: remove its Package.swift, .gitignore, Sources and Tests, then run \
            `swift run petri init Examples/Starter --petri-path ../.. --force`.
            """)
    }

    @Test(
        "a package writes each file once: a launch, two screens with their routes and an interceptor, the tool, a test and its recorded snapshot"
    )
    func exampleFiles() throws {
        let names = try PackageNames(tool: "shop-dish")
        let files = PackageScaffold.example(folder: "ShopDish", names: names, dependency: .path("../petri")).files.map(
            \.path)
        #expect(
            files == [
                ".gitignore", "Package.swift",
                "Sources/ShopDishCatalog/ShopDishApp.swift", "Sources/ShopDishCatalog/LoginInterceptor.swift",
                "Sources/ShopDishCatalog/Routes.swift", "Sources/ShopDishCatalog/Screens.swift",
                "Sources/shop-dish/main.swift", "Tests/ShopDishCatalogTests/ShopDishAppTests.swift",
                "Tests/ShopDishCatalogTests/__Snapshots__/ShopDishAppTests/firstScreen.1.txt",
            ])
    }

    @Test(
        "the example's tests depend on PetriSnapshotTesting, its catalog and tool do not; an imported package's tests do not"
    )
    func snapshotTestingForTheTestsOnly() throws {
        let names = try PackageNames(tool: "shop-dish")
        let files = PackageScaffold.example(folder: "ShopDish", names: names, dependency: .path("../petri")).files
        let manifest = String(
            decoding: try #require(files.first { $0.path == "Package.swift" }).contents, as: UTF8.self)
        let testTarget = try #require(manifest.range(of: ".testTarget("))
        #expect(!manifest[..<testTarget.lowerBound].contains("PetriSnapshotTesting"))
        #expect(
            manifest[testTarget.lowerBound...].contains(#".product(name: "PetriSnapshotTesting", package: "petri")"#))
        #expect(manifest[testTarget.lowerBound...].contains(#"exclude: ["__Snapshots__"]"#))

        // An imported package has no recorded hierarchy to start from: its tests run `check`.
        let output = try ImportOutput(folder: Self.root.appendingPathComponent("Examples/ImportedShop/Generated").path)
        let imported = PackageScaffold.imported(output, folder: "ShopDish", names: names, dependency: .path("..")).files
        let importedManifest = try #require(imported.first { $0.path == "Package.swift" }).contents
        #expect(!String(decoding: importedManifest, as: UTF8.self).contains("PetriSnapshotTesting"))
    }

    @Test("by URL, the manifest depends on this petri's version and names the URL's package in its products")
    func urlManifest() throws {
        let dependency = try PetriDependency.url("https://example.com/team/petri-dish.git")
        #expect(dependency == .url("https://example.com/team/petri-dish.git", version: PetriVersion.current))
        let manifest = PackageManifestTemplate.manifest(
            try PackageNames(tool: "shop-dish"), dependency,
            catalogTarget: PackageManifestTemplate.exampleCatalogTarget(
                try PackageNames(tool: "shop-dish"), dependency), mainActorByDefault: true)
        #expect(manifest.hasPrefix("// swift-tools-version:6.2\n"))
        #expect(
            manifest.contains(
                "        .package(url: \"https://example.com/team/petri-dish.git\", from: \"\(PetriVersion.current)\"),\n"
            ))
        #expect(manifest.contains(".product(name: \"PetriDish\", package: \"petri-dish\")"))
        #expect(manifest.contains(".product(name: \"PetriShell\", package: \"petri-dish\")"))
        #expect(!manifest.contains("path:"))
        #expect(PetriDependency.identity(ofURL: "git@github.com:team/Petri.git") == "petri")
    }

    @Test("by path, the manifest names the checkout as given, with `name: \"petri\"`")
    func pathManifest() throws {
        let names = try PackageNames(tool: "shop-dish")
        let dependency = try PetriDependency.path(checkout: "../vendor/petri")
        let manifest = PackageManifestTemplate.manifest(
            names, dependency, catalogTarget: PackageManifestTemplate.exampleCatalogTarget(names, dependency),
            mainActorByDefault: true)
        #expect(manifest.contains("        .package(name: \"petri\", path: \"../vendor/petri\"),\n"))
        #expect(manifest.contains(".product(name: \"PetriDish\", package: \"petri\")"))
        #expect(!manifest.contains("url:"))
    }

    @Test("a URL or path the manifest cannot hold is refused, naming it")
    func badDependencies() {
        #expect(throws: PetriDependencyError.badURL("")) { try PetriDependency.url("") }
        #expect(throws: PetriDependencyError.badURL("petri")) { try PetriDependency.url("petri") }
        #expect(throws: PetriDependencyError.badURL("https://x/\"p")) { try PetriDependency.url("https://x/\"p") }
        #expect(throws: PetriDependencyError.badPath("a\\b")) { try PetriDependency.path(checkout: "a\\b") }
        #expect(
            PetriDependencyError.badURL("petri").description.hasPrefix(
                "--petri-url \"petri\" is not a package's URL: give the repository's URL"))
    }

    @Test("a folder that is not empty is refused, naming what it holds; nothing is written")
    func refusesAFolderNotEmpty() throws {
        let folder = try temporaryPackage()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Notes"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("README.md"))
        let scaffold = PackageScaffold.example(
            folder: folder.path, names: try PackageNames(tool: "starter"), dependency: .path("../.."))
        #expect(throws: PackageScaffoldError.notEmpty(folder.path, entries: ["Notes", "README.md"])) {
            try scaffold.write(force: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Notes", "README.md"])
        #expect(
            PackageScaffoldError.notEmpty("Shop", entries: ["README.md"]).description
                == "\"Shop\" is not empty (it holds README.md): give a new or empty folder, or --force to write beside what is there (a file that is there is never changed)"
        )
    }

    @Test(
        "--force writes beside what is there, leaves a file with the same bytes, and refuses to change one it did not write"
    )
    func forceNeverOverwrites() throws {
        let folder = try temporaryPackage()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let scaffold = PackageScaffold.example(
            folder: folder.path, names: try PackageNames(tool: "starter"), dependency: .path("../.."))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("NOTES.md"))
        let first = try scaffold.write(force: true)
        #expect(first.written == scaffold.files.map(\.path))
        #expect(first.unchanged.isEmpty)
        #expect(try Self.packageFiles(in: folder).count == scaffold.files.count + 1)

        let again = try scaffold.write(force: true)
        #expect(again.written.isEmpty)
        #expect(again.unchanged == scaffold.files.map(\.path))

        let routes = folder.appendingPathComponent("Sources/StarterCatalog/Routes.swift")
        try Data("// the team's routes\n".utf8).write(to: routes)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Package.swift"))
        #expect(
            throws: PackageScaffoldError.wouldOverwrite(folder.path, paths: ["Sources/StarterCatalog/Routes.swift"])
        ) {
            try scaffold.write(force: true)
        }
        #expect(try String(contentsOf: routes, encoding: .utf8) == "// the team's routes\n")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
            "nothing is written when anything is refused")
    }

    @Test("a file given as the folder is refused")
    func fileAsFolder() throws {
        let file = try temporaryPackage("Package.swift")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try Data().write(to: file)
        let scaffold = PackageScaffold.example(
            folder: file.path, names: try PackageNames(tool: "starter"), dependency: .path("../.."))
        #expect(throws: PackageScaffoldError.notAFolder(file.path)) { try scaffold.write(force: true) }
    }

    @Test(
        "--from: the import output is copied as it is into the catalog module, launched from its storyboard, with its report excluded"
    )
    func fromImportOutput() throws {
        let generated = Self.root.appendingPathComponent("Examples/ImportedShop/Generated")
        let output = try ImportOutput(folder: generated.path)
        #expect(output.initialStoryboard == "Main")
        let names = try PackageNames(tool: "shop-dish")
        let files = PackageScaffold.imported(output, folder: "ShopDish", names: names, dependency: .path("..")).files
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        for file in output.files {
            #expect(
                byPath["Sources/ShopDishCatalog/Imported/\(file.path)"]
                    == (try Data(contentsOf: generated.appendingPathComponent(file.path))))
        }
        let manifest = String(decoding: try #require(byPath["Package.swift"]), as: UTF8.self)
        #expect(manifest.contains(#"exclude: ["Imported/IMPORT-REPORT.md"]"#))
        #expect(manifest.contains(#".product(name: "PetriHierarchy", package: "petri")"#))
        #expect(
            manifest.contains("swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]"),
            "the imported code is compiled as the app's against UIKit: Swift 5, on the main actor")
        let catalog = String(decoding: try #require(byPath["Sources/ShopDishCatalog/ShopDishApp.swift"]), as: UTF8.self)
        #expect(catalog.contains("try ImportedCatalog.register(in: catalog)"))
        #expect(catalog.contains(#"UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()"#))
        #expect(byPath["Sources/shop-dish/main.swift"] != nil)
        #expect(byPath["Tests/ShopDishCatalogTests/ShopDishAppTests.swift"] != nil)
    }

    @Test("--from a folder petri import --catalog did not write is refused, naming it")
    func fromSomethingElse() throws {
        let folder = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("struct A {}\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        #expect(throws: ImportOutputError.noCatalog(folder.path, swiftFiles: 1)) {
            try ImportOutput(folder: folder.path)
        }
        #expect(
            ImportOutputError.noCatalog("Imported", swiftFiles: 1).description
                == "--from \"Imported\" has no ImportedCatalog.swift (1 Swift file): give the --output folder of `petri import … --catalog`, which writes it"
        )
        #expect(throws: ImportOutputError.notAFolder("/no/such/folder")) { try ImportOutput(folder: "/no/such/folder") }
    }

    @Test("without a storyboard's initial scene, the launch is a navigation controller the team replaces")
    func launchWithoutStoryboard() {
        #expect(
            ImportOutput.initialStoryboard(in: #"UIStoryboard.register(name: "Main", identifier: "Home") {"#) == nil)
        #expect(
            ImportOutput.initialStoryboard(
                in: #"    UIStoryboard.register(name: "Launch", identifier: "tab-1", isInitial: true) {"#) == "Launch")
        #expect(
            ImportedCatalogTemplate.launch(initialStoryboard: nil).contains(
                "UINavigationController(rootViewController: UIViewController(title: \"Launch\"))"))
    }
}
