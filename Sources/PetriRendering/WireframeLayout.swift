import PetriHierarchy
import PetriSupport

/// The drawing rules of ``HierarchyWireframe``: one window's hierarchy drawn into a
/// ``WireframeCanvas``, only what the device shows.
///
/// - A screen is a white box labelled with the containers around it (small, grey, outermost
///   first), its type name, its title when no navigation bar shows it, and its context.
/// - A navigation controller draws its bar — the top view controller's title, and a back
///   button titled with the previous view controller's title, or "Back" — over its top view
///   controller; the view controllers below the top are not drawn.
/// - A tab bar controller draws its selected tab above a tab bar whose items are its tabs'
///   titles (their type names when untitled), the selected one highlighted; with more than
///   five tabs the bar shows four and "More", as UIKit does.
/// - A split view controller draws its columns side by side, the primary one two fifths wide
///   (petri models the expanded split view, never collapsed).
/// - A custom container draws the child it shows (the last of its visible children).
/// - A modal chain is drawn layer over layer from the last presentation that covers everything
///   (`fullScreen`, `currentContext`: nothing under it is drawn). A sheet (`pageSheet`,
///   `formSheet`, `automatic`: alike on an iPhone) is a card with rounded top corners over its
///   presenter, which is pushed back and dimmed, its top fifth still readable; an "over" style
///   (`overFullScreen`, `overCurrentContext`, `custom`) is drawn see-through over its presenter,
///   its labels a third of the way down, clear of the presenter's;
///   a popover is a bubble with an arrow a third of the way down its presenter, over nothing
///   dimmed (petri does not know the view it points at); a `UIAlertController` is a box in the middle over its dimmed
///   presenter. A current-context style covers its presentation context only.
struct WireframeLayout {
    typealias Node = HierarchySnapshot.Node

    /// Where a view controller is drawn and what surrounds it there.
    struct Place {
        /// The view controller's frame.
        var frame: WireframeRect
        /// How much of the frame's top the status bar takes (0 unless it reaches the top of
        /// the screen).
        var topInset: Double
        /// How much of the frame's bottom the home indicator takes.
        var bottomInset: Double
        /// The containers around it, outermost first, after how it was presented.
        var crumbs: [String]
        /// Whether it is drawn over a presenter that shows through it.
        var isTranslucent = false
        /// Whether a navigation bar above it shows its title.
        var titleInBar = false

        /// This place for a child: the same, with `crumb` added and `frame`, insets and
        /// title changed as given.
        func child(
            crumb: String, frame: WireframeRect, topInset: Double? = nil, bottomInset: Double? = nil,
            titleInBar: Bool = false
        ) -> Place {
            Place(
                frame: frame, topInset: topInset ?? self.topInset, bottomInset: bottomInset ?? self.bottomInset,
                crumbs: crumbs + [crumb], isTranslucent: isTranslucent, titleInBar: titleInBar)
        }
    }

    /// The points and colours of the wireframe, as on an iPhone.
    enum Metrics {
        static let navigationBarHeight = 44.0
        static let tabBarHeight = 49.0
        /// The most tab items a tab bar shows before "More".
        static let maximumTabItems = 5
        /// The primary column's share of a split view's width.
        static let primaryColumnShare = 0.4
        /// How far a sheet's presenter is pushed back from the sides and the top.
        static let pushBackInset = 16.0
        static let pushBackTop = 8.0
        /// How much of the screen's height the pushed-back presenter shows above a sheet.
        static let sheetPresenterShare = 0.2
        static let sheetCornerRadius = 12.0
        static let popoverMaximumWidth = 280.0
        static let popoverMaximumHeight = 300.0
        static let popoverCornerRadius = 13.0
        static let popoverArrow = 11.0
        static let alertWidth = 270.0
        static let alertHeight = 92.0
        static let dimming = 0.4
        static let translucency = 0.8
        /// How far down a see-through screen's labels start, as a share of its height.
        static let translucentLabelShare = 0.3
        static let labelMargin = 8.0
    }

    /// The wireframe's colours: UIKit's system colours in light mode.
    enum Palette {
        static let background = "#ffffff"
        static let screenBorder = "#d1d1d6"
        static let bar = "#f7f7f7"
        static let hairline = "#c6c6c8"
        static let tint = "#007aff"
        static let text = "#1c1c1e"
        static let secondaryText = "#6e6e73"
        static let tertiaryText = "#8e8e93"
        static let unselected = "#c7c7cc"
        static let black = "#000000"
        static let empty = "#f2f2f7"
    }

    /// One layer of a modal chain: the view controller drawn and how it was presented (`nil`
    /// for the chain's start).
    private struct Layer {
        var node: Node
        var style: ModalPresentationStyle?

        var isSheet: Bool { style == .automatic || style == .pageSheet || style == .formSheet }
        var isAlert: Bool { style != nil && node.typeName == "UIAlertController" }
        var isOpaqueCover: Bool { !isAlert && (style == .fullScreen || style == .currentContext) }
    }

    var canvas: WireframeCanvas

    /// Draws `node`, what it shows and the modal chain it starts, in `place`.
    mutating func draw(_ node: Node, in place: Place) {
        var layers = [Layer(node: node, style: nil)]
        while let presentation = layers[layers.count - 1].node.presented {
            layers.append(Layer(node: presentation.viewController, style: presentation.style))
        }
        let first = layers.lastIndex(where: \.isOpaqueCover) ?? 0
        var places: [Place] = []
        for index in layers.indices {
            places.append(index == 0 ? place : self.place(of: layers[index], over: places[index - 1], in: place))
        }
        for index in first..<layers.count {
            let next = layers.indices.contains(index + 1) ? layers[index + 1] : nil
            drawLayer(layers[index], at: places[index], pushedBack: next?.isSheet == true)
            if let next, next.isSheet || next.isAlert {
                canvas.rect(place.frame, fill: Palette.black, opacity: Metrics.dimming, role: "dimming")
            }
        }
    }

    /// Where `layer` is drawn, presented over `presenter` in the presentation context `context`.
    private func place(of layer: Layer, over presenter: Place, in context: Place) -> Place {
        let crumbs = ["⇒ " + (layer.style?.rawValue ?? "")]
        let frame = context.frame
        if layer.isAlert {
            let width = min(Metrics.alertWidth, frame.width - 40)
            let box = WireframeRect(
                x: frame.midX - width / 2, y: frame.midY - Metrics.alertHeight / 2, width: width,
                height: Metrics.alertHeight)
            return Place(frame: box, topInset: 0, bottomInset: 0, crumbs: crumbs)
        }
        if layer.isSheet {
            let top =
                (presenter.frame.minY + presenter.topInset + Metrics.pushBackTop
                + frame.height * Metrics.sheetPresenterShare).rounded()
            return Place(frame: frame.below(top), topInset: 0, bottomInset: context.bottomInset, crumbs: crumbs)
        }
        if layer.style == .popover {
            let anchor = presenter.frame
            let width = min(Metrics.popoverMaximumWidth, anchor.width - 48)
            let height = max(60, min(Metrics.popoverMaximumHeight, anchor.height * 0.4)).rounded()
            let bubble = WireframeRect(
                x: (anchor.midX - width / 2).rounded(), y: (anchor.minY + anchor.height * 0.36).rounded(),
                width: width, height: height)
            return Place(frame: bubble, topInset: 0, bottomInset: 0, crumbs: crumbs)
        }
        return Place(
            frame: frame, topInset: context.topInset, bottomInset: context.bottomInset, crumbs: crumbs,
            isTranslucent: !layer.isOpaqueCover && layer.style != nil)
    }

    /// Draws one layer of a modal chain at `place`; `pushedBack` when a sheet is presented
    /// over it.
    private mutating func drawLayer(_ layer: Layer, at place: Place, pushedBack: Bool) {
        var place = place
        if pushedBack {
            // What a sheet's presenter looks like: shrunk from the sides and the top, on black.
            canvas.path(
                .roundedRect(place.frame, top: layer.isSheet ? Metrics.sheetCornerRadius : 0, bottom: 0),
                fill: Palette.black, role: "backdrop")
            place.frame = place.frame.inset(
                left: Metrics.pushBackInset, top: place.topInset + Metrics.pushBackTop, right: Metrics.pushBackInset)
            place.topInset = 0
        }
        if layer.isAlert {
            alert(layer.node, in: place.frame)
            return
        }
        let role: String?
        let corners: (top: Double, bottom: Double)
        switch layer.style {
        case nil: (role, corners) = (pushedBack ? "presenter" : nil, (pushedBack ? 10 : 0, 0))
        case .popover?: (role, corners) = ("popover", (Metrics.popoverCornerRadius, Metrics.popoverCornerRadius))
        case let style? where layer.isSheet:
            (role, corners) = ("sheet \(style.rawValue)", (Metrics.sheetCornerRadius, 0))
        case let style?:
            (role, corners) = (layer.isOpaqueCover ? "cover \(style.rawValue)" : "overlay \(style.rawValue)", (0, 0))
        }
        let outline = WireframePath.bubble(
            place.frame, radius: Metrics.popoverCornerRadius, arrow: Metrics.popoverArrow, tipX: place.frame.midX)
        if layer.style == .popover {
            var shadow = place.frame
            shadow.y += 5
            canvas.path(
                .bubble(shadow, radius: Metrics.popoverCornerRadius, arrow: Metrics.popoverArrow, tipX: shadow.midX),
                fill: Palette.black, opacity: 0.2, role: "shadow")
            // The arrow takes the colour of what the bubble shows at its top: a navigation bar, or a screen.
            canvas.path(outline, fill: layer.node.kind == .navigation ? Palette.bar : Palette.background)
        }
        let clip: WireframePath? =
            corners.top > 0 || corners.bottom > 0
            ? .roundedRect(place.frame, top: corners.top, bottom: corners.bottom) : nil
        canvas.openGroup(role: role, clip: clip)
        drawContent(layer.node, in: place)
        canvas.closeGroup()
        if layer.isSheet, !pushedBack {
            canvas.rect(
                WireframeRect(x: place.frame.midX - 18, y: place.frame.minY + 5, width: 36, height: 5),
                fill: Palette.unselected, radius: 2.5, role: "grabber")
        }
        if layer.style == .popover {
            canvas.path(outline, fill: "none", stroke: Palette.unselected, role: "popover-outline")
        }
    }

    /// Draws what `node` shows in `place`: its own box, or its containers' bars and the child
    /// each shows, without what it presents.
    private mutating func drawContent(_ node: Node, in place: Place) {
        switch node.kind {
        case .screen: screen(node, in: place)
        case .navigation: navigation(node, in: place)
        case .tabBar: tabBar(node, in: place)
        case .split: split(node, in: place)
        case .container:
            if let shown = node.selectedChild {
                draw(shown, in: place.child(crumb: node.name, frame: place.frame))
            } else {
                screen(node, in: place, role: "empty")
            }
        }
    }

    // MARK: - Screens

    /// A screen's box and its labels.
    private mutating func screen(_ node: Node, in place: Place, role: String = "screen") {
        canvas.rect(
            place.frame, fill: role == "empty" ? Palette.empty : Palette.background, stroke: Palette.screenBorder,
            opacity: place.isTranslucent ? Metrics.translucency : nil, role: role)
        var lines: [Label] = place.crumbs.map { Label($0, style: .crumb) }
        lines.append(Label(node.typeName.singleLine, style: .name))
        if let title = node.title, !place.titleInBar {
            lines.append(Label(ParameterText.quoted(title), style: .title))
        }
        if let context = node.context {
            lines.append(Label("(\(context.singleLine))", style: .context))
        }
        // Over a presenter that shows through, the labels go lower, clear of the presenter's
        // at the top and of an alert's in the middle.
        let top =
            place.isTranslucent
            ? (place.frame.minY + place.frame.height * Metrics.translucentLabelShare).rounded()
            : place.frame.minY + place.topInset
        labels(lines, in: place.frame, top: top)
    }

    /// A line of a screen's label.
    private struct Label {
        enum Style {
            case crumb, name, title, context

            var size: Double {
                switch self {
                case .crumb: 11
                case .name: 15
                case .title, .context: 13
                }
            }
            var colour: String {
                switch self {
                case .crumb: Palette.tertiaryText
                case .name: Palette.text
                case .title, .context: Palette.secondaryText
                }
            }
            var role: String {
                switch self {
                case .crumb: "crumb"
                case .name: "name"
                case .title: "screen-title"
                case .context: "context"
                }
            }
        }

        var text: String
        var style: Style

        init(_ text: String, style: Style) {
            self.text = text
            self.style = style
        }
    }

    /// Writes `lines` centred in `frame` from `top` down, each cut to the frame's width; the
    /// lines that would fall below the frame are left out.
    private mutating func labels(_ lines: [Label], in frame: WireframeRect, top: Double) {
        var baseline = top + Metrics.labelMargin + 10
        let width = frame.width - 2 * Metrics.labelMargin
        for line in lines {
            let size = line.style.size
            baseline += size
            guard baseline <= frame.maxY - 4 else { return }
            let bold = line.style == .name
            canvas.text(
                WireframeText.fitting(line.text, width: width, size: size, bold: bold), x: frame.midX, y: baseline,
                size: size, bold: bold, fill: line.style.colour, role: line.style.role)
            baseline += 4
        }
    }

    // MARK: - Containers

    /// A navigation bar over the top view controller.
    private mutating func navigation(_ node: Node, in place: Place) {
        let bar = place.frame.top(place.topInset + Metrics.navigationBarHeight)
        let content = place.frame.below(bar.maxY)
        if let top = node.children.last {
            draw(top, in: place.child(crumb: node.name, frame: content, topInset: 0, titleInBar: true))
        } else {
            screen(node, in: place.child(crumb: node.name, frame: content, topInset: 0), role: "empty")
        }
        canvas.openGroup(role: "navigation-bar")
        canvas.rect(bar, fill: Palette.bar, opacity: place.isTranslucent ? Metrics.translucency : nil)
        canvas.line(from: (bar.minX, bar.maxY), to: (bar.maxX, bar.maxY), stroke: Palette.hairline)
        let baseline = bar.maxY - 16
        var backWidth = 0.0
        if node.children.count >= 2 {
            let previous = node.children[node.children.count - 2]
            let title = previous.title.map(\.singleLine).flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
            let text = WireframeText.fitting(title, width: bar.width * 0.3, size: 17)
            backWidth = 26 + WireframeText.width(text, size: 17)
            canvas.openGroup(role: "back-button")
            var chevron = WireframePath()
            chevron.move(bar.minX + 17, baseline - 13)
            chevron.line(bar.minX + 10, baseline - 6)
            chevron.line(bar.minX + 17, baseline + 1)
            canvas.path(chevron, fill: "none", stroke: Palette.tint, strokeWidth: 2.5)
            canvas.text(text, x: bar.minX + 24, y: baseline, size: 17, fill: Palette.tint, anchor: .start)
            canvas.closeGroup()
        }
        if let title = node.children.last?.title {
            let room = bar.width - 2 * max(backWidth + 8, 16)
            canvas.text(
                WireframeText.fitting(title.singleLine, width: room, size: 17, bold: true), x: bar.midX, y: baseline,
                size: 17, bold: true, fill: Palette.text, role: "title")
        }
        canvas.closeGroup()
    }

    /// The selected tab over a tab bar.
    private mutating func tabBar(_ node: Node, in place: Place) {
        let bar = place.frame.bottom(Metrics.tabBarHeight + place.bottomInset)
        let content = place.frame.inset(bottom: bar.height)
        if let selected = node.selectedChild {
            draw(selected, in: place.child(crumb: node.name, frame: content, bottomInset: 0))
        } else {
            screen(node, in: place.child(crumb: node.name, frame: content, bottomInset: 0), role: "empty")
        }
        var items = node.children.enumerated().map { index, tab in
            (title: tab.title.map(\.singleLine) ?? tab.typeName.singleLine, isSelected: index == node.selectedIndex)
        }
        if items.count > Metrics.maximumTabItems {
            let moreSelected = (node.selectedIndex ?? 0) >= Metrics.maximumTabItems - 1
            items = Array(items.prefix(Metrics.maximumTabItems - 1)) + [(title: "More", isSelected: moreSelected)]
        }
        canvas.openGroup(role: "tab-bar")
        canvas.rect(bar, fill: Palette.bar, opacity: place.isTranslucent ? Metrics.translucency : nil)
        canvas.line(from: (bar.minX, bar.minY), to: (bar.maxX, bar.minY), stroke: Palette.hairline)
        let width = items.isEmpty ? bar.width : bar.width / Double(items.count)
        for (index, item) in items.enumerated() {
            let centre = bar.minX + width * (Double(index) + 0.5)
            let colour = item.isSelected ? Palette.tint : Palette.tertiaryText
            canvas.rect(
                WireframeRect(x: centre - 12, y: bar.minY + 6, width: 24, height: 22),
                fill: item.isSelected ? Palette.tint : Palette.unselected, radius: 6)
            canvas.text(
                WireframeText.fitting(item.title, width: width - 4, size: 10, bold: item.isSelected), x: centre,
                y: bar.minY + 41, size: 10, bold: item.isSelected, fill: colour,
                role: item.isSelected ? "tab selected" : "tab")
        }
        canvas.closeGroup()
    }

    /// The columns side by side: the primary two fifths wide, the others sharing the rest.
    private mutating func split(_ node: Node, in place: Place) {
        guard !node.children.isEmpty else {
            screen(node, in: place.child(crumb: node.name, frame: place.frame), role: "empty")
            return
        }
        let frame = place.frame
        var widths: [Double]
        if node.children.count == 1 {
            widths = [frame.width]
        } else {
            let primary = (frame.width * Metrics.primaryColumnShare).rounded()
            let rest = (frame.width - primary) / Double(node.children.count - 1)
            widths = [primary] + Array(repeating: rest, count: node.children.count - 1)
        }
        var x = frame.minX
        canvas.openGroup(role: "split")
        for (child, width) in zip(node.children, widths) {
            let column = WireframeRect(x: x, y: frame.minY, width: width, height: frame.height)
            draw(child, in: place.child(crumb: node.name, frame: column))
            if x > frame.minX {
                canvas.line(from: (x, frame.minY), to: (x, frame.maxY), stroke: Palette.hairline)
            }
            x += width
        }
        canvas.closeGroup()
    }

    /// An alert in the middle of its presenter: its title and its type name.
    private mutating func alert(_ node: Node, in frame: WireframeRect) {
        canvas.openGroup(role: "alert")
        canvas.rect(frame, fill: Palette.background, radius: 14)
        let width = frame.width - 32
        canvas.text(
            WireframeText.fitting((node.title ?? "").singleLine, width: width, size: 17, bold: true), x: frame.midX,
            y: frame.minY + 36, size: 17, bold: true, fill: Palette.text, role: "title")
        canvas.text(
            WireframeText.fitting(node.name.singleLine, width: width, size: 13), x: frame.midX, y: frame.minY + 60,
            size: 13, fill: Palette.secondaryText, role: "name")
        canvas.closeGroup()
    }
}
