/// A count with its noun in the right number, as every message words counts: `1 file`,
/// `2 files`, `0 files`, never `1 files`.
package enum CountedNoun {
    /// `count` and `singular`, or `plural` (by default `singular` + `s`) unless `count` is 1.
    package static func phrase(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
