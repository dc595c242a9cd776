/// Wraps prose to a terminal's width at spaces, so help and banners stay readable at 80
/// columns.
enum TextWrapping {
    /// `text` broken into lines of at most `width` characters (a longer word stays whole on a
    /// line of its own), every line starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = indent + word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = indent + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
    }

    /// Two columns: each term, then its description wrapped in a column of its own starting at
    /// `column`; a term too wide for the column gets a line of its own.
    static func columns(_ rows: [(term: String, styledTerm: String, description: String)], column: Int, width: Int)
        -> [String]
    {
        let pad = String(repeating: " ", count: column)
        let descriptionWidth = max(20, width - column)
        var lines: [String] = []
        for row in rows {
            let wrapped = wrap(row.description, width: descriptionWidth)
            if row.term.count + 2 <= column {
                lines.append(row.styledTerm + String(repeating: " ", count: column - row.term.count) + wrapped[0])
                lines += wrapped.dropFirst().map { pad + $0 }
            } else {
                lines.append(row.styledTerm)
                lines += wrapped.map { pad + $0 }
            }
        }
        return lines
    }
}
