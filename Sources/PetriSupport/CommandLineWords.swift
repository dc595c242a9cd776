/// Splits a REPL line into words the way a shell does: whitespace separates words; single
/// quotes keep everything literally; double quotes keep spaces and allow `\"` and `\\` (any
/// other backslash in them is kept, as in a POSIX shell: `"C:\Users"`); a backslash outside
/// quotes escapes the next character. `name="two words"` is one word.
package struct CommandLineWords: Equatable {
    /// A word and where it starts in the line (in characters), for completion.
    package struct Word: Equatable {
        package var text: String
        package var start: Int

        package init(text: String, start: Int) {
            self.text = text
            self.start = start
        }
    }

    /// The words.
    package var words: [Word]
    /// Whether the line ends inside a quote (only allowed when completing).
    package var unterminatedQuote: Character?
    /// Whether the line ends with whitespace (the cursor starts a new word).
    package var endsWithSpace: Bool

    /// A quoting mistake, named with its position.
    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        package var quote: Character
        package var position: Int

        package init(quote: Character, position: Int) {
            self.quote = quote
            self.position = position
        }

        package var description: String {
            "the \(quote == "'" ? "single" : "double") quote at column \(position + 1) is never closed; close it with \(quote)"
        }
    }

    /// Splits `line`.
    /// - Throws: ``SyntaxError`` for an unterminated quote unless `allowUnterminated`.
    package static func split(_ line: String, allowUnterminated: Bool = false) throws(SyntaxError) -> CommandLineWords {
        var words: [Word] = []
        var current = ""
        var start: Int?
        var quote: Character?
        var quoteStart = 0
        var escaping = false
        for (offset, character) in line.enumerated() {
            if escaping {
                // Inside double quotes only \" and \\ are escapes; any other backslash is kept.
                if quote == "\"", character != "\"", character != "\\" { current.append("\\") }
                current.append(character)
                escaping = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if open == "\"", character == "\\" {
                    escaping = true
                } else {
                    current.append(character)
                }
                continue
            }
            if character.isWhitespace {
                if let wordStart = start {
                    words.append(Word(text: current, start: wordStart))
                    current = ""
                    start = nil
                }
                continue
            }
            if start == nil { start = offset }
            switch character {
            case "'", "\"":
                quote = character
                quoteStart = offset
            case "\\":
                escaping = true
            default:
                current.append(character)
            }
        }
        if let open = quote, !allowUnterminated {
            throw SyntaxError(quote: open, position: quoteStart)
        }
        // A backslash with nothing after it escapes nothing: it is kept as typed.
        if escaping, !allowUnterminated { current.append("\\") }
        // A space at the end starts a new word only when it separated words: not when it was
        // escaped or quoted into the last word.
        let endsWithSpace = start == nil && (line.last?.isWhitespace ?? false)
        if let wordStart = start { words.append(Word(text: current, start: wordStart)) }
        return CommandLineWords(words: words, unterminatedQuote: quote, endsWithSpace: endsWithSpace)
    }

    /// The texts of the words.
    package var texts: [String] { words.map(\.text) }
}
