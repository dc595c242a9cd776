import Testing
import PetriDish
@testable import PetriRendering

@MainActor
@Suite("Quoting in trees")
struct QuotingTests {
    @Test("titles and string contexts keep apostrophes and Unicode; quotes and control characters are escaped")
    func quoting() throws {
        let window = UIWindow(name: "Shop")
        try window.setRootViewController(UIViewController(title: "You're in — \"café\"", context: "line\nbreak"))
        let tree = HierarchySnapshot(window).renderTree()
        #expect(
            tree == #"""
                window "Shop"
                ● UIViewController "You're in — \"café\"" ("line\nbreak")
                """#)
    }
}
