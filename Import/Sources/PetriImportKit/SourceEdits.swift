/// Replacements in a source text by UTF-8 range (as swift-syntax gives positions), the
/// rewriters' edits (imports, Objective-C spellings, Swift 4 names) applied in one place.
enum SourceEdits {
    /// `text` with each range replaced by its text; the ranges do not overlap.
    static func apply(_ edits: [(range: Range<Int>, text: String)], to text: String) -> String {
        var utf8 = Array(text.utf8)
        // Last first, so that earlier ranges stay valid.
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            utf8.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
