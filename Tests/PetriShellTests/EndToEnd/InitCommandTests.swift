import Foundation
@testable import PetriShell
import Testing

/// Issue 31, item 3: `petri init` through the built binary, as a team runs it.
@Suite("petri init through the binary", .oneProcessAtATime)
struct InitCommandTests {
    @Test(
        "`petri init <folder>/Starter --petri-path ../..` writes Examples/Starter byte for byte, and says what to run next"
    )
    func writesTheStarter() async throws {
        let parent = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Starter")
        let result = try await PetriBinary.run(["init", folder.path, "--petri-path", "../.."])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                wrote the package Starter with its tool starter in \(folder.path):
                  .gitignore
                  Package.swift
                  Sources/StarterCatalog/StarterApp.swift
                  Sources/StarterCatalog/LoginInterceptor.swift
                  Sources/StarterCatalog/Routes.swift
                  Sources/StarterCatalog/Screens.swift
                  Sources/starter/main.swift
                  Tests/StarterCatalogTests/StarterAppTests.swift
                  Tests/StarterCatalogTests/__Snapshots__/StarterAppTests/firstScreen.1.txt
                next, to build it and compose every screen, then open its shell:
                  cd \(folder.path) && swift run starter check
                  swift run starter

                """)
        // ../.. from a temporary folder is no checkout of petri: said on standard error.
        #expect(
            result.standardError.hasPrefix("note: --petri-path \"../..\" is taken from the package's folder"),
            "\(result.standardError)")
        let differences = try PackageScaffoldTests.differences(
            PackageScaffold.example(
                folder: folder.path, names: try PackageNames(tool: "starter"), dependency: .path("../..")),
            PackageScaffoldTests.root.appendingPathComponent("Examples/Starter"))
        #expect(differences.isEmpty, "\(differences)")
        #expect(
            try PackageScaffoldTests.packageFiles(in: folder)
                == PackageScaffoldTests.packageFiles(
                    in: PackageScaffoldTests.root.appendingPathComponent("Examples/Starter")))

        let again = try await PetriBinary.run(["init", folder.path, "--petri-path", "../.."])
        #expect(again.status == 1)
        #expect(again.standardOutput.isEmpty)
        #expect(
            again.standardError
                == "error: \"\(folder.path)\" is not empty (it holds .gitignore, Package.swift, Sources, Tests): "
                + "give a new or empty folder, or --force to write beside what is there (a file that is there is never changed)\n"
        )
    }

    @Test("by URL and version, the manifest is one SwiftPM reads without fetching anything")
    func urlManifestIsAccepted() async throws {
        let parent = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("MyShop")
        let result = try await PetriBinary.run([
            "init", folder.path, "--petri-url", "https://example.com/team/petri.git",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("wrote the package MyShop with its tool my-shop in"))
        #expect(result.standardOutput.contains("swift run my-shop check"))
        #expect(!result.standardOutput.contains("no public URL"), "a URL was given")

        // `swift package describe` reads the manifest and its targets without resolving the
        // dependency (example.com has no petri): it fails on a manifest SwiftPM rejects.
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let described = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "package", "--package-path", folder.path, "describe", "--type", "json"],
            environment: environment)
        #expect(described.status == 0, "\(described.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(described.standardOutput.utf8)) as? [String: Any])
        #expect(json["name"] as? String == "MyShop")
        let targets = (json["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
        #expect(targets == ["MyShopCatalog", "MyShopCatalogTests", "my-shop"])
        let dependency = try #require((json["dependencies"] as? [[String: Any]])?.first)
        #expect(dependency["identity"] as? String == "petri")
        #expect(dependency["url"] as? String == "https://example.com/team/petri.git")
        #expect("\(dependency["requirement"] ?? "")".contains(PetriVersion.current), "\(dependency)")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".build/checkouts").path),
            "nothing fetched")
    }

    @Test(
        "--from Examples/ImportedShop/Generated: SwiftPM reads the package with every imported Swift file in the catalog module and the report left out"
    )
    func fromImportOutput() async throws {
        let parent = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("ShopDish")
        let generated = PackageScaffoldTests.root.appendingPathComponent("Examples/ImportedShop/Generated")
        let result = try await PetriBinary.run([
            "init", folder.path, "--from", generated.path, "--petri-path", PackageScaffoldTests.root.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "petri's checkout is there: no note")
        #expect(result.standardOutput.contains("  Sources/ShopDishCatalog/Imported/ImportedCatalog.swift\n"))

        // A path dependency is read from its folder: nothing is fetched either.
        let described = try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "package", "--package-path", folder.path, "describe", "--type", "json"],
            environment: ProcessInfo.processInfo.environment)
        #expect(described.status == 0, "\(described.standardError)")
        #expect(
            !described.standardError.contains("warning"),
            "an unhandled file would be warned about: \(described.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(described.standardOutput.utf8)) as? [String: Any])
        let catalog = try #require(
            (json["targets"] as? [[String: Any]])?.first { $0["name"] as? String == "ShopDishCatalog" })
        let sources = Set(catalog["sources"] as? [String] ?? [])
        let imported = try ImportOutput(folder: generated.path).files.map(\.path).filter { $0.hasSuffix(".swift") }
        #expect(sources == Set(imported.map { "Imported/\($0)" } + ["ShopDishApp.swift"]))
    }

    @Test("without a URL or a path, the package depends on the checkout petri was built from, and says so")
    func defaultDependency() async throws {
        let parent = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("shop-app")
        let result = try await PetriBinary.run(["init", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let checkout = try #require(PetriDependency.builtFromCheckout)
        #expect(FileManager.default.fileExists(atPath: checkout + "/Sources/PetriShell/Init/PetriDependency.swift"))
        #expect(
            result.standardOutput.contains(
                "note: the package depends on the petri checkout this petri was built from, \(checkout)"))
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(name: \"petri\", path: \"\(checkout)\")"))
        #expect(!manifest.contains("your-org"))
    }

    @Test("a bad name and two dependencies are refused by the command line, naming them")
    func refusals() async throws {
        let parent = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let badName = try await PetriBinary.run(["init", parent.appendingPathComponent("x").path, "--name", "My Shop"])
        #expect(badName.status == 1)
        #expect(badName.standardError.contains("\"My Shop\" is not a tool's name"), "\(badName.standardError)")
        #expect(badName.standardError.contains("did you mean \"my-shop\"?"))
        let both = try await PetriBinary.run([
            "init", parent.appendingPathComponent("y").path, "--petri-url", "https://a/petri", "--petri-path",
            "../petri",
        ])
        #expect(both.status != 0)
        #expect(both.standardError.contains("give --petri-url or --petri-path, not both"), "\(both.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty, "nothing written")
    }
}
