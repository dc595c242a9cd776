import PetriSupport

/// A picture of what the device shows for a hierarchy: an SVG wireframe of each window, to
/// look at rather than read a tree.
///
/// ```swift
/// let picture = HierarchyWireframe(HierarchySnapshot(window))
/// let svg = picture.renderSVG()   // <svg xmlns="http://www.w3.org/2000/svg" … </svg>
/// print(picture.width, picture.height)   // 454.0 928.0
/// ```
///
/// Each window is a phone of ``Device/phone``'s size, captioned as its tree is headed
/// (`window "Lock" · level statusBar · key`). Several windows stand side by side in the tree's
/// order, frontmost (the key window, the lock screen) on the left; a window an opaque window
/// covers is drawn faded, since nothing in it is visible. Inside a window only what the device
/// shows is drawn: the selected tab, the top of each navigation stack, the columns of a split
/// view, the child a custom container shows, and the modal chain over them — a sheet as a card
/// over its dimmed, pushed-back presenter, a full-screen cover alone, an "over" style
/// see-through, a popover as a bubble with an arrow, an alert in the middle. Every box is labelled with its
/// view controller's type name and context as the tree prints them, after the containers
/// around it, cut with `…` to fit.
///
/// The SVG is standalone SVG 1.1 (`xmlns`, `viewBox`, `width` and `height` in points) and
/// deterministic: the same snapshot gives byte-identical text, with no time, no process
/// identity, numbers with at most one decimal, text escaped for XML, and the ids of its clip
/// paths numbered after ``idPrefix``.
public struct HierarchyWireframe: Sendable {
    /// The screen a window is drawn on, in points.
    public struct Device: Sendable, Equatable {
        /// The screen's width.
        public var width: Double
        /// The screen's height.
        public var height: Double
        /// What the status bar takes at the top.
        public var topInset: Double
        /// What the home indicator takes at the bottom.
        public var bottomInset: Double

        /// A screen of the given size and safe-area insets.
        public init(width: Double, height: Double, topInset: Double, bottomInset: Double) {
            self.width = width
            self.height = height
            self.topInset = topInset
            self.bottomInset = bottomInset
        }

        /// A 6.1-inch iPhone in portrait: 390 × 844 points, a 47-point status bar and a
        /// 34-point home indicator.
        public static let phone = Device(width: 390, height: 844, topInset: 47, bottomInset: 34)
    }

    /// The hierarchy drawn.
    public var snapshot: HierarchySnapshot
    /// The screen each window is drawn on.
    public var device: Device
    /// What the ids in the SVG start with: pictures inlined in one HTML page each need their own.
    public var idPrefix: String

    /// A picture of `snapshot` on `device`; its ids start with `idPrefix` (letters, digits,
    /// `-`, `_` and `.`; anything else becomes `-`).
    public init(_ snapshot: HierarchySnapshot, device: Device = .phone, idPrefix: String = "petri-") {
        self.snapshot = snapshot
        self.device = device
        self.idPrefix = Self.identifier(idPrefix)
    }

    /// The width of the whole picture in points: every window side by side.
    public var width: Double {
        let count = Double(snapshot.windows.count)
        return 2 * Self.margin + count * (device.width + 2 * Self.bezel) + (count - 1) * Self.gap
    }

    /// The height of the whole picture in points.
    public var height: Double {
        Self.captionHeight + device.height + 2 * Self.bezel + Self.margin
    }

    /// The picture as an SVG document (an `<svg>` element: a file of its own, or inlined in
    /// HTML), ending with a newline.
    public func renderSVG() -> String {
        let windows = snapshot.windows
        let annotated = windows.count > 1
        var canvas = WireframeCanvas(idPrefix: idPrefix)
        canvas.rect(WireframeRect(x: 0, y: 0, width: width, height: height), fill: "#ffffff", role: "background")
        for (index, window) in windows.enumerated() {
            let left = Self.margin + Double(index) * (device.width + 2 * Self.bezel + Self.gap)
            let screen = WireframeRect(
                x: left + Self.bezel, y: Self.captionHeight + Self.bezel, width: device.width, height: device.height)
            canvas.text(
                WireframeText.fitting(window.windowHeader(annotated: annotated), width: screen.width + 20, size: 13),
                x: left, y: Self.captionHeight - 12, size: 13, fill: WireframeLayout.Palette.text, anchor: .start,
                role: "caption")
            canvas.rect(screen.outset(by: Self.bezel), fill: "#1c1c1e", radius: 56, role: "device")
            if window.coveredBy != nil {
                // Faded towards white: nothing in a covered window is visible.
                canvas.path(.roundedRect(screen, top: 44, bottom: 44), fill: "#ffffff")
            }
            canvas.openGroup(
                role: "window", opacity: window.coveredBy == nil ? nil : 0.4,
                clip: .roundedRect(screen, top: 44, bottom: 44))
            canvas.rect(screen, fill: WireframeLayout.Palette.empty)
            if let root = window.root {
                var layout = WireframeLayout(canvas: canvas)
                layout.draw(
                    root,
                    in: WireframeLayout.Place(
                        frame: screen, topInset: device.topInset, bottomInset: device.bottomInset, crumbs: []))
                canvas = layout.canvas
            } else {
                canvas.text(
                    "(no root view controller)", x: screen.midX, y: screen.midY, size: 15,
                    fill: WireframeLayout.Palette.tertiaryText, role: "name")
            }
            canvas.closeGroup()
            canvas.rect(
                WireframeRect(x: screen.midX - 60, y: screen.minY + 11, width: 120, height: 34), fill: "#000000",
                radius: 17, role: "island")
            canvas.rect(
                WireframeRect(x: screen.midX - 67, y: screen.maxY - 13, width: 134, height: 5), fill: "#1c1c1e",
                radius: 2.5, role: "home-indicator")
        }
        let size = "width=\"\(WireframeCanvas.number(width))\" height=\"\(WireframeCanvas.number(height))\""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" \(size) \
            viewBox="0 0 \(WireframeCanvas.number(width)) \(WireframeCanvas.number(height))" \
            font-family="Helvetica, Arial, Liberation Sans, sans-serif">
              <title>\(WireframeCanvas.escaped(title))</title>
            \(canvas.markup)</svg>

            """
    }

    /// What the picture shows in one line, for its `<title>`: each window's header and the
    /// view controller on top of it.
    var title: String {
        let windows = snapshot.windows
        return windows.map { window in
            let header = window.windowHeader(annotated: windows.count > 1)
            guard let top = window.visibleNodes.last else { return header }
            return header + ": " + top.name.singleLine
        }.joined(separator: "; ")
    }

    /// Space around the windows.
    private static let margin = 20.0
    /// Between two windows.
    private static let gap = 24.0
    /// The device's edge around its screen.
    private static let bezel = 12.0
    /// The caption's line above each window.
    private static let captionHeight = 40.0

    /// `text` as the start of an XML id: letters, digits, `-`, `_` and `.` kept, anything else
    /// as `-`, and a letter first.
    private static func identifier(_ text: String) -> String {
        let kept = String(
            text.unicodeScalars.map { scalar -> Character in
                let value = scalar.value
                let isASCIILetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                let isDigit = (0x30...0x39).contains(value)
                return isASCIILetter || isDigit || scalar == "-" || scalar == "_" || scalar == "."
                    ? Character(scalar) : "-"
            })
        guard let first = kept.unicodeScalars.first,
            (0x41...0x5A).contains(first.value) || (0x61...0x7A).contains(first.value)
        else { return "p" + kept }
        return kept
    }
}

extension HierarchySnapshot {
    /// The hierarchy as a picture of what the device shows: an SVG wireframe of each window
    /// (``HierarchyWireframe``).
    ///
    /// ```swift
    /// let svg = HierarchySnapshot(scene).renderSVG()   // every shown window, frontmost first
    /// ```
    public func renderSVG(device: HierarchyWireframe.Device = .phone) -> String {
        HierarchyWireframe(self, device: device).renderSVG()
    }
}
