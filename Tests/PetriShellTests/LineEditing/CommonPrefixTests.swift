import Testing
@testable import PetriShell

@Suite("Longest common prefix")
struct CommonPrefixTests {
    @Test func noStringsShareNothing() {
        #expect(longestCommonPrefix(of: []) == "")
    }

    @Test func oneStringIsItsOwnPrefix() {
        #expect(longestCommonPrefix(of: ["select"]) == "select")
    }

    @Test func sharedStartOfCommandNames() {
        #expect(longestCommonPrefix(of: ["show", "shutdown", "shelve"]) == "sh")
        #expect(longestCommonPrefix(of: ["select", "selection"]) == "select")
    }

    @Test func disjointStringsShareNothing() {
        #expect(longestCommonPrefix(of: ["open", "close"]) == "")
        #expect(longestCommonPrefix(of: ["open", ""]) == "")
    }

    @Test func nonASCIICharactersAreComparedWhole() {
        #expect(longestCommonPrefix(of: ["café crème", "café ✓"]) == "café ")
        #expect(longestCommonPrefix(of: ["✓ done", "✓ doing", "✓ dot"]) == "✓ do")
    }

    @Test func prefixNeverSplitsAGraphemeCluster() {
        // "e" + U+0301 COMBINING ACUTE is one Character that differs from a plain "e",
        // even though the two strings share the scalar "e".
        #expect(longestCommonPrefix(of: ["cafe", "cafe\u{301}"]) == "caf")
        // Emoji with a skin-tone modifier versus without.
        #expect(longestCommonPrefix(of: ["👍🏽 yes", "👍 yes"]) == "")
    }

    @Test func canonicallyEquivalentSpellingsMatch() {
        let precomposed = "caf\u{E9}s"
        let decomposed = "cafe\u{301}x"
        #expect(longestCommonPrefix(of: [precomposed, decomposed]) == "caf\u{E9}")
    }
}
