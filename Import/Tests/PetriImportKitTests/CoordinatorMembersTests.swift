import Foundation
import Testing
@testable import PetriImportKit

/// Issue 33: the members, declarations and modules a real app's coordinators use, so the
/// imported navigation files build. `Fixtures/CoordinatorMembersApp` is a small app written for it.
@Suite("petri import: what coordinators use")
struct CoordinatorMembersTests {
    static let fixture = AppImportTests.importFolder.appendingPathComponent("Fixtures/CoordinatorMembersApp")

    private func run() throws -> AppImport.Output {
        try AppImport(
            sources: AppSources.read(from: Self.fixture),
            options: .init(navigationFiles: ["Coordinators/FeedCoordinator.swift"])
        ).run()
    }

    private func file(_ path: String) throws -> String {
        try #require(try run().files.first { $0.path == path }?.text, "no \(path)")
    }

    @Test("a stand-in keeps the stored properties and delegates the coordinators reach, typed")
    func storedProperties() throws {
        let feed = try file("StandIns/FeedViewController.swift")
        #expect(feed.contains("    weak var delegate: FeedViewControllerDelegate?"))
        #expect(feed.contains("    var mode: Mode = .list"))
        // The delegate protocol is copied with its requirements.
        let delegate = try file("Types/FeedViewControllerDelegate.swift")
        #expect(
            delegate.contains(
                "protocol FeedViewControllerDelegate: AnyObject {\n    func feedDidSelect(itemID: Int)\n}"))
    }

    @Test("methods keep their signatures with bodies that do nothing; overrides petri lacks are left out")
    func methodsAndOverrides() throws {
        let feed = try file("StandIns/FeedViewController.swift")
        #expect(feed.contains("    func scroll(toItem index: Int, animated: Bool) -> Bool { false }"))
        #expect(!feed.contains("viewDidLoad"))
        // viewWillDisappear is petri's too, but the coordinators do not reach it: left out.
        #expect(!feed.contains("viewWillDisappear"))
    }

    @Test("a nested type the coordinators use is declared inside the stand-in")
    func nestedTypes() throws {
        #expect(try file("StandIns/FeedViewController.swift").contains("    enum Mode { case list, grid }"))
    }

    @Test("a stand-in can be built without arguments, a navigation controller with its root")
    func initialisers() throws {
        #expect(
            try file("StandIns/AboutViewController.swift").contains(
                "    convenience init() {\n        self.init(nibName: nil, bundle: nil)\n    }"))
        #expect(
            try file("StandIns/MainNavigationController.swift").contains(
                "    override convenience init(rootViewController: UIViewController) {\n        self.init(nibName: nil, bundle: nil)\n        viewControllers = [rootViewController]\n    }"
            ))
    }

    @Test("an opaque class keeps the members the coordinators reach, and looks the rest up inertly")
    func opaqueMembers() throws {
        let services = try file("Types/AppServices.swift")
        #expect(services.contains("@dynamicMemberLookup\nclass AppServices {\n    init() {}"))
        #expect(services.contains("    static var shared: AppServices = AppServices()"))
        #expect(services.contains("    func makeFeedViewModel() -> FeedViewModel { FeedViewModel() }"))
    }

    @Test("a type from a module petri lacks is a universal stand-in, with the initialisers called")
    func missingModule() throws {
        let container = try file("Support/Container.swift")
        #expect(container.contains("@dynamicMemberLookup @dynamicCallable\nfinal class Container"))
        // OSLog's Logger, not RouteComposer's: the app imports OSLog.
        let logger = try file("Support/Logger.swift")
        #expect(logger.contains("final class Logger: ExpressibleByNilLiteral"))
        #expect(logger.contains("    static subscript(dynamicMember member: String) -> Logger { Logger() }"))
        #expect(try run().files.contains { $0.path == "Support/PetriAnything.swift" })
    }

    @Test("a free operator, its precedence group and its function are copied with the body")
    func freeOperator() throws {
        let globals = try file("Support/Globals.swift")
        #expect(globals.contains("infix operator &>: ApplyPrecedence"))
        #expect(globals.contains("precedencegroup ApplyPrecedence {"))
        #expect(
            globals.contains(
                "func &> <Value>(value: Value, change: (inout Value) -> Void) -> Value {\n    var copy = value"))
    }

    @Test(
        "an extension on an outside type keeps the members used, stubbed; one building a view controller builds the stand-in"
    )
    func outsideExtension() throws {
        let extensions = try file("Support/Extensions.swift")
        #expect(
            extensions.contains(
                "extension Container {\n    func makeAboutViewController() -> AboutViewController { AboutViewController(nibName: nil, bundle: nil) }\n}"
            ))
        #expect(extensions.contains("extension UINavigationController {\n    func setBackButton() {}\n}"))
        #expect(extensions.contains("    static var flow: Logger = Logger()"))
        #expect(
            try run().report.contains(
                "- `UINavigationController.setBackButton` (Support/Services.swift:32): stubbed, a body on UINavigationController is the app's use of a framework"
            ))
    }

    @Test("a typealias the coordinators use is copied")
    func typeAlias() throws {
        #expect(try file("Support/Globals.swift").contains("typealias ItemID = Int"))
        #expect(try run().report.contains("- `ItemID` (Support/Services.swift:5): copied"))
    }
}
