import Foundation
import Testing
@testable import PetriImportKit

/// Issue 33: what RouteComposer's Example app needs of the import, written small in
/// `Fixtures/RouteComposerLibrariesApp`: a framework of the app's own kept in its folder, a
/// generic view controller, a conformance given by an extension, a property typed by one of the
/// app's enum's cases, and an extension of RouteComposer's types.
@Suite("petri import: a RouteComposer app with its own libraries")
struct RouteComposerLibrariesTests {
    static let fixture = AppImportTests.importFolder.appendingPathComponent("Fixtures/RouteComposerLibrariesApp")

    private func run() throws -> AppImport.Output {
        try AppImport(sources: AppSources.read(from: Self.fixture), options: .init(writesCatalog: true)).run()
    }

    private func file(_ path: String) throws -> String {
        try #require(try run().files.first { $0.path == path }?.text, "no \(path)")
    }

    @Test(
        "an import of a module whose sources are in the folder is commented out and reported, not listed as a module petri lacks"
    )
    func ownModule() throws {
        let output = try run()
        let configuration = try file("Navigation/Configuration/AppConfiguration.swift")
        #expect(
            configuration.contains(
                "// import GalleryKit — its sources are imported with the app's: see IMPORT-REPORT.md"))
        #expect(configuration.contains("\nimport RouteComposer\n"))
        #expect(output.missingModules["GalleryKit"] == nil)
        #expect(output.localModules == ["GalleryKit": ["Configuration/AppConfiguration.swift"]])
        #expect(output.report.contains("## The app's own modules (1)"))
        #expect(output.report.contains("- GalleryKit: imported by Configuration/AppConfiguration.swift:1"))
        // Its public view controller's stand-in has public initialisers, as NibInstantiable requires.
        let gallery = try file("StandIns/GalleryViewController.swift")
        #expect(
            gallery.contains(
                "public required override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)"))
        #expect(gallery.contains("public convenience init()"))
    }

    @Test("a generic view controller keeps its parameters; its subclass names its superclass's arguments")
    func generics() throws {
        let checking = try file("StandIns/QueryCheckingViewController.swift")
        #expect(
            checking.contains(
                "class QueryCheckingViewController<Context: Equatable>: UIViewController, NibInstantiable, ContextChecking {"
            ))
        #expect(checking.contains("func isTarget(for context: Context) -> Bool"))
        let search = try file("StandIns/SearchViewController.swift")
        #expect(
            search.contains(
                "class SearchViewController: QueryCheckingViewController<SearchContext>, ScreenKindReporting {"))
    }

    @Test("isTarget(for:) given by an extension is written; a property set to an enum's case keeps the case")
    func extensionConformanceAndEnumCase() throws {
        let article = try file("StandIns/ArticleViewController.swift")
        #expect(article.contains("ContextAccepting, ContextChecking, ScreenKindReporting"))
        #expect(article.contains("func isTarget(for context: Int) -> Bool"))
        #expect(article.contains("    var kind: ScreenKind = ScreenKind.gallery"))
        #expect(
            try file("StandIns/SearchViewController.swift").contains("    var kind: ScreenKind = ScreenKind.search"))
    }

    @Test("an extension of RouteComposer's types imports RouteComposer; a module petri has is no stand-in")
    func routeComposerExtension() throws {
        let output = try run()
        let extensions = try file("Support/Extensions.swift")
        #expect(extensions.contains("import PetriHierarchy\nimport RouteComposer\n"))
        #expect(extensions.contains("extension StepAssembler where VC == ArticleViewController, C == Int {"))
        #expect(!output.files.contains { $0.path == "Support/RouteComposer.swift" })
    }
}
