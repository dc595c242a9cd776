/// The longest run of leading `Character`s shared by all `strings`, spelled as in the first
/// string; empty when `strings` is empty or they share nothing.
///
/// Comparing whole `Character`s (grapheme clusters, with Unicode canonical equivalence)
/// means the prefix never ends in the middle of an accented letter or an emoji.
func longestCommonPrefix(of strings: [String]) -> String {
    guard let first = strings.first else { return "" }
    var length = first.count
    for other in strings.dropFirst() {
        length = min(length, zip(first, other).prefix { $0 == $1 }.count)
        if length == 0 { break }
    }
    return String(first.prefix(length))
}
