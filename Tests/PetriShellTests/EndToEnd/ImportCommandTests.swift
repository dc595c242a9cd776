import Foundation
import Testing

/// Issue 21: `petri import` runs `petri-import`, built from Import/, with the command line it was given.
@Suite("petri import through the binary", .oneProcessAtATime)
struct ImportCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// `make test` builds it before the tests (`make import-tool`).
    static var toolIsBuilt: Bool {
        FileManager.default.isExecutableFile(
            atPath: root.appendingPathComponent("Import/.build/debug/petri-import").path)
    }

    private func arguments(output: String) -> [String] {
        [
            "import", Self.root.appendingPathComponent("Examples/ImportedShop/App").path, "--output", output,
            "--navigation", "Navigation/AppRouter.swift", "--navigation", "Navigation/SettingsCoordinator.swift",
            "--navigation", "Navigation/ShopConfiguration.swift", "--catalog",
        ]
    }

    @Test(
        "it writes the fixture app's stand-ins, and --check passes on the committed ones and fails on a drift",
        .enabled(if: toolIsBuilt, "petri-import is built by make import-tool, which make test runs first"))
    func importsAndChecks() async throws {
        let output = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let written = try await PetriBinary.run(arguments(output: output.path))
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput.hasPrefix("wrote 22 files to \(output.path)"), "\(written.standardOutput)")
        let committed = Self.root.appendingPathComponent("Examples/ImportedShop/Generated")
        let check = try await PetriBinary.run(arguments(output: committed.path) + ["--check"])
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardOutput == "22 generated files match the app's sources\n")
        try "// edited\n".write(
            to: output.appendingPathComponent("Types/Cart.swift"), atomically: true, encoding: .utf8)
        let drift = try await PetriBinary.run(arguments(output: output.path) + ["--check"])
        #expect(drift.status == 1)
        #expect(
            drift.standardError
                == "error: 1 generated file differs from the app's sources: Types/Cart.swift — run petri import again without --check\n"
        )
    }

    @Test(
        "a navigation file that is not among the sources is named, with the path that would be right",
        .enabled(if: toolIsBuilt, "petri-import is built by make import-tool, which make test runs first"))
    func unknownNavigationFile() async throws {
        let result = try await PetriBinary.run([
            "import", Self.root.appendingPathComponent("Examples/ImportedShop/App").path, "--output", "/tmp/unused",
            "--navigation", "ShopConfiguration.swift",
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                #"no Swift file ShopConfiguration.swift among the app's sources — did you mean "Navigation/ShopConfiguration.swift"?"#
            ))
    }

    @Test("without petri-import, the error says how to build it")
    func missingTool() async throws {
        let state = try PetriBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        var environment = PetriBinary.environment(stateHome: state)
        environment["PETRI_IMPORT"] = state.appendingPathComponent("no-such-tool").path
        let result = try await Subprocess.run(
            try PetriBinary.require(), ["import", "App", "--output", "Out"], environment: environment)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "error: petri import runs petri-import, which is not built: run `make import-tool`"),
            "\(result.standardError)")
    }
}
