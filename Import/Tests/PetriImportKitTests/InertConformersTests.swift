import Foundation
import Testing
@testable import PetriImportKit

/// Issue 33: a coordinator reads a service from the app's dependency container at once
/// (`settingsService = container.settingsService`); the container's stand-in must hold a value
/// of the service's protocol, or the coordinator stops on a nil in the dish.
@Suite("Inert conformers for the app's protocols")
struct InertConformersTests {
    static let app = AppImportTests.importFolder.appendingPathComponent("Fixtures/ServiceContainerApp")

    private func run() throws -> AppImport.Output {
        try AppImport(sources: AppSources.read(from: Self.app), options: .init(writesCatalog: true)).run()
    }

    @Test("a protocol-typed property of an opaque stand-in holds an inert conformer, whose members hold and return plain values")
    func conformer() throws {
        let output = try run()
        let container = try #require(output.files.first { $0.path == "Types/Container.swift" }?.text)
        #expect(container.contains("var settingsService: SettingsService = InertSettingsService()"), "\(container)")
        let conformer = try #require(output.files.first { $0.path == "Support/InertSettingsService.swift" }?.text)
        #expect(conformer.contains("final class InertSettingsService: SettingsService {"))
        #expect(conformer.contains("    var selectedSource: String?\n"))
        #expect(conformer.contains("    var refreshCount: Int = 0\n"))
        #expect(conformer.contains("    func refresh() -> Bool { false }\n"))
    }

    @Test("a protocol with an associated type gets none; the catalog makes the container as its stand-in")
    func eligibility() throws {
        let declarations = Declarations(try AppSources.read(from: Self.app))
        #expect(InertConformers.eligible(declarations.protocols) == ["SettingsService"])
        let catalog = try #require(try run().files.first { $0.path == "ImportedCatalog.swift" }?.text)
        #expect(catalog.contains("let coordinator = AppCoordinator(window: window, container: Container())"))
    }
}
