import Foundation
import Testing
@testable import PetriSupport

/// The exports' escaping and cutting, on UTF-8 bytes: the same text as Foundation's
/// `replacingOccurrences` and `range(of:)` gave, without bridging to `NSString`.
@Suite("ASCII replacements and markers")
struct ASCIITextTests {
    private static let html: [(Unicode.Scalar, String)] = [
        ("&", "&amp;"), ("\"", "&quot;"), ("<", "&lt;"), (">", "&gt;"),
    ]

    @Test("Each character is replaced once, in one pass; a text without any is returned as it is")
    func replacing() {
        #expect(ASCIIText.replacing("Tom & \"Jerry\" <3>", Self.html) == "Tom &amp; &quot;Jerry&quot; &lt;3&gt;")
        #expect(ASCIIText.replacing("a&<b", Self.html) == "a&amp;&lt;b")
        #expect(ASCIIText.replacing("plain text", Self.html) == "plain text")
        #expect(ASCIIText.replacing("", Self.html) == "")
        #expect(ASCIIText.replacing("\\\"\n", [("\\", "\\\\"), ("\"", "\\\""), ("\n", "\\n")]) == "\\\\\\\"\\n")
    }

    @Test("Other characters pass through whole: accents, scripts, emoji, a line break inside CR LF")
    func unicode() {
        #expect(ASCIIText.replacing("café <ünïcödé> 日本 👩‍👩‍👧", Self.html) == "café &lt;ünïcödé&gt; 日本 👩‍👩‍👧")
        #expect(ASCIIText.replacing("a\r\nb", [("\n", " ")]) == "a\r b")
        // A "<" carrying a combining mark is still a "<" to an HTML parser, so it is escaped.
        #expect(ASCIIText.replacing("a<\u{338}b", Self.html) == "a&lt;\u{338}b")
    }

    @Test("The same text as Foundation's chained replacingOccurrences, over generated texts")
    func agreesWithFoundation() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab &\"<>\\\n`'é日👍;#1")
        for _ in 0..<500 {
            let text = String(
                (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let foundation = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "\"", with: "&quot;"
            )
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            #expect(ASCIIText.replacing(text, Self.html) == foundation, "\(UserText.escaped(text))")
            let dot = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
            #expect(
                ASCIIText.replacing(text, [("\\", "\\\\"), ("\"", "\\\""), ("\n", "\\n")]) == dot,
                "\(UserText.escaped(text))")
        }
    }

    @Test("Markers are found first or last, within a substring's bounds, after other characters")
    func markers() throws {
        let page = "<x>é<petri-1>日<petri-1>end"
        let first = try #require(ASCIIText.firstRange(of: "<petri-1>", in: page[...]))
        #expect(page[..<first.lowerBound] == "<x>é")
        let last = try #require(ASCIIText.lastRange(of: "<petri-1>", in: page[...]))
        #expect(page[last.upperBound...] == "end")
        #expect(page[first] == "<petri-1>" && page[last] == "<petri-1>" && first != last)
        let tail = page[first.upperBound...]
        #expect(ASCIIText.firstRange(of: "<petri-1>", in: tail) == last)
        #expect(ASCIIText.firstRange(of: "<x>", in: tail) == nil)
        #expect(ASCIIText.firstRange(of: "<petri-2>", in: page[...]) == nil)
        #expect(ASCIIText.lastRange(of: "a longer marker than the text", in: "short"[...]) == nil)
        #expect(ASCIIText.firstRange(of: "end", in: page[...]).map { page[$0] } == "end")
    }
}
