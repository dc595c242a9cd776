import Foundation
import PetriDish
import PetriSnapshotTesting
import Testing

/// Issue 37, item 2: `assertSnapshot(of: dish, as: .hierarchy)` records petri's tree, verifies it,
/// and says what changed in petri's diff's words when it fails.
@Suite("Snapshot tests of a hierarchy")
@MainActor
struct HierarchySnapshotStrategyTests {
    /// The tree of the Bookshop with its first book open, as `petri tree` prints it.
    static let firstBookTree = """
        window "Window"
        ● AppNavigationController [navigation]
        ├─ ○ HomeViewController "Home"
        └─ ● BookViewController "Book" (bookID: 1)
        """

    /// A new empty folder for recorded snapshots, removed by `body`'s end.
    func inTemporaryFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "petri-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    @Test("a dish's hierarchy is recorded as petri tree prints it, then verifies against the same hierarchy")
    func recordsThenVerifies() async throws {
        try await inTemporaryFolder { folder in
            let dish = try await Bookshop.dishOnTheFirstBook()
            let recording = withSnapshotTesting(record: .all) {
                verifySnapshot(of: dish, as: .hierarchy, named: "book", snapshotDirectory: folder.path)
            }
            #expect(recording?.hasPrefix("Record mode is on. Automatically recorded snapshot") == true)
            let file = folder.appendingPathComponent("recordsThenVerifies.book.txt")
            #expect(try String(contentsOf: file, encoding: .utf8) == Self.firstBookTree + "\n")

            let verified = withSnapshotTesting(record: .never) {
                verifySnapshot(of: dish, as: .hierarchy, named: "book", snapshotDirectory: folder.path)
            }
            #expect(verified == nil)
        }
    }

    @Test("one more screen pushed fails the snapshot, saying in petri diff's words which screen was pushed onto what")
    func pushFailsWithPetrisDiff() async throws {
        try await inTemporaryFolder { folder in
            let dish = try await Bookshop.dishOnTheFirstBook()
            _ = verifySnapshot(of: dish, as: .hierarchy, named: "book", record: .all, snapshotDirectory: folder.path)

            try Bookshop.navigation(of: dish).pushViewController(Bookshop.ReviewsViewController(), animated: false)
            let message = try #require(
                verifySnapshot(of: dish, as: .hierarchy, named: "book", record: .never, snapshotDirectory: folder.path))
            #expect(message.hasPrefix("Snapshot \"book\" does not match reference."))
            #expect(
                message.contains(
                    """
                    What changed since the recorded hierarchy, as petri diff says it:
                    + ReviewsViewController pushed onto AppNavigationController

                    Line by line (− recorded, + now):
                    @@ −1,4 +1,5 @@
                    """), "\(message)")
            #expect(message.contains("−└─ ● BookViewController \"Book\" (bookID: 1)"), "\(message)")
            #expect(message.contains("+└─ ● ReviewsViewController"), "\(message)")
        }
    }

    @Test(
        "assertSnapshot passes on the recorded tree and records a changed hierarchy as the test's issue, with petri's diff"
    )
    func assertSnapshotRecordsTheIssue() async throws {
        let dish = try await Bookshop.dishOnTheFirstBook()
        // Recorded in __Snapshots__/HierarchySnapshotStrategyTests/assertSnapshotRecordsTheIssue.book.txt.
        withSnapshotTesting(record: .never) {
            assertSnapshot(of: dish, as: .hierarchy, named: "book")
        }

        try Bookshop.navigation(of: dish).popViewController(animated: false)
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: dish, as: .hierarchy, named: "book")
            }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains(
                    "as petri diff says it:\n- BookViewController \"Book\" (bookID: 1) popped from AppNavigationController"
                )
            }
        }
    }

    @Test(
        "hierarchyJSON records the document petri tree --json prints, and a changed title fails in petri diff's words")
    func json() async throws {
        try await inTemporaryFolder { folder in
            let dish = try await Bookshop.dishOnTheFirstBook()
            _ = verifySnapshot(
                of: dish, as: .hierarchyJSON, named: "book", record: .all, snapshotDirectory: folder.path)
            let file = folder.appendingPathComponent("json.book.json")
            #expect(try String(contentsOf: file, encoding: .utf8) == HierarchySnapshot(dish.scene).renderJSON() + "\n")
            #expect(
                verifySnapshot(
                    of: dish, as: .hierarchyJSON, named: "book", record: .never, snapshotDirectory: folder.path)
                    == nil)

            try Bookshop.navigation(of: dish).topViewController?.title = "Dune"
            let message = try #require(
                verifySnapshot(
                    of: dish, as: .hierarchyJSON, named: "book", record: .never, snapshotDirectory: folder.path))
            #expect(
                message.contains(
                    """
                    as petri diff says it:
                    ~ BookViewController (bookID: 1): title "Book" → "Dune"
                    """), "\(message)")
            #expect(message.contains("−        \"title\": \"Book\",\n+        \"title\": \"Dune\","), "\(message)")
        }
    }

    @Test(
        "a window snapshots alone; a view controller as the root of its tree, marked on screen as its window shows it")
    func windowAndViewController() async throws {
        try await inTemporaryFolder { folder in
            let dish = try await Bookshop.dishOnTheFirstBook()
            let book = try #require(try Bookshop.navigation(of: dish).topViewController)
            let standalone = UINavigationController(rootViewController: Bookshop.HomeViewController(title: "Home"))
            _ = verifySnapshot(
                of: dish.window, as: .hierarchy, named: "window", record: .all, snapshotDirectory: folder.path)
            _ = verifySnapshot(of: book, as: .hierarchy, named: "book", record: .all, snapshotDirectory: folder.path)
            _ = verifySnapshot(
                of: standalone, as: .hierarchy, named: "standalone", record: .all, snapshotDirectory: folder.path)

            func recorded(_ name: String) throws -> String {
                try String(
                    contentsOf: folder.appendingPathComponent("windowAndViewController.\(name).txt"), encoding: .utf8)
            }
            #expect(try recorded("window") == Self.firstBookTree + "\n")
            #expect(try recorded("book") == "window \"Window\"\n● BookViewController \"Book\" (bookID: 1)\n")
            #expect(
                try recorded("standalone") == """
                    window "(no window)"
                    ○ UINavigationController [navigation]
                    └─ ○ HomeViewController "Home"

                    """)
            #expect(
                verifySnapshot(of: book, as: .hierarchy, named: "book", record: .never, snapshotDirectory: folder.path)
                    == nil)
        }
    }

    @Test("a snapshot value snapshots off the main actor, as the dish it was taken from does")
    func snapshotValue() async throws {
        try await inTemporaryFolder { folder in
            let snapshot = HierarchySnapshot(try await Bookshop.dishOnTheFirstBook().scene)
            let path = folder.path
            let message = await Task.detached {
                verifySnapshot(of: snapshot, as: .hierarchy, named: "value", record: .all, snapshotDirectory: path)
            }.value
            #expect(message?.hasPrefix("Record mode is on.") == true)
            #expect(
                try String(contentsOf: folder.appendingPathComponent("snapshotValue.value.txt"), encoding: .utf8)
                    == Self.firstBookTree + "\n")
        }
    }

    @Test("a change petri diff does not tell (what is marked on screen) still fails, the lines saying what differs")
    func changeDiffDoesNotTell() throws {
        let marked = Self.firstBookTree.replacing("├─ ○ HomeViewController", with: "├─ ● HomeViewController")
        let (message, _) = try #require(Diffing<String>.hierarchy.diffV2(Self.firstBookTree, marked))
        #expect(
            message.hasPrefix(
                """
                petri diff finds no view controller added, removed, moved or changed; the lines say what differs.

                Line by line (− recorded, + now):
                """), "\(message)")
        #expect(message.contains("−├─ ○ HomeViewController \"Home\"\n+├─ ● HomeViewController \"Home\""), "\(message)")
        #expect(Diffing<String>.hierarchy.diffV2(Self.firstBookTree, Self.firstBookTree) == nil)
    }

    @Test("a recorded file petri cannot read as a tree fails with the reason and the line diff alone")
    func unreadableReference() async throws {
        try await inTemporaryFolder { folder in
            let dish = try await Bookshop.dishOnTheFirstBook()
            try Data("BookViewController\n".utf8).write(
                to: folder.appendingPathComponent("unreadableReference.book.txt"))
            let message = try #require(
                verifySnapshot(of: dish, as: .hierarchy, named: "book", record: .never, snapshotDirectory: folder.path))
            #expect(
                message.contains(
                    """
                    The recorded snapshot is not a hierarchy's tree petri can read (line 1: a tree starts with \
                    `window "Name"`, not this line): the lines alone.

                    Line by line (− recorded, + now):
                    """), "\(message)")
            #expect(!message.contains("as petri diff says it"))
        }
    }
}
