import Testing
@testable import PetriRouting

/// A route's sparse per-node values: nothing until a node is given one, then by index.
@Suite("Routing: node tables")
struct NodeTableTests {
    @Test("An empty table has no value for any node, and setting nil keeps it empty")
    func empty() {
        var table = NodeTable<Int>(count: 4)
        #expect((0..<4).allSatisfy { table[$0] == nil })
        table[2] = nil
        #expect((0..<4).allSatisfy { table[$0] == nil })
    }

    @Test("A value set for one node is that node's only")
    func values() {
        var table = NodeTable<String>(count: 3)
        table[1] = "built by step 3"
        #expect(table[0] == nil && table[1] == "built by step 3" && table[2] == nil)
        table[1] = nil
        table[0] = "first"
        #expect(table[0] == "first" && table[1] == nil)
    }
}
