import Testing
@testable import PetriShell

@Suite("Plain line reader")
struct PlainLineReaderTests {
    @Test func returnsLinesThenEndOfInput() {
        var lines = ["show", "", "café ✓"][...]
        let reader = PlainLineReader { lines.popFirst() }
        #expect(reader.readLine(prompt: "petri> ") == .line("show"))
        #expect(reader.readLine(prompt: "  value? ", addToHistory: false) == .line(""))
        #expect(reader.readLine(prompt: "petri> ") == .line("café ✓"))
        #expect(reader.readLine(prompt: "petri> ") == .endOfInput)
    }
}
