/// How a view controller is shown when presented modally (UIKit's `UIModalPresentationStyle`).
///
/// Headless, the style changes nothing structurally; it is recorded and printed so the tree
/// says whether a screen is a full-screen cover, a page sheet or a form sheet.
public enum ModalPresentationStyle: String, Sendable, Codable, CaseIterable {
    /// The system's choice (a page sheet on current iOS).
    case automatic
    /// Covers the whole screen; the presenter is removed from view.
    case fullScreen
    /// Covers the screen; the presenter stays visible underneath.
    case overFullScreen
    /// A card that partially covers the presenter.
    case pageSheet
    /// A smaller card, centred on larger screens.
    case formSheet
    /// A popover anchored to a view.
    case popover
}
