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

    @Test(
        "a protocol-typed property of an opaque stand-in holds an inert conformer, whose members hold and return plain values"
    )
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
        #expect(
            catalog.contains(
                "let coordinator = AppCoordinator(window: window, container: Container(), fallback: InertSettingsService())"
            ),
            "an app class is made as its stand-in, one of the app's protocols as its inert conformer")
    }
}

/// Issue 33: what a coordinator app's catalog calls and names.
@Suite("The coordinator catalog's calls and ids")
struct CoordinatorCatalogCallsTests {
    @Test(
        "an id is the folder's and the title's words, one dash between; nothing else",
        arguments: [
            ("Saved  Movies", "saved-movies"), ("Movie List", "movie-list"), ("Scenes/Account", "scenes-account"),
            ("A+B (new)", "a-b-new"),
        ])
    func slugs(_ text: String, _ slug: String) {
        #expect(CoordinatorCatalog.slug(text) == slug)
    }

    @Test("a function head's parameters' defaults, as written")
    func defaults() {
        #expect(CoordinatorCatalog.defaults(of: "func start(coordinatorMode: CoordinatorMode = .push)") == [".push"])
        #expect(
            CoordinatorCatalog.defaults(of: "func start(_ animated: Bool = true, from origin: Origin)") == [
                "true", nil,
            ])
        #expect(
            CoordinatorCatalog.defaults(of: "func start(options: [String: Int] = [:], mode: Mode = .make(a: 1, b: 2))")
                == ["[:]", ".make(a: 1, b: 2)"])
        #expect(
            CoordinatorCatalog.onlyStops("func start() {\n    fatalError(\"Start method should be implemented\")\n}"))
        #expect(!CoordinatorCatalog.onlyStops("func start() {\n    log()\n    fatalError(\"x\")\n}"))
    }
}

/// Issue 33: coordinators built on an abstract base, with dependencies a resolver gives.
@Suite("Abstract base coordinators and resolvers")
struct AbstractBaseTests {
    @Test(
        "a coordinator whose start() is its base's fatal error is started with the base's defaulted start; a resolver's generic result is an inert value"
    )
    func startAndResolve() throws {
        let output = try AppImport(
            sources: AppSources.read(from: InertConformersTests.app), options: .init(writesCatalog: true)
        ).run()
        let catalog = try #require(output.files.first { $0.path == "ImportedCatalog.swift" }?.text)
        #expect(
            catalog.contains("let flow = ImportedFlow(coordinator) { coordinator.start(animated: true) }"), "\(catalog)"
        )
        let resolver = try #require(output.files.first { $0.path == "Types/Resolver.swift" }?.text)
        #expect(
            resolver.contains("func resolve<T>() -> T { PetriInert.value(of: T.self, \"Resolver.resolve\") }"),
            "\(resolver)")
        let inert = try #require(output.files.first { $0.path == "Support/PetriInert.swift" }?.text)
        #expect(inert.contains("ObjectIdentifier((any SettingsService).self): { InertSettingsService() },"))
        #expect(
            inert.contains(
                "ObjectIdentifier(ListViewController.self): { ListViewController(nibName: nil, bundle: nil) },"))
    }
}
