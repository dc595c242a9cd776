/// A `name=value` word, as a screen's values (`open shop.product productID=42`), a setting
/// (`set liveChat=sheet`, `--set liveChat=sheet`) and completion read it: the name is what comes
/// before the first `=`, the value everything after it, possibly empty (`name=` clears). Every
/// place that reads such a word reads it here.
package struct NameValueWord: Sendable, Equatable {
    /// What comes before the first `=`; may be empty (`=value`).
    package var name: String
    /// Everything after the first `=`; may be empty (`name=`) and may hold more `=`.
    package var value: String

    /// The word split at its first `=`, or `nil` when it has none.
    package init?(_ word: some StringProtocol) {
        guard let equals = word.firstIndex(of: "=") else { return nil }
        name = String(word[..<equals])
        value = String(word[word.index(after: equals)...])
    }

    /// The word split at its first `=` when it has a name before it, or `nil` (`productID=42`
    /// but not `=42` nor `boots`).
    package init?(named word: some StringProtocol) {
        guard let pair = Self(word), !pair.name.isEmpty else { return nil }
        self = pair
    }
}
