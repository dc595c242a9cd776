import Foundation
import Testing
@testable import PetriImportKit

/// Issue 33: `petri import` on a coordinator app (Fixtures/CoordinatorApp, written for the
/// purpose): navigation files found without being listed, modules petri does not have
/// commented out and reported, a report that claims no compilation, a catalog of screens and
/// flows.
@Suite("petri import of a coordinator app")
struct CoordinatorAppTests {
    static let app = AppImportTests.importFolder.appendingPathComponent("Fixtures/CoordinatorApp")

    private func run(
        _ options: AppImport.Options = .init(writesCatalog: true, excluded: ["Settings/SettingsRouter.swift"])
    ) throws -> AppImport.Output {
        try AppImport(sources: AppSources.read(from: Self.app), options: options).run()
    }

    private func file(_ path: String, in output: AppImport.Output) throws -> String {
        try #require(output.files.first { $0.path == path }?.text, "no \(path) among \(output.files.map(\.path))")
    }

    @Test(
        "a module petri does not have: its import commented out with a note, the module listed with its files and the names used"
    )
    func missingModule() throws {
        let output = try run()
        let copied = try file("Navigation/Feed/FeedCoordinator.swift", in: output)
        #expect(
            copied.hasPrefix(
                "import Foundation\nimport PetriDish\n// import SafariServices — petri's PetriDish has its SFSafariViewController: see IMPORT-REPORT.md\n"
                    + "// import OSLog — petri has no OSLog: see IMPORT-REPORT.md\n"
                    + "// import struct Analytics.Event — petri has no Analytics: see IMPORT-REPORT.md\n"))
        #expect(
            output.missingModules == [
                "Analytics": ["Feed/FeedCoordinator.swift"], "OSLog": ["Feed/FeedCoordinator.swift"],
            ],
            "SafariServices' view controller is petri's")
        #expect(output.undeclaredNames == ["OSLog": ["Logger"], "": ["MBProgressHUD"]])
        #expect(output.report.contains("- OSLog: imported by Feed/FeedCoordinator.swift:4; names used: `Logger`"))
    }

    @Test(
        "@testable, submodule and kind imports are read by their module",
        arguments: [
            ("@testable import ShopKit", "// @testable import ShopKit — petri has no ShopKit", "ShopKit"),
            ("import os.log", "// import os.log — petri has no os.log", "os.log"),
            ("import class Pods.Spinner", "// import class Pods.Spinner — petri has no Pods", "Pods"),
            (
                "import struct UIKit.UIEdgeInsets",
                "// import struct UIKit.UIEdgeInsets — petri's PetriDish stands for UIKit", nil
            ),
        ])
    func importForms(_ line: String, _ expected: String, _ module: String?) throws {
        let sources = AppSources(
            swiftFiles: [
                AppFile(path: "Nav/MainCoordinator.swift", text: "\(line)\n\nfinal class MainCoordinator {}\n")
            ], storyboards: [])
        let output = try AppImport(sources: sources).run()
        let copied = try file("Navigation/Nav/MainCoordinator.swift", in: output)
        #expect(copied.contains(expected + ": see IMPORT-REPORT.md\n"), "\(copied)")
        #expect(output.missingModules == (module.map { [$0: ["Nav/MainCoordinator.swift"]] } ?? [:]))
    }

    @Test(
        "a bridging header's file, without import UIKit, gets petri's imports after its opening comment; its undeclared names are listed"
    )
    func bridgingHeaderFile() throws {
        let output = try run()
        let copied = try file("Navigation/Legacy/LegacyFlow.swift", in: output)
        #expect(
            copied.hasPrefix(
                "//\n//  LegacyFlow.swift: from the bridging header's days, when UIKit came through it.\n//\n\n"
                    + "import Foundation\nimport PetriDish // added by petri import: the app's file does not import UIKit\n\n/// Shows a progress view"
            ))
        #expect(
            output.report.contains(
                "- declared nowhere, in files that import no such module (a bridging header's names, or a typo): `MBProgressHUD`"
            ))
    }

    @Test(
        "navigation files are found, with why; a test file is not; --exclude drops one; --no-discover keeps only those listed"
    )
    func discovery() throws {
        let found = try run(.init())
        #expect(
            found.navigation.map(\.path) == [
                "Account/AccountCoordinator.swift", "Coordinators/Coordinator.swift", "Feed/FeedCoordinator.swift",
                "Legacy/LegacyFlow.swift", "Settings/SettingsRouter.swift",
            ])
        #expect(
            found.navigation.first { $0.path == "Coordinators/Coordinator.swift" }?.reasons == [
                "declares the protocol `Coordinator`"
            ])
        #expect(
            found.report.contains("- Feed/FeedCoordinator.swift (declares `FeedCoordinator`): copied, imports mapped"))
        #expect(!found.files.contains { $0.path.contains("AppTests") })

        let excluded = try run(.init(excluded: ["Settings/SettingsRouter.swift"]))
        #expect(!excluded.navigation.contains { $0.path == "Settings/SettingsRouter.swift" })

        let listed = try run(.init(navigationFiles: ["Feed/FeedCoordinator.swift"], discoversNavigation: false))
        #expect(
            listed.navigation == [
                AppImport.NavigationFile(path: "Feed/FeedCoordinator.swift", reasons: ["listed with --navigation"])
            ])
        #expect(
            throws: ImportError.unknownNavigationFile(
                "SettingsRouter.swift", nearest: ["Settings/SettingsRouter.swift"])
        ) {
            try run(.init(excluded: ["SettingsRouter.swift"]))
        }
        #expect(NavigationDiscovery.isTestFile("AppTests/FeedCoordinatorTests.swift"))
        #expect(NavigationDiscovery.isTestFile("Sources/FeedCoordinatorTests.swift"))
        #expect(!NavigationDiscovery.isTestFile("Sources/Feed/FeedCoordinator.swift"))
    }

    @Test("the report says what the import checked and the command that verifies, and claims no compilation")
    func verdict() throws {
        let output = try run()
        #expect(
            output.report.contains(
                "What petri import checked: imports mapped (2 modules petri does not have, commented out); "
                    + "0 uses of UIKit outside the model; 2 names declared nowhere in the app."))
        #expect(
            output.report.contains(
                "It reads the app's sources and does not compile what it writes. To verify, build it against petri: "
                    + "`petri init <folder> --from <this folder>` and then `swift build` in the new package"))
        #expect(!output.report.contains("compiles in the dish"))
        let dirty = try AppImport(
            sources: AppSources.read(from: AppImportTests.importFolder.appendingPathComponent("Fixtures/DirtyApp"))
        ).run()
        #expect(
            dirty.report.contains(
                "- ChatsCoordinator.swift (declares `ChatsCoordinator`): copied, imports mapped; `import SnapKit` commented out; "
                    + "1 use of UIKit outside the navigation model, which petri does not have"), "\(dirty.report)")
    }

    @Test(
        "--catalog for a coordinator app: each stand-in a screen, each coordinator's start() a flow, one commented out with what it needs"
    )
    func catalog() throws {
        let output = try run()
        let catalog = try file("ImportedCatalog.swift", in: output)
        #expect(
            catalog.contains(
                """
                        try catalog.register("feed.detail", title: "Detail", group: "Feed",
                                             summary: "the app's DetailViewController (Feed/DetailViewController.swift:3), as the window's root",
                                             route: PetriStepAssembly<DetailViewController, Void>.screen(DetailViewController.self) { DetailViewController(nibName: nil, bundle: nil) }.replacingRoot())
                """))
        #expect(
            catalog.contains(
                """
                        try catalog.register(flow: FlowEntry(
                            id: "flow.feed.feed", title: "Feed", group: "Feed", summary: "FeedCoordinator.start()",
                            location: CodeLocation(file: "Feed/FeedCoordinator.swift", line: 8)
                        ) { window, _ in
                            let navigationController = UINavigationController(nibName: nil, bundle: nil)
                            try window.petri.setRootViewController(navigationController)
                            let coordinator = FeedCoordinator(navigationController: navigationController)
                """))
        #expect(catalog.contains("            let coordinator = LegacyFlow(window: window)\n"))
        #expect(
            catalog.contains(
                """
                        // TODO(petri import): AccountCoordinator's initialiser needs tracking: Tracking, which petri import cannot supply: give the app's values
                        // try catalog.register(flow: FlowEntry(
                """))
        #expect(
            catalog.contains(
                "        //     let coordinator = AccountCoordinator(navigationController: navigationController, session: SessionStore(), tracking: <#Tracking#>)\n"
            ),
            "an app class that is not a view controller is made as its stand-in; a protocol cannot be")
        #expect(catalog.contains("final class ImportedFlow: PetriCoordinators.Coordinator {"))
        #expect(output.catalogTodos == 1)
        #expect(output.report.contains("## Catalog skeleton (3 screens, 2 flows, 1 commented out with a TODO)"))
        // Sorted: the ids in order, whatever order the files are read in.
        let ids = catalog.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"(register\(|id: )""#, options: .regularExpression) else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(
            ids == [
                "account.account", "feed.detail", "feed.feed", "flow.account.account", "flow.feed.feed",
                "flow.legacy.legacy",
            ])
        let sources = try AppSources.read(from: Self.app)
        let reversed = AppSources(swiftFiles: sources.swiftFiles.reversed(), storyboards: [])
        #expect(
            try AppImport(
                sources: reversed, options: .init(writesCatalog: true, excluded: ["Settings/SettingsRouter.swift"])
            ).run() == output)
    }
}
