import Testing
@testable import PetriShell
import PetriSupport

@Suite("Splitting a command line into words")
struct CommandLineWordsTests {
    private func texts(_ line: String) throws -> [String] {
        try CommandLineWords.split(line).texts
    }

    @Test("Whitespace separates words and records where each starts")
    func whitespace() throws {
        let split = try CommandLineWords.split("  open\tshop.product   productID=42")
        #expect(
            split.words == [
                .init(text: "open", start: 2),
                .init(text: "shop.product", start: 7),
                .init(text: "productID=42", start: 22),
            ])
        #expect(split.unterminatedQuote == nil)
        #expect(!split.endsWithSpace)
        #expect(try CommandLineWords.split("open ").endsWithSpace)
        #expect(try texts("") == [])
        #expect(try texts("   ") == [])
    }

    @Test("Single quotes keep everything literally, backslashes and double quotes too")
    func singleQuotes() throws {
        #expect(try texts("find 'two words' three") == ["find", "two words", "three"])
        #expect(try texts(#"set path='C:\temp' title='say "hi"'"#) == ["set", #"path=C:\temp"#, #"title=say "hi""#])
    }

    @Test("Double quotes keep spaces; \\\" and \\\\ are escapes")
    func doubleQuotes() throws {
        #expect(try texts(#"find "two  words""#) == ["find", "two  words"])
        #expect(try texts(#"set title="a \"quoted\" word""#) == ["set", #"title=a "quoted" word"#])
        #expect(try texts(#"set slash="back\\slash""#) == ["set", #"slash=back\slash"#])
        #expect(try texts(#"set quote="it's""#) == ["set", "quote=it's"])
    }

    @Test("A backslash in double quotes before any other character is kept")
    func otherBackslashesInDoubleQuotes() throws {
        #expect(try texts(#"set path="C:\Users\ada""#) == ["set", #"path=C:\Users\ada"#])
        #expect(try texts(#"set pattern="a\.b\n""#) == ["set", #"pattern=a\.b\n"#])
    }

    @Test("A backslash at the very end escapes nothing and is kept")
    func trailingBackslash() throws {
        #expect(try CommandLineWords.split(#"set path=C:\"#).texts == ["set", #"path=C:\"#])
    }

    @Test("Outside quotes a backslash escapes the next character")
    func backslashOutsideQuotes() throws {
        #expect(try texts(#"find two\ words"#) == ["find", "two words"])
        #expect(try texts(#"set q=\"x\""#) == ["set", #"q="x""#])
        #expect(try texts(#"a\\b"#) == [#"a\b"#])
    }

    @Test("name=\"two words\" is one word that starts at the name")
    func quotedValue() throws {
        let split = try CommandLineWords.split(#"set greeting="two words" x=1"#)
        #expect(split.texts == ["set", "greeting=two words", "x=1"])
        #expect(split.words[1].start == 4)
        #expect(split.words[2].start == 25)
        #expect(try texts(#"pre"mid dle"'post it'"#) == ["premid dlepost it"])
    }

    @Test("Empty quotes are an empty word")
    func emptyQuotes() throws {
        #expect(try texts(#"set a="" b='' c"#) == ["set", "a=", "b=", "c"])
        #expect(try texts("x '' y") == ["x", "", "y"])
    }

    @Test("Positions count characters, not bytes")
    func unicodePositions() throws {
        let split = try CommandLineWords.split("find café ✓ crème")
        #expect(split.texts == ["find", "café", "✓", "crème"])
        #expect(split.words.map(\.start) == [0, 5, 10, 12])
    }

    @Test("An unterminated quote is an error naming the quote and its column")
    func unterminatedQuote() {
        #expect(throws: CommandLineWords.SyntaxError(quote: "\"", position: 5)) {
            try CommandLineWords.split(#"open "shop.product"#)
        }
        do {
            _ = try CommandLineWords.split(#"open "shop.product"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"the double quote at column 6 is never closed; close it with ""#)
        }
        do {
            _ = try CommandLineWords.split("find it's")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "the single quote at column 8 is never closed; close it with '")
        }
    }

    @Test("An escaped quote opens nothing")
    func escapedQuote() throws {
        #expect(try texts(#"find it\'s"#) == ["find", "it's"])
    }

    @Test("While completing, an unterminated quote is reported instead of thrown")
    func allowUnterminated() throws {
        let split = try CommandLineWords.split(#"open "shop.pro"#, allowUnterminated: true)
        #expect(split.texts == ["open", "shop.pro"])
        #expect(split.unterminatedQuote == "\"")
        #expect(!split.endsWithSpace)
        let inside = try CommandLineWords.split("find 'a ", allowUnterminated: true)
        #expect(inside.unterminatedQuote == "'")
        #expect(!inside.endsWithSpace, "a space inside an open quote does not start a new word")
    }

    @Test("A trailing escaped space does not start a new word")
    func trailingEscapedSpace() throws {
        let split = try CommandLineWords.split(#"find a\ "#)
        #expect(split.texts == ["find", "a "])
        #expect(!split.endsWithSpace)
    }
}
