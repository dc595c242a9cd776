import Testing
@testable import PetriShell

@Suite("What a Tab press does")
struct CompletionStepTests {
    private func step(
        _ word: String,
        _ candidates: [String],
        before textBeforeCursor: String? = nil,
        repeated: Bool = false
    ) -> CompletionStep {
        CompletionStep(
            completion: Completion(word: word, candidates: candidates),
            textBeforeCursor: textBeforeCursor ?? word,
            isRepeated: repeated
        )
    }

    @Test func noCandidatesBeeps() {
        #expect(step("xyz", []) == .beep)
        #expect(step("xyz", [], repeated: true) == .beep)
        #expect(CompletionStep(completion: .empty, textBeforeCursor: "", isRepeated: true) == .beep)
    }

    @Test func singleCandidateIsCompletedWithASpace() {
        #expect(step("shu", ["shutdown"]) == .edit(deleting: 0, inserting: "tdown "))
        #expect(step("", ["help"], before: "show ") == .edit(deleting: 0, inserting: "help "))
    }

    @Test func aFolderKeepsTheCursorAfterItsSlash() {
        #expect(step("do", ["docs/"]) == .edit(deleting: 0, inserting: "cs/"))
        #expect(step("pictures/sh", ["pictures/sheet.svg"]) == .edit(deleting: 0, inserting: "eet.svg "))
    }

    @Test func completeWordStillGetsItsSpace() {
        #expect(step("show", ["show"]) == .edit(deleting: 0, inserting: " "))
    }

    @Test func duplicateCandidatesCountOnce() {
        #expect(step("sh", ["show", "show"]) == .edit(deleting: 0, inserting: "ow "))
    }

    @Test func severalCandidatesInsertTheirCommonPrefix() {
        #expect(step("s", ["select", "selection"]) == .edit(deleting: 0, inserting: "elect"))
    }

    @Test func nothingNewToInsertBeepsFirstThenLists() {
        #expect(step("sh", ["show", "shutdown"]) == .beep)
        #expect(step("sh", ["show", "shutdown"], repeated: true) == .list(["show", "shutdown"]))
        #expect(step("", ["open", "close"], before: "x ", repeated: true) == .list(["open", "close"]))
    }

    @Test func wordMustBeWhatPrecedesTheCursor() {
        #expect(step("sh", ["show"], before: "quit") == .beep)
        #expect(step("sh", ["show"], before: "go sh") == .edit(deleting: 0, inserting: "ow "))
    }

    @Test func differentlySpelledWordIsReplaced() {
        // A case-insensitive provider: the typed "SH" becomes "show".
        #expect(step("SH", ["show"]) == .edit(deleting: 2, inserting: "show "))
        #expect(step("Sel", ["select", "selection"]) == .edit(deleting: 3, inserting: "select"))
    }

    @Test func commonPrefixNoLongerThanTheWordNeverErasesTyping() {
        // Case-insensitive matches whose common prefix is shorter than, or as long as, the
        // typed word: replacing it would lose or merely recase what was typed.
        #expect(step("SHO", ["show", "Shore"]) == .beep)
        #expect(step("SELECT", ["select", "selection"]) == .beep)
        #expect(step("SELECT", ["select", "selection"], repeated: true) == .list(["select", "selection"]))
    }

    @Test func editsCountUnicodeScalars() {
        // "é" is one scalar; the typed plain "e" is replaced by "é".
        #expect(step("cafe", ["café"]) == .edit(deleting: 1, inserting: "é "))
        #expect(step("ca", ["café ✓"]) == .edit(deleting: 0, inserting: "fé ✓ "))
        #expect(step("✓ d", ["✓ done", "✓ doing"]) == .edit(deleting: 0, inserting: "o"))
    }
}
