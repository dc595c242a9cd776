/// Splits a REPL line into words the way a shell does: whitespace separates words; single
/// quotes keep everything literally; double quotes keep spaces and allow `\"` and `\\` (any
/// other backslash in them is kept, as in a POSIX shell: `"C:\Users"`); a backslash outside
/// quotes escapes the next character. `name="two words"` is one word.
struct CommandLineWords: Equatable {
    /// A word and where it starts in the line (in characters), for completion.
    struct Word: Equatable {
        var text: String
        var start: Int
    }

    /// The words.
    var words: [Word]
    /// Whether the line ends inside a quote (only allowed when completing).
    var unterminatedQuote: Character?
    /// Whether the line ends with whitespace (the cursor starts a new word).
    var endsWithSpace: Bool

    /// A quoting mistake, named with its position.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        var quote: Character
        var position: Int
        var description: String {
            "the \(quote == "'" ? "single" : "double") quote at column \(position + 1) is never closed; close it with \(quote)"
        }
    }

    /// Splits `line`.
    /// - Throws: ``SyntaxError`` for an unterminated quote unless `allowUnterminated`.
    static func split(_ line: String, allowUnterminated: Bool = false) throws(SyntaxError) -> CommandLineWords {
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
    var texts: [String] { words.map(\.text) }
}
