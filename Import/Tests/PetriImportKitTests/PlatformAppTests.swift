import Foundation
import Testing
@testable import PetriImportKit

/// Issue 33: what petri models differently from UIKit, or not at all, written small in
/// `Fixtures/PlatformApp`: a SwiftUI view found as a navigation file (RouteComposer's Example app)
/// and a subclass of `UISearchController`, whose petri class has its own designated initialiser
/// (UpcomingMovies).
@Suite("petri import: SwiftUI and petri's own view-controller classes")
struct PlatformAppTests {
    static let fixture = AppImportTests.importFolder.appendingPathComponent("Fixtures/PlatformApp")

    private func run() throws -> AppImport.Output {
        try AppImport(sources: AppSources.read(from: Self.fixture), options: .init(writesCatalog: true)).run()
    }

    private func file(_ path: String, in output: AppImport.Output) throws -> String {
        try #require(output.files.first { $0.path == path }?.text, "no \(path)")
    }

    @Test(
        "a SwiftUI view's file is left out and reported; the view keeps RouteComposer's conformances with their members; UIHostingController is petri's"
    )
    func swiftUI() throws {
        let output = try run()
        #expect(output.navigation.map(\.path) == ["AppConfiguration.swift", "SearchCoordinator.swift"])
        #expect(
            output.report.contains(
                "- ContentView.swift: declares the SwiftUI view `ContentView`: petri has no SwiftUI"),
            "\(output.report)")
        #expect(
            !output.files.contains { $0.path == "Support/UIHostingController.swift" }, "petri has UIHostingController")
        let view = try file("Types/ContentView.swift", in: output)
        #expect(view.contains("import RouteComposer\n"), "\(view)")
        #expect(view.contains("struct ContentView: ContextChecking {"), "\(view)")
        #expect(view.contains("    func isTarget(for context: String) -> Bool { title == context }"), "\(view)")
        // Listed with --navigation, it is kept.
        let listed = try AppImport(
            sources: AppSources.read(from: Self.fixture), options: .init(navigationFiles: ["ContentView.swift"])
        ).run()
        #expect(listed.navigation.map(\.path).contains("ContentView.swift"))
    }

    @Test("a subclass of UISearchController is one in the dish, calling its designated initialiser")
    func searchController() throws {
        let search = try file("StandIns/SearchController.swift", in: try run())
        #expect(
            search.contains(
                "class SearchController: UISearchController, NibInstantiable {\n"
                    + "    required init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {\n"
                    + "        super.init(searchResultsController: nil)\n        title = \"Search\"\n    }"),
            "\(search)")
        #expect(
            search.contains(
                "    init(searchResultsController: UIViewController?, hidesBar: Bool) {\n"
                    + "        super.init(searchResultsController: searchResultsController)\n        title = \"Search\"\n    }"
            ), "\(search)")
    }
}
