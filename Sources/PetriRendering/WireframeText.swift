/// How wide a wireframe's text is drawn, and the text cut to a width with an ellipsis.
///
/// A wireframe names its fonts (Helvetica, Arial, Liberation Sans: one set of widths) but cannot
/// measure them, so widths are estimated from Arial's advance widths, rounded up by a twentieth:
/// text cut to fit a box stays inside it in any of those fonts. The estimate is a pure function
/// of the text, so the same text is cut at the same place everywhere.
enum WireframeText {
    /// The most characters a label keeps before it is measured: more never fits a device.
    static let measuredLimit = 400

    /// The estimated width of `text` in points at `size`, bold or regular.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += advance(of: scalar) }
        return ems * size * (bold ? boldFactor : 1) * safety
    }

    /// `text` as it fits in `width` points: whole when it fits, otherwise as many characters as
    /// fit followed by `…` (trailing spaces dropped before it); empty when not even the
    /// ellipsis fits.
    static func fitting(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        let text = text.count > measuredLimit ? String(text.prefix(measuredLimit)) : text
        guard Self.width(text, size: size, bold: bold) > width else { return text }
        let ellipsis = "…"
        let room = width - Self.width(ellipsis, size: size, bold: bold)
        guard room >= 0 else { return "" }
        var kept = ""
        var used = 0.0
        for character in text {
            let next = Self.width(String(character), size: size, bold: bold)
            if used + next > room { break }
            used += next
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    /// Bold text is about this much wider than regular in Arial.
    private static let boldFactor = 1.08

    /// What every width is rounded up by, so text estimated to fit does.
    private static let safety = 1.05

    /// The advance width of `scalar` in ems: Arial's for ASCII; 1 for East Asian wide
    /// characters; 0 for combining marks and joiners; 0.6 for everything else.
    static func advance(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if value >= 0x20, value < 0x7F {
            return Double(asciiWidths[Int(value - 0x20)]) / 1000
        }
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x2026: return 1
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 1
        default: return 0.6
        }
    }

    /// Arial's advance widths in thousandths of an em, from the space (U+0020) to `~` (U+007E).
    private static let asciiWidths: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556,  // 0 to 9
        278, 278, 584, 584, 584, 556, 1015,  // : to @
        667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,  // A to M
        722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,  // N to Z
        278, 278, 278, 469, 556, 333,  // [ to `
        556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,  // a to m
        556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,  // n to z
        334, 260, 334, 584,  // { to ~
    ]
}
