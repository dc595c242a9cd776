import PetriSupport

/// An alert or action sheet (UIKit's `UIAlertController`), presented like any view controller:
///
/// ```swift
/// let alert = UIAlertController(title: "Delete the order?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.deleteOrder() })
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// present(alert, animated: true)
/// ```
///
/// It is printed in trees as any presented view controller, with its title. Each action is one of
/// the screen's events (``PetriInspection/events``), named by its title: the shell's
/// `send Delete` taps it, which dismisses the alert and then runs the action's handler, as
/// UIKit does. As in UIKit, it presents with a custom presentation (``ModalPresentationStyle/custom``):
/// what presents it stays on screen underneath, and the user cannot swipe it away.
///
/// Text fields are inert: ``addTextField(configurationHandler:)`` adds a ``UITextField`` that
/// keeps what is set on it; nothing types into it.
@MainActor
open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen, or an action sheet from the bottom (UIKit's
    /// `UIAlertController.Style`).
    public enum Style: Int, Sendable, Hashable {
        /// An action sheet.
        case actionSheet
        /// An alert.
        case alert
    }

    /// The text under the title.
    public var message: String?

    /// Alert or action sheet, as created.
    public let preferredStyle: Style

    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []

    /// The action the Return key would choose, kept as set.
    public var preferredAction: UIAlertAction?

    /// The text fields added with ``addTextField(configurationHandler:)``; `nil` when there are
    /// none, as in UIKit.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    private var fields: [UITextField] = []

    /// Creates an alert or action sheet, as UIKit's `init(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(title: title)
        modalPresentationStyle = .custom
    }

    /// Adds `action`, as UIKit's `addAction(_:)`: it becomes an event of this screen named by its
    /// title, which taps it (see ``UIAlertAction/tap()``). An action without a title cannot be
    /// tapped by name and is kept only.
    public func addAction(_ action: UIAlertAction) {
        actions.append(action)
        action.alert = self
        guard let title = action.title else { return }
        let summary =
            "the alert's \(UserText.quoted(title)) button" + (action.style == .default ? "" : " (\(action.style))")
        on(title, summary: summary) { [weak action] _ in action?.tap() }
    }

    /// Adds a text field to an alert, as UIKit's `addTextField(configurationHandler:)`. Inert:
    /// the field keeps what the handler sets on it, and nothing types into it.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        InertUIKitUse.note("UIAlertController.addTextField")
        let field = UITextField()
        configurationHandler?(field)
        fields.append(field)
    }
}

/// A button of a ``UIAlertController`` (UIKit's `UIAlertAction`).
@MainActor
open class UIAlertAction {
    /// How an action looks (UIKit's `UIAlertAction.Style`).
    public enum Style: Int, Sendable, Hashable, CustomStringConvertible {
        /// A plain button.
        case `default`
        /// The button that cancels.
        case cancel
        /// A button that destroys something, in red.
        case destructive

        /// `default`, `cancel` or `destructive`.
        public var description: String {
            switch self {
            case .default: "default"
            case .cancel: "cancel"
            case .destructive: "destructive"
            }
        }
    }

    /// The button's title.
    public let title: String?
    /// How the button looks.
    public let style: Style
    /// Whether the button can be tapped; a disabled action is not tapped by ``tap()``.
    public var isEnabled = true

    private let handler: ((UIAlertAction) -> Void)?

    /// The alert the action was added to.
    fileprivate(set) weak var alert: UIAlertController?

    /// Creates an action, as UIKit's `init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Taps the button, as the user would: the alert it belongs to is dismissed, then the
    /// handler runs, as in UIKit. Nothing happens when the action is disabled. This is what
    /// the shell's `send <title>` does.
    public func tap() {
        guard isEnabled else { return }
        alert?.dismissPresentations(animated: true)
        handler?(self)
    }
}

/// A text field (UIKit's `UITextField`), as an alert's text fields are. Inert: it keeps what is
/// set on it; nothing types into it.
@MainActor
open class UITextField: UIView {
    /// The text, kept as set.
    public var text: String?
    /// The placeholder, kept as set.
    public var placeholder: String?
    /// Whether the text is hidden as a password's, kept as set.
    public var isSecureTextEntry = false

    /// Creates a text field.
    public init() {
        super.init(frame: .zero)
    }
}
