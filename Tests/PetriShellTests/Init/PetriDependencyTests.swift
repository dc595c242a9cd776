import Foundation
@testable import PetriShell
import Testing

/// Which petri a package written by `petri init` depends on when neither `--petri-url` nor
/// `--petri-path` is given: the checkout petri was built from, or a refusal that says what to
/// give — never a placeholder URL that does not resolve.
@MainActor
@Suite("petri init: the petri it depends on")
struct PetriDependencyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("A flag wins; with none, the checkout petri was built from, by its absolute path")
    func chosen() throws {
        let request = PackageInit.Request(folder: "Shop")
        #expect(try PackageInit.dependency(for: request, builtFrom: "/src/petri") == .path("/src/petri"))
        var byURL = request
        byURL.petriURL = "https://example.com/team/petri.git"
        #expect(
            try PackageInit.dependency(for: byURL, builtFrom: "/src/petri")
                == .url("https://example.com/team/petri.git", version: PetriVersion.current))
        var byPath = request
        byPath.petriPath = "../petri"
        #expect(try PackageInit.dependency(for: byPath, builtFrom: nil) == .path("../petri"))
    }

    @Test(
        "With neither flag and no checkout (an installed petri whose sources are gone), it refuses and says what to give"
    )
    func noneKnown() {
        #expect(throws: PetriDependencyError.noneKnown) {
            try PackageInit.dependency(for: PackageInit.Request(folder: "Shop"), builtFrom: nil)
        }
        let message = PetriDependencyError.noneKnown.description
        #expect(message.contains("--petri-url") && message.contains("--petri-path"))
    }

    @Test("The checkout is the folder above a file whose Package.swift declares petri; none outside one")
    func checkoutLookup() throws {
        #expect(
            PetriDependency.checkout(
                containing: Self.root.appendingPathComponent("Sources/PetriShell/Shell.swift").path) == Self.root.path)
        #expect(PetriDependency.builtFromCheckout == Self.root.path)
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("not-petri-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: elsewhere.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try Data("let package = Package(name: \"other\")\n".utf8).write(
            to: elsewhere.appendingPathComponent("Package.swift"))
        #expect(
            PetriDependency.checkout(containing: elsewhere.appendingPathComponent("Sources/main.swift").path) == nil)
    }
}
