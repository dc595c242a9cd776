/// How a view controller is shown when presented modally (UIKit's `UIModalPresentationStyle`).
///
/// The style decides, as in UIKit, who presents and what stays visible: the
/// current-context styles present from the nearest view controller that defines a presentation
/// context (``UIViewController/definesPresentationContext``), or the root when none does, and
/// cover only it; the "over" styles leave the presenter visible underneath. The tree prints the
/// style and marks what is visible.
public enum ModalPresentationStyle: String, Sendable, Codable, CaseIterable {
    /// The system's choice (a page sheet on current iOS).
    case automatic
    /// Covers the whole screen; the presenter is removed from view.
    case fullScreen
    /// Covers the screen; the presenter stays visible underneath.
    case overFullScreen
    /// Covers the presentation context only (the nearest ancestor that defines one, or the
    /// root); the context's content leaves the screen, what is around it stays.
    case currentContext
    /// Covers the presentation context only, which stays visible underneath.
    case overCurrentContext
    /// A card that partially covers the presenter.
    case pageSheet
    /// A smaller card, centred on larger screens.
    case formSheet
    /// A popover anchored to a view.
    case popover
    /// A presentation the app's ``UIViewController/transitioningDelegate`` lays out (UIKit's
    /// `.custom`). petri cannot run a custom presentation controller: it presents as UIKit does
    /// by default for one, leaving the presenter visible underneath (`shouldRemovePresentersView`
    /// is `false` unless the app's controller says otherwise, which petri cannot ask).
    case custom
}

extension ModalPresentationStyle {
    /// Whether the presentation is made in a presentation context rather than by the root.
    package var presentsInContext: Bool {
        self == .currentContext || self == .overCurrentContext
    }

    /// Whether the presentation is a card that leaves the presenter dimmed but on screen behind
    /// it (the system's page sheet, a form sheet, a popover).
    package var isCard: Bool {
        self == .automatic || self == .pageSheet || self == .formSheet || self == .popover
    }

    /// Whether the presenter stays visible underneath the presented view controller.
    package var keepsPresenterVisible: Bool {
        self == .overFullScreen || self == .overCurrentContext || self == .custom
    }
}

/// UIKit's name for the presentation styles, which apps write in their own signatures
/// (`func present(_ screen: UIViewController, style: UIModalPresentationStyle)`).
public typealias UIModalPresentationStyle = ModalPresentationStyle
