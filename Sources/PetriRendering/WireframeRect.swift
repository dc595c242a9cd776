/// A rectangle of a wireframe, in points, its origin at the top left as in UIKit.
struct WireframeRect: Equatable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minX: Double { x }
    var minY: Double { y }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// The rectangle with `left`, `top`, `right` and `bottom` taken off its sides.
    func inset(left: Double = 0, top: Double = 0, right: Double = 0, bottom: Double = 0) -> WireframeRect {
        WireframeRect(
            x: x + left, y: y + top, width: max(0, width - left - right), height: max(0, height - top - bottom))
    }

    /// The rectangle grown by `amount` on every side.
    func outset(by amount: Double) -> WireframeRect {
        WireframeRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The top `height` points of the rectangle.
    func top(_ height: Double) -> WireframeRect {
        WireframeRect(x: x, y: y, width: width, height: min(height, self.height))
    }

    /// The bottom `height` points of the rectangle.
    func bottom(_ height: Double) -> WireframeRect {
        let height = min(height, self.height)
        return WireframeRect(x: x, y: maxY - height, width: width, height: height)
    }

    /// The rectangle from `y` down to its bottom.
    func below(_ y: Double) -> WireframeRect {
        inset(top: min(max(0, y - self.y), height))
    }
}
