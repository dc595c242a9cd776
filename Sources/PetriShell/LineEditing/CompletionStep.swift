/// What a Tab press does to the line, decided from the caller's `Completion`.
enum CompletionStep: Equatable {
    /// Delete `deleting` Unicode scalars before the cursor, then insert `inserting`.
    /// (libedit counts deletions in characters of its wide-character buffer, which are
    /// Unicode scalars.)
    case edit(deleting: Int, inserting: String)
    /// Show the candidates, then redraw the prompt and line.
    case list([String])
    /// Nothing sensible to do: ring the bell.
    case beep

    /// Decides what a Tab press does.
    ///
    /// - A single candidate replaces the word, followed by a space (none after a `name=`
    ///   candidate, whose value comes next, nor after a folder's `/`, whose entries do).
    /// - Several candidates: their longest common prefix replaces the word when it is longer
    ///   than the word; otherwise the first Tab beeps and a repeated one lists them.
    /// - No candidates, or a `word` that is not what precedes the cursor: beep.
    ///
    /// - Parameters:
    ///   - completion: The caller's completion for the current line.
    ///   - textBeforeCursor: The line up to the cursor.
    ///   - isRepeated: Whether the previous key was also Tab and the line has not changed
    ///     since.
    init(completion: Completion, textBeforeCursor: String, isRepeated: Bool) {
        let word = completion.word
        var seen = Set<String>()
        let candidates = completion.candidates.filter { seen.insert($0).inserted }

        guard !candidates.isEmpty,
            textBeforeCursor.unicodeScalars.reversed().starts(with: word.unicodeScalars.reversed())
        else {
            self = .beep
            return
        }

        let replacement: String
        if candidates.count == 1 {
            // A candidate that asks for more ("name=", "folder/") keeps the cursor right after it.
            let asksForMore = candidates[0].hasSuffix("=") || candidates[0].hasSuffix("/")
            replacement = asksForMore ? candidates[0] : candidates[0] + " "
        } else {
            replacement = longestCommonPrefix(of: candidates)
            guard replacement.count > word.count else {
                self = isRepeated ? .list(candidates) : .beep
                return
            }
        }
        self = Self.minimalEdit(replacing: word, with: replacement)
    }

    /// The edit that turns `word` into `replacement`, keeping the part they share at the
    /// start so that typed text is not rewritten needlessly.
    private static func minimalEdit(replacing word: String, with replacement: String) -> Self {
        let kept = zip(word.unicodeScalars, replacement.unicodeScalars).prefix { $0 == $1 }.count
        let deleted = word.unicodeScalars.count - kept
        var inserted = String.UnicodeScalarView()
        inserted.append(contentsOf: replacement.unicodeScalars.dropFirst(kept))
        return .edit(deleting: deleted, inserting: String(inserted))
    }
}
