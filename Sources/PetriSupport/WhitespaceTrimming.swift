extension String {
    /// The text without the whitespace and newlines at its ends, as Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it (the same characters: Unicode's
    /// White_Space), and the text itself, not copied, when neither end has any.
    ///
    /// Foundation's, on Linux, bridges the whole text to UTF-16 and back whatever its ends are:
    /// for a megabyte link, resolved with three such calls, most of the time it took.
    package func trimmedOfWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        else { return self }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
