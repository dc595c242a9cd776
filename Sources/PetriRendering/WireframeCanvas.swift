import PetriSupport
/// The SVG elements of a wireframe, written in drawing order, one a line.
///
/// Everything it writes is deterministic: numbers with at most one decimal and no exponent,
/// attributes in a fixed order, text escaped for XML, and the ids of clip paths numbered in
/// drawing order after a prefix the caller chooses (pictures inlined in one HTML page need
/// distinct ids).
struct WireframeCanvas {
    /// How a text is anchored at its `x`.
    enum Anchor: String {
        case start, middle, end
    }

    /// The elements written so far.
    private(set) var markup = ""
    /// How deep the next element is nested, for its indentation.
    private var depth = 1
    /// What every id starts with.
    private let idPrefix: String
    /// The clip paths defined so far.
    private var clipCount = 0

    /// A canvas whose ids start with `idPrefix`.
    init(idPrefix: String) {
        self.idPrefix = idPrefix
    }

    /// A rectangle; `radius` rounds its corners, `opacity` makes it see-through.
    mutating func rect(
        _ frame: WireframeRect, fill: String, stroke: String? = nil, radius: Double = 0, opacity: Double? = nil,
        role: String? = nil
    ) {
        var attributes = Self.role(role)
        attributes += " x=\"\(Self.number(frame.x))\" y=\"\(Self.number(frame.y))\""
        attributes += " width=\"\(Self.number(frame.width))\" height=\"\(Self.number(frame.height))\""
        if radius > 0 { attributes += " rx=\"\(Self.number(radius))\"" }
        attributes += Self.paint(fill: fill, stroke: stroke, opacity: opacity)
        element("<rect\(attributes)/>")
    }

    /// A path from its `d` data (see ``WireframePath``).
    mutating func path(
        _ data: WireframePath, fill: String, stroke: String? = nil, strokeWidth: Double? = nil, opacity: Double? = nil,
        role: String? = nil
    ) {
        var attributes = Self.role(role) + " d=\"\(data.text)\""
        attributes += Self.paint(fill: fill, stroke: stroke, opacity: opacity)
        if let strokeWidth {
            attributes +=
                " stroke-width=\"\(Self.number(strokeWidth))\" stroke-linecap=\"round\""
                + " stroke-linejoin=\"round\""
        }
        element("<path\(attributes)/>")
    }

    /// A straight line.
    mutating func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double), stroke: String) {
        element(
            "<line x1=\"\(Self.number(start.x))\" y1=\"\(Self.number(start.y))\" x2=\"\(Self.number(end.x))\""
                + " y2=\"\(Self.number(end.y))\" stroke=\"\(stroke)\"/>")
    }

    /// One line of text, its baseline at `y`. Empty text writes nothing.
    mutating func text(
        _ text: String, x: Double, y: Double, size: Double, bold: Bool = false, fill: String,
        anchor: Anchor = .middle, role: String? = nil
    ) {
        guard !text.isEmpty else { return }
        var attributes = Self.role(role) + " x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
        attributes += " font-size=\"\(Self.number(size))\""
        if bold { attributes += " font-weight=\"bold\"" }
        attributes += " fill=\"\(fill)\""
        if anchor != .start { attributes += " text-anchor=\"\(anchor.rawValue)\"" }
        element("<text\(attributes)>\(Self.escaped(text))</text>")
    }

    /// Opens a group: what is drawn until ``closeGroup()`` belongs to it, faded by `opacity`,
    /// clipped to `clip` (a path defined right before the group).
    mutating func openGroup(role: String? = nil, opacity: Double? = nil, clip: WireframePath? = nil) {
        var attributes = Self.role(role)
        if let opacity { attributes += " opacity=\"\(Self.number(opacity))\"" }
        if let clip {
            clipCount += 1
            let id = "\(idPrefix)clip-\(clipCount)"
            element("<clipPath id=\"\(id)\"><path d=\"\(clip.text)\"/></clipPath>")
            attributes += " clip-path=\"url(#\(id))\""
        }
        element("<g\(attributes)>")
        depth += 1
    }

    /// Closes the group ``openGroup(role:opacity:clip:)`` opened last.
    mutating func closeGroup() {
        depth -= 1
        element("</g>")
    }

    private mutating func element(_ text: String) {
        markup += String(repeating: "  ", count: depth) + text + "\n"
    }

    private static func role(_ role: String?) -> String {
        role.map { " class=\"\($0)\"" } ?? ""
    }

    private static func paint(fill: String, stroke: String?, opacity: Double?) -> String {
        var text = " fill=\"\(fill)\""
        if let stroke { text += " stroke=\"\(stroke)\"" }
        if let opacity { text += " fill-opacity=\"\(number(opacity))\"" }
        return text
    }

    /// `value` with at most one decimal, no exponent and no negative zero: `12`, `12.5`, `-3.2`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        return sign + String(whole) + (fraction == 0 ? "" : "." + String(fraction))
    }

    /// `text` for XML character data and attribute values.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }
}
