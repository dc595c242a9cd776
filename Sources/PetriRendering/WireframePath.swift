/// The `d` attribute of an SVG path, built from absolute commands with numbers as
/// ``WireframeCanvas/number(_:)`` writes them.
struct WireframePath {
    private(set) var text = ""

    mutating func move(_ x: Double, _ y: Double) { command("M", x, y) }
    mutating func line(_ x: Double, _ y: Double) { command("L", x, y) }
    /// A quarter-circle arc of `radius` to (`x`, `y`), clockwise.
    mutating func arc(radius: Double, _ x: Double, _ y: Double) {
        let r = WireframeCanvas.number(radius)
        append("A\(r) \(r) 0 0 1 \(WireframeCanvas.number(x)) \(WireframeCanvas.number(y))")
    }
    mutating func close() { append("Z") }

    /// A rectangle whose corners are rounded by `top` (the top two) and `bottom` (the bottom two).
    static func roundedRect(_ frame: WireframeRect, top: Double, bottom: Double) -> WireframePath {
        var path = WireframePath()
        path.move(frame.minX, frame.minY + top)
        if top > 0 { path.arc(radius: top, frame.minX + top, frame.minY) }
        path.line(frame.maxX - top, frame.minY)
        if top > 0 { path.arc(radius: top, frame.maxX, frame.minY + top) }
        path.line(frame.maxX, frame.maxY - bottom)
        if bottom > 0 { path.arc(radius: bottom, frame.maxX - bottom, frame.maxY) }
        path.line(frame.minX + bottom, frame.maxY)
        if bottom > 0 { path.arc(radius: bottom, frame.minX, frame.maxY - bottom) }
        path.close()
        return path
    }

    /// A popover's outline: a rectangle with corners rounded by `radius` and an arrow of
    /// `arrow` points on its top edge, its tip above `tipX`.
    static func bubble(_ frame: WireframeRect, radius: Double, arrow: Double, tipX: Double) -> WireframePath {
        var path = WireframePath()
        path.move(frame.minX, frame.minY + radius)
        path.arc(radius: radius, frame.minX + radius, frame.minY)
        path.line(tipX - arrow, frame.minY)
        path.line(tipX, frame.minY - arrow)
        path.line(tipX + arrow, frame.minY)
        path.line(frame.maxX - radius, frame.minY)
        path.arc(radius: radius, frame.maxX, frame.minY + radius)
        path.line(frame.maxX, frame.maxY - radius)
        path.arc(radius: radius, frame.maxX - radius, frame.maxY)
        path.line(frame.minX + radius, frame.maxY)
        path.arc(radius: radius, frame.minX, frame.maxY - radius)
        path.close()
        return path
    }

    private mutating func command(_ letter: String, _ x: Double, _ y: Double) {
        append("\(letter)\(WireframeCanvas.number(x)) \(WireframeCanvas.number(y))")
    }

    private mutating func append(_ piece: String) {
        text += text.isEmpty ? piece : " " + piece
    }
}
