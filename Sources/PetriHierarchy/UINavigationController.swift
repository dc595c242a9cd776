public import Foundation

/// A headless `UINavigationController`: a stack of view controllers whose top is visible.
///
/// After every change of its top — a push, a pop by code, the user's back button — it tells its
/// ``delegate``.
@MainActor
open class UINavigationController: UIViewController, ContainerViewController {
    /// Told after every change of the top view controller.
    public final weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates an empty navigation controller.
    public override init(title: String? = nil, context: Any? = nil) {
        super.init(title: title, context: context)
    }

    /// UIKit's designated initialiser: an empty navigation controller, for an app's subclass to call
    /// (`super.init(nibName: nil, bundle: nil)`) or override.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller holding `rootViewController`, as UIKit's initializer does.
    ///
    /// When UIKit would raise (`rootViewController` is a navigation controller, or already in a
    /// hierarchy), the stack stays empty and the exception is recorded in ``UIKitExceptions``.
    ///
    /// A designated initialiser, as in UIKit: an app's subclass calls
    /// `super.init(rootViewController:)` from its own and may override it.
    public init(rootViewController: UIViewController) {
        super.init(title: nil, context: nil)
        UIKitExceptions.perform("init(rootViewController:)", file: nil, line: nil) {
            try checkedSetViewControllers([rootViewController], animated: false)
        }
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated:)` without animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            UIKitExceptions.perform("viewControllers = …", file: nil, line: nil) {
                try checkedSetViewControllers(newValue, animated: false)
            }
        }
    }

    /// The navigation bar (UIKit's `navigationBar`). Inert: petri draws no bar; what an app sets
    /// on it (large titles, colours) is kept and changes nothing in trees.
    public final var navigationBar: UINavigationBar {
        InertUIKitUse.note("UINavigationController.navigationBar")
        return navigationBarStorage
    }
    private final let navigationBarStorage = UINavigationBar()

    /// Whether the navigation bar is hidden (UIKit's `isNavigationBarHidden`). Inert: kept as
    /// set; trees print the stack either way. Setting it is
    /// ``setNavigationBarHidden(_:animated:)`` without animation.
    public final var isNavigationBarHidden = false {
        didSet { InertUIKitUse.note("UINavigationController.isNavigationBarHidden") }
    }

    /// Hides or shows the navigation bar, as UIKit's `setNavigationBarHidden(_:animated:)`
    /// (inert, see ``isNavigationBarHidden``).
    public final func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The view controller at the top of the stack.
    public final var topViewController: UIViewController? { children.last }

    /// The view controller on screen in this stack: the top one (UIKit's `visibleViewController`
    /// also answers for a presentation; ``UIViewController/presentedViewController`` tells that).
    public final var visibleViewController: UIViewController? { topViewController }

    /// Pushes `viewController` onto the stack, as UIKit does.
    ///
    /// UIKit raises when `viewController` is a navigation controller ("Pushing a navigation
    /// controller is not supported"), a split view controller, already in the stack or in another
    /// hierarchy: then nothing changes, `completion` does not run, and the exception is recorded
    /// in ``UIKitExceptions`` with this call's file and line.
    public final func pushViewController(
        _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        AppAction.perform {
            guard
                UIKitExceptions.perform(
                    "pushViewController(_:animated:)", file: file, line: line,
                    {
                        try checkedPush(viewController, animated: animated)
                    }) != nil
            else { return }
            completion?()
        }
    }

    /// Pops the top view controller, as the system back button does.
    /// - Returns: The popped view controller, or `nil` when only the root is left (UIKit then
    ///   does nothing).
    @discardableResult
    public final func popViewController(
        animated: Bool, completion: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return AppAction.perform {
            let popped = try? TransitionLog.calling("popViewController(animated:)", file: file, line: line) {
                try checkedPop(animated: animated)
            }
            completion?()
            return popped
        }
    }

    /// Pops every view controller above `viewController`.
    ///
    /// UIKit raises when `viewController` is not in the stack ("Tried to pop to a view controller
    /// that doesn't exist"): then nothing changes and the exception is recorded.
    /// - Returns: The popped view controllers, bottom first; `nil` when the call raised.
    @discardableResult
    public final func popToViewController(
        _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> [UIViewController]? {
        AppAction.perform {
            guard
                let popped = UIKitExceptions.perform(
                    "popToViewController(_:animated:)", file: file, line: line,
                    {
                        try checkedPopTo(viewController, animated: animated)
                    })
            else { return nil }
            completion?()
            return popped
        }
    }

    /// Pops every view controller but the root.
    /// - Returns: The popped view controllers, bottom first.
    @discardableResult
    public final func popToRootViewController(
        animated: Bool, completion: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> [UIViewController]? {
        guard let root = children.first else {
            completion?()
            return []
        }
        return AppAction.perform {
            let popped = try? TransitionLog.calling("popToRootViewController(animated:)", file: file, line: line) {
                try checkedPopTo(root, animated: animated)
            }
            completion?()
            return popped
        }
    }

    /// Replaces the whole stack, as UIKit does. A view controller may keep its place; new ones
    /// must be outside any hierarchy.
    ///
    /// When UIKit would raise (a navigation controller in the stack, one listed twice, one in
    /// another hierarchy), nothing changes, `completion` does not run, and the exception is
    /// recorded in ``UIKitExceptions``.
    public final func setViewControllers(
        _ viewControllers: [UIViewController], animated: Bool, completion: (() -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        AppAction.perform {
            guard
                UIKitExceptions.perform(
                    "setViewControllers(_:animated:)", file: file, line: line,
                    {
                        try checkedSetViewControllers(viewControllers, animated: animated)
                    }) != nil
            else { return }
            completion?()
        }
    }

    // MARK: Checked forms, for the router and the coordinators

    /// ``pushViewController(_:animated:completion:file:line:)``, throwing what UIKit raises.
    package final func checkedPush(_ viewController: UIViewController, animated: Bool) throws {
        try change(to: children + [viewController], kind: .push, subject: viewController, animated: animated)
    }

    /// Pops the top view controller.
    /// - Throws: ``HierarchyError/cannotPopRoot(navigation:root:)`` when only the root is left.
    @discardableResult
    package final func checkedPop(animated: Bool) throws -> UIViewController {
        guard children.count > 1, let top = children.last else {
            throw HierarchyError.cannotPopRoot(navigation: debugName, root: children.first?.debugName ?? "nothing")
        }
        try change(to: Array(children.dropLast()), kind: .pop, subject: top, animated: animated)
        return top
    }

    /// Pops every view controller above `viewController`.
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not in the stack.
    @discardableResult
    package final func checkedPopTo(_ viewController: UIViewController, animated: Bool) throws -> [UIViewController] {
        guard let index = children.firstIndexIdentical(to: viewController) else {
            throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
        }
        let popped = Array(children[(index + 1)...])
        if !popped.isEmpty {
            try change(to: Array(children[...index]), kind: .pop, subject: viewController, animated: animated)
        }
        return popped
    }

    /// ``setViewControllers(_:animated:completion:file:line:)``, throwing what UIKit raises.
    package final func checkedSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) throws {
        try change(to: viewControllers, kind: .setViewControllers, subject: viewControllers.last, animated: animated)
    }

    // MARK: ContainerViewController (answered in ContainerViewController.swift)

    /// The top of the stack, as ``ContainerViewController/visibleViewControllers``.
    final var navigationVisibleViewControllers: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// Pops back to `viewController`, as ``ContainerViewController/makeVisible(_:animated:)``.
    final func navigationMakeVisible(_ viewController: UIViewController, animated: Bool) throws {
        try checkedPopTo(viewController, animated: animated)
    }

    // MARK: Rules

    /// Throws when UIKit would refuse `viewController` in a navigation stack: a navigation
    /// controller ("Pushing a navigation controller is not supported") or a split view
    /// controller. A tab bar controller is accepted, as UIKit accepts it, and reported by
    /// ``UIWindow/discouragedConfigurations``.
    package final func validateStackMember(_ viewController: UIViewController) throws {
        if viewController is UINavigationController {
            throw HierarchyError.navigationInNavigation(pushed: viewController.debugName, navigation: debugName)
        }
        if viewController is UISplitViewController {
            throw HierarchyError.unsupportedChild(
                child: viewController.debugName, container: debugName,
                reason: "a split view controller cannot be pushed; make it a window's root, a tab or present it")
        }
    }

    final func change(
        to newStack: [UIViewController], kind: Transition.Kind, subject: UIViewController?, animated: Bool,
        alreadyToldWillShow: Bool = false
    ) throws {
        for viewController in newStack where viewController.parent !== self {
            try validateStackMember(viewController)
        }
        let oldTop = topViewController
        let popped = children.filter { !newStack.containsIdentical($0) }
        try replaceChildren(with: newStack)
        for viewController in popped.reversed() { viewController.viewWillDisappear(animated) }
        noteTransition(kind, subject, animated: animated)
        guard let newTop = topViewController, newTop !== oldTop else { return }
        let interactive = ownTransitionCoordinator
        let notify: @MainActor () -> Void = { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            // As in UIKit, the transition coordinator tells the delegate what left (the
            // interactive one of a swipe that finished).
            self.ownTransitionCoordinator =
                alreadyToldWillShow ? interactive : CompletedTransition(from: oldTop, to: newTop, animated: animated)
            defer { self.ownTransitionCoordinator = nil }
            if !alreadyToldWillShow { delegate.navigationController(self, willShow: newTop, animated: animated) }
            delegate.navigationController(self, didShow: newTop, popped: popped, animated: animated)
        }
        deliverToDelegate(notify)
    }
}
