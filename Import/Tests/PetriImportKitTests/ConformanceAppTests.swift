import Foundation
import Testing
@testable import PetriImportKit

/// Issue 33: what a real coordinator app (UpcomingMovies) needed for its import to build:
/// conformances through inherited protocols, enums keeping their cases, static constants, copies
/// holding petri's types, and the files the app does not compile left out.
/// `Fixtures/ConformanceApp` is a small app written for it, with an Xcode project.
@Suite("petri import: conformances, enums and the app's files")
struct ConformanceAppTests {
    static let fixture = AppImportTests.importFolder.appendingPathComponent("Fixtures/ConformanceApp")

    private func run() throws -> AppImport.Output {
        try AppImport(sources: AppSources.read(from: Self.fixture), options: .init(writesCatalog: true)).run()
    }

    private func file(_ path: String) throws -> String {
        try #require(try run().files.first { $0.path == path }?.text, "no \(path)")
    }

    @Test("a protocol's inherited requirements decide the conformance, and their extensions are written")
    func inheritedRequirements() throws {
        let output = try run()
        let list = try #require(output.files.first { $0.path == "StandIns/ListViewController.swift" }?.text)
        #expect(
            list.contains("final class ListViewController: UIViewController, NibInstantiable, Placeholding, Loading {"))
        // The extension giving the inherited requirement comes along.
        let extensions = try #require(output.files.first { $0.path == "Support/Extensions.swift" }?.text)
        #expect(extensions.contains("extension Retrying {\n    func retry() {}\n}"), "\(extensions)")
        // A required property keeps the protocol's type, not made implicitly unwrapped, and holds
        // an inert conformer of it.
        #expect(list.contains("    var loader: LoaderView = InertLoaderView()"), "\(list)")
    }

    @Test("an enum whose cases carry petri's or the app's types keeps its cases and its access")
    func opaqueEnumCases() throws {
        let mode = try file("Types/Mode.swift")
        #expect(
            mode.contains(
                "public enum Mode {\n    case push\n    case present(presenting: UIViewController, configuration: PresentConfiguration?)\n}"
            ), "\(mode)")
        // The type a case carries is written; holding petri's navigation types, it is copied.
        let configuration = try file("Types/PresentConfiguration.swift")
        #expect(
            configuration.contains("public struct PresentConfiguration {\n    let style: UIModalPresentationStyle\n}"),
            "\(configuration)")
    }

    @Test("a type's static constants with literal values are copied")
    func staticConstants() throws {
        let identifier = try file("Types/TabIdentifier.swift")
        #expect(
            identifier.contains(
                "struct TabIdentifier {\n    static let list = \"list\"\n    static let settings = \"settings\"\n}"),
            "\(identifier)")
    }

    @Test("a copied enum keeps the computed properties the navigation files use, stubbed")
    func usedComputedMembers() throws {
        let option = try file("Types/Option.swift")
        #expect(
            option.contains("enum Option: String {\n    case favorites, watchlist\n    var title: String? { nil }\n}"),
            "\(option)")
    }

    @Test("a file naming URLSession's types imports FoundationNetworking where there is one (Linux)")
    func foundationNetworking() throws {
        let authorizing = try file("Types/Authorizing.swift")
        #expect(
            authorizing.contains(
                "import PetriDish\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"),
            "\(authorizing)")
    }

    @Test("a file the Xcode project does not compile, and a class declared again, are left out and reported")
    func leftOutFiles() throws {
        let sources = try AppSources.read(from: Self.fixture)
        #expect(sources.notInProject == ["OldListCoordinator.swift"])
        #expect(!sources.swiftFiles.contains { $0.path == "OldListCoordinator.swift" })
        let output = try run()
        #expect(output.navigation.map(\.path) == ["ListCoordinator.swift", "Settings/SettingsCoordinator.swift"])
        #expect(
            output.report.contains(
                "- OldListCoordinator.swift: not among the Swift files the app's Xcode project compiles"))
        #expect(
            output.report.contains(
                "- Settings/SettingsFlows.swift: declares `SettingsCoordinator`, as Settings/SettingsCoordinator.swift does: left out, Settings/SettingsCoordinator.swift kept"
            ))
    }

    @Test("a project that syncs its folders lists no files: none is left out")
    func synchronizedProject() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("petri-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "objects = { A /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; }; }".write(
            to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try "import UIKit\nfinal class FeedCoordinator {}\n".write(
            to: folder.appendingPathComponent("FeedCoordinator.swift"), atomically: true, encoding: .utf8)
        let sources = try AppSources.read(from: folder)
        #expect(sources.projectSwiftFiles == nil)
        #expect(sources.swiftFiles.map(\.path) == ["FeedCoordinator.swift"])
    }
}
