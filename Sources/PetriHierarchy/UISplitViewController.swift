public import Foundation

/// A headless `UISplitViewController` in its expanded form: a primary view controller and a
/// secondary (detail) one, both visible.
@MainActor
open class UISplitViewController: UIViewController, ContainerViewController {
    /// Creates an empty split view controller.
    public override init(title: String? = nil, context: Any? = nil) {
        super.init(title: title, context: context)
    }

    /// UIKit's designated initialiser: an empty split view controller, for an app's subclass to call
    /// (`super.init(nibName: nil, bundle: nil)`) or override.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `[primary]` or `[primary, secondary]`. Setting it is
    /// ``setViewControllers(_:animated:file:line:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            UIKitExceptions.perform("viewControllers = …", file: nil, line: nil) {
                try checkedSetViewControllers(newValue, animated: false)
            }
        }
    }

    /// How the app would like the columns shown (UIKit's `preferredDisplayMode`). Inert: petri
    /// models the expanded split view of a regular-width screen, primary and secondary side by
    /// side, whatever the mode; the value is kept as set.
    public final var preferredDisplayMode: DisplayMode = .automatic {
        didSet { InertUIKitUse.note("UISplitViewController.preferredDisplayMode") }
    }

    /// The columns as shown: petri always shows them side by side (`.oneBesideSecondary`).
    public final var displayMode: DisplayMode { .oneBesideSecondary }

    /// Whether the split view shows one column only, as on a compact-width iPhone (UIKit's
    /// `isCollapsed`): always `false`, as petri models the expanded split view (see
    /// ``preferredDisplayMode``).
    public final var isCollapsed: Bool { false }

    /// How the columns of a split view are shown (UIKit's `UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Sendable, Hashable {
        /// The system's choice.
        case automatic
        /// The secondary column only.
        case secondaryOnly
        /// The primary column beside the secondary one.
        case oneBesideSecondary
        /// The primary column over the secondary one.
        case oneOverSecondary
        /// Two columns beside the secondary one.
        case twoBesideSecondary
        /// Two columns over the secondary one.
        case twoOverSecondary
        /// Two columns displacing the secondary one.
        case twoDisplaceSecondary

        /// UIKit's earlier name for ``secondaryOnly``.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// UIKit's earlier name for ``oneBesideSecondary``.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// UIKit's earlier name for ``oneOverSecondary``.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// The primary (master) column.
    package final var primaryViewController: UIViewController? { children.first }

    /// The secondary (detail) column.
    package final var secondaryViewController: UIViewController? { children.count > 1 ? children[1] : nil }

    /// Replaces both columns. When UIKit would raise (more than two view controllers, a column
    /// that is a split or tab bar controller, a view controller in another hierarchy), nothing
    /// changes and the exception is recorded in ``UIKitExceptions``.
    public final func setViewControllers(
        _ viewControllers: [UIViewController], animated: Bool, file: StaticString = #fileID, line: UInt = #line
    ) {
        UIKitExceptions.perform("setViewControllers(_:animated:)", file: file, line: line) {
            try checkedSetViewControllers(viewControllers, animated: animated)
        }
    }

    /// ``setViewControllers(_:animated:file:line:)``, throwing what UIKit raises.
    package final func checkedSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) throws {
        try apply(viewControllers, kind: .setViewControllers, subject: viewControllers.last, animated: animated)
    }

    private final func apply(
        _ viewControllers: [UIViewController], kind: Transition.Kind, subject: UIViewController?, animated: Bool
    ) throws {
        guard viewControllers.count <= 2 else {
            throw HierarchyError.tooManyChildren(container: debugName, count: viewControllers.count, maximum: 2)
        }
        for viewController in viewControllers
        where viewController is UISplitViewController || viewController is UITabBarController {
            throw HierarchyError.unsupportedChild(
                child: viewController.debugName, container: debugName,
                reason: "a split view column cannot be a split view or tab bar controller")
        }
        try replaceChildren(with: viewControllers)
        noteTransition(kind, subject, animated: animated)
    }

    /// Replaces the primary column, keeping the secondary one.
    package final func setPrimary(_ viewController: UIViewController, animated: Bool) throws {
        var columns = children
        if columns.isEmpty { columns = [viewController] } else { columns[0] = viewController }
        try apply(columns, kind: .setPrimary, subject: viewController, animated: animated)
    }

    /// Shows `viewController` in the secondary column, as `showDetailViewController(_:sender:)`.
    /// - Throws: ``HierarchyError/noPrimary(split:)`` when there is no primary column.
    package final func showDetailViewController(_ viewController: UIViewController, animated: Bool) throws {
        guard let primary = primaryViewController else {
            throw HierarchyError.noPrimary(split: debugName)
        }
        try apply([primary, viewController], kind: .showDetail, subject: viewController, animated: animated)
    }

    /// UIKit's `showDetailViewController(_:sender:)`: shows `viewController` in the secondary
    /// column. Without a primary column UIKit raises; then nothing changes and the exception is
    /// recorded in ``UIKitExceptions`` with this call's file and line.
    public final func showDetailViewController(
        _ viewController: UIViewController, sender: Any?, file: StaticString = #fileID, line: UInt = #line
    ) {
        UIKitExceptions.perform("showDetailViewController(_:sender:)", file: file, line: line) {
            try showDetailViewController(viewController, animated: true)
        }
    }

    // MARK: ContainerViewController (answered in ContainerViewController.swift)

    /// Checks `viewController` is a column, as ``ContainerViewController/makeVisible(_:animated:)``.
    final func splitMakeVisible(_ viewController: UIViewController) throws {
        guard children.containsIdentical(viewController) else {
            throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
        }
    }
}
