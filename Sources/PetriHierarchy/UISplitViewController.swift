/// A headless `UISplitViewController` in its expanded form: a primary view controller and a
/// secondary (detail) one, both visible.
@MainActor
open class UISplitViewController: UIViewController, ContainerViewController {
    /// Creates an empty split view controller.
    public override init(title: String? = nil, context: Any? = nil) {
        super.init(title: title, context: context)
    }

    /// `[primary]` or `[primary, secondary]`. Setting it is
    /// ``setViewControllers(_:animated:file:line:)`` without animation.
    public final var viewControllers: [UIViewController] {
        get { children }
        set {
            UIKitExceptions.perform("viewControllers = …", file: nil, line: nil) {
                try checkedSetViewControllers(newValue, animated: false)
            }
        }
    }

    /// The primary (master) column.
    public final var primaryViewController: UIViewController? { children.first }

    /// The secondary (detail) column.
    public final var secondaryViewController: UIViewController? { children.count > 1 ? children[1] : nil }

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

    private final func apply(_ viewControllers: [UIViewController], kind: Transition.Kind, subject: UIViewController?, animated: Bool) throws {
        guard viewControllers.count <= 2 else {
            throw HierarchyError.tooManyChildren(container: debugName, count: viewControllers.count, maximum: 2)
        }
        for viewController in viewControllers where viewController is UISplitViewController || viewController is UITabBarController {
            throw HierarchyError.unsupportedChild(
                child: viewController.debugName, container: debugName,
                reason: "a split view column cannot be a split view or tab bar controller")
        }
        try replaceChildren(with: viewControllers)
        noteTransition(kind, subject, animated: animated)
    }

    /// Replaces the primary column, keeping the secondary one.
    public final func setPrimary(_ viewController: UIViewController, animated: Bool) throws {
        var columns = children
        if columns.isEmpty { columns = [viewController] } else { columns[0] = viewController }
        try apply(columns, kind: .setPrimary, subject: viewController, animated: animated)
    }

    /// Shows `viewController` in the secondary column, as `showDetailViewController(_:sender:)`.
    /// - Throws: ``HierarchyError/noPrimary(split:)`` when there is no primary column.
    public final func showDetailViewController(_ viewController: UIViewController, animated: Bool) throws {
        guard let primary = primaryViewController else {
            throw HierarchyError.noPrimary(split: debugName)
        }
        try apply([primary, viewController], kind: .showDetail, subject: viewController, animated: animated)
    }

    /// UIKit's `showDetailViewController(_:sender:)`: shows `viewController` in the secondary
    /// column. Without a primary column UIKit raises; then nothing changes and the exception is
    /// recorded in ``UIKitExceptions`` with this call's file and line.
    public final func showDetailViewController(_ viewController: UIViewController, sender: Any?, file: StaticString = #fileID, line: UInt = #line) {
        UIKitExceptions.perform("showDetailViewController(_:sender:)", file: file, line: line) {
            try showDetailViewController(viewController, animated: true)
        }
    }

    // MARK: ContainerViewController

    public final var visibleViewControllers: [UIViewController] { children }

    public final func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        guard children.containsIdentical(viewController) else {
            throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
        }
    }

    public final func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try checkedSetViewControllers(viewControllers, animated: animated)
    }
}
