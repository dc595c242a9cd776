import PetriDish
@testable import PetriShell
import Testing

/// A parameter without an example of its own shows, in its prompt, the value the screen's first
/// example gives it: the screen's examples are enough to show what to type.
@MainActor
@Suite("The prompt's example")
struct PromptExampleTests {
    struct ChatContext: Decodable { let chatID: String }

    @Test("The screen's example stands in for a parameter's own")
    func screenExample() throws {
        let parameter = try #require(ContextSchema(decoding: ChatContext.self).parameters.first)
        #expect(parameter.example == nil)
        #expect(ParameterCollector.prompt(for: parameter, example: "ada") == "chatID (string, e.g. ada)")
        #expect(ParameterCollector.prompt(for: parameter) == "chatID (string)")
    }
}
