import Foundation
import Testing
@testable import PetriImportKit

/// Issue 33: the app's classes the navigation files pass where a protocol is expected (RouteComposer's
/// Example app, UpcomingMovies), written small in `Fixtures/ConformingClassesApp`: finders,
/// factories, interceptors and tasks, a transitioning delegate, a class needing only the
/// standard library, a `DismissibleWithRuntimeStorage` view controller, an enum conforming through
/// a constrained extension, and a protocol extension whose copied method reads a sibling.
@Suite("petri import: the app's classes keep their conformances")
struct ConformingClassesTests {
    static let fixture = AppImportTests.importFolder.appendingPathComponent("Fixtures/ConformingClassesApp")

    private func run() throws -> AppImport.Output {
        try AppImport(sources: AppSources.read(from: Self.fixture), options: .init(writesCatalog: true)).run()
    }

    private func file(_ path: String, in output: AppImport.Output) throws -> String {
        try #require(output.files.first { $0.path == path }?.text, "no \(path)")
    }

    @Test("an opaque class keeps its RouteComposer conformance, with its associated types and its requirements stubbed")
    func routeComposerConformances() throws {
        let output = try run()
        let finder = try file("Types/NoteFinder.swift", in: output)
        #expect(finder.contains("import RouteComposer\n"), "\(finder)")
        #expect(
            finder.contains(
                "class NoteFinder: StackIteratingFinder {\n    typealias ViewController = NoteViewController\n    typealias Context = String\n"
            ), "\(finder)")
        // A property's value needing only petri is kept: the requirement is met.
        #expect(finder.contains("    let iterator: StackIterator = DefaultStackIterator()"), "\(finder)")
        #expect(
            finder.contains(
                "    func isTarget(_ viewController: NoteViewController, with noteID: String) -> Bool { false }"),
            "\(finder)")
        let factory = try file("Types/NoteFactory.swift", in: output)
        #expect(factory.contains("class NoteFactory: Factory {"), "\(factory)")
        #expect(
            factory.contains(
                "    func build(with noteID: String) throws -> NoteViewController { NoteViewController(nibName: nil, bundle: nil) }"
            ), "\(factory)")
        let interceptor = try file("Types/LoginInterceptor.swift", in: output)
        #expect(
            interceptor.contains(
                "@MainActor\n@dynamicMemberLookup\nclass LoginInterceptor<C>: RoutingInterceptor {\n    typealias Context = C\n"
            ), "\(interceptor)")
        #expect(
            interceptor.contains(
                "    func perform(with context: Context, completion: @escaping (_: RoutingResult) -> Void) {}"),
            "\(interceptor)")
        let task = try file("Types/NoteContextTask.swift", in: output)
        #expect(task.contains("class NoteContextTask: ContextTask {"), "\(task)")
        #expect(
            task.contains("    func perform(on viewController: NoteViewController, with noteID: String) throws {}"),
            "\(task)")
        #expect(
            output.report.contains(
                "- `NoteFinder`, from Screens/NoteViewController.swift:4: a class that is not a view controller: its behaviour is the app's; "
                    + "keeps its conformance to StackIteratingFinder, its members stubbed"), "\(output.report)")
    }

    @Test("a transitioning delegate keeps NSObject and UIKit's protocol")
    func uikitConformance() throws {
        let transition = try file("Types/FadeTransition.swift", in: try run())
        #expect(
            transition.contains(
                "class FadeTransition: NSObject, UIViewControllerTransitioningDelegate {\n    override init() {}\n"),
            "\(transition)")
    }

    @Test(
        "a class needing only the standard library and petri is copied as written, and its protocol comes with its associated type"
    )
    func copiedClass() throws {
        let output = try run()
        let store = try file("Types/NoteStore.swift", in: output)
        #expect(
            store.contains(
                "final class NoteStore: NotesStoring {\n    typealias Note = String\n    private(set) var notes: [String] = []\n"
            ), "\(store)")
        #expect(!store.contains("dynamicMemberLookup"))
        let storing = try file("Types/NotesStoring.swift", in: output)
        #expect(
            storing.contains(
                "protocol NotesStoring: AnyObject {\n    associatedtype Note\n    func save(_ notes: [Note])\n}"),
            "\(storing)")
        // One reaching the app's protocol it does not conform to is stubbed, keeping the one it does.
        let loader = try file("Types/NotesLoader.swift", in: output)
        #expect(loader.contains("class NotesLoader: NotesLoading {"), "\(loader)")
        #expect(
            output.report.contains(
                "- `NoteStore`, from Helpers/Notes.swift:8; copied as written: its body needs only what petri has"),
            "\(output.report)")
    }

    @Test("a view controller's DismissibleWithRuntimeStorage is kept with its DismissalTargetContext")
    func dismissible() throws {
        let note = try file("StandIns/NoteViewController.swift", in: try run())
        #expect(
            note.contains(
                "class NoteViewController: UIViewController, NibInstantiable, DismissibleWithRuntimeStorage {"),
            "\(note)")
        #expect(note.contains("    typealias DismissalTargetContext = Void"), "\(note)")
        #expect(note.contains("import RouteComposer"))
    }

    @Test(
        "a copied enum keeps the app's protocol a constrained extension satisfies; the extension's callAsFunction is written"
    )
    func localizable() throws {
        let output = try run()
        let strings = try file("Types/Strings.swift", in: output)
        #expect(strings.contains("enum Strings: String, Localizable {"), "\(strings)")
        #expect(
            try file("Types/Localizable.swift", in: output).contains(
                "protocol Localizable {\n    var tableName: String { get }\n}"))
        let extensions = try file("Support/Extensions.swift", in: output)
        // Its body uses a member of the app's private extension: stubbed.
        #expect(
            extensions.contains(
                "extension Localizable where Self: RawRepresentable, Self.RawValue == String {\n    var tableName: String { \"Localizable\" }\n\n"
                    + "    func callAsFunction() -> String { \"\" }\n}"), "\(extensions)")
        #expect(
            output.report.contains(
                "`Localizable.callAsFunction` (Helpers/Notes.swift:32): stubbed, its body uses localized"),
            "\(output.report)")
    }

    @Test("a copied extension method brings the sibling member it reads, and the typealias that one names")
    func siblingMembers() throws {
        let output = try run()
        let extensions = try file("Support/Extensions.swift", in: output)
        #expect(
            extensions.contains(
                "extension Retrying {\n    var retryView: RetryShowing? { nil }\n\n    func hideRetryView() {"),
            "\(extensions)")
        #expect(try file("Support/Globals.swift", in: output).contains("typealias RetryShowing = Showing & Hiding"))
        #expect(output.files.contains { $0.path == "Types/Hiding.swift" })
    }
}
