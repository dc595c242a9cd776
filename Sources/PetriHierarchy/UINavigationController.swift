/// A headless `UINavigationController`: a stack of view controllers whose top is visible.
///
/// After every change of its top — a push, a pop by code, the user's back button — it tells its
/// ``delegate``.
@MainActor
open class UINavigationController: UIViewController, ContainerViewController {
    /// Told after every change of the top view controller.
    public weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates an empty navigation controller.
    public override init(title: String? = nil, context: Any? = nil) {
        super.init(title: title, context: context)
    }

    /// Creates a navigation controller holding `rootViewController`.
    /// - Throws: an error when `rootViewController` cannot be pushed (see
    ///   ``setViewControllers(_:animated:completion:)``).
    public convenience init(rootViewController: UIViewController) throws {
        self.init()
        try setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom first.
    public var viewControllers: [UIViewController] { children }

    /// The view controller at the top of the stack.
    public var topViewController: UIViewController? { children.last }

    /// Pushes `viewController` onto the stack.
    /// - Throws: when `viewController` is a navigation controller, a tab bar or split view
    ///   controller, or already in a hierarchy.
    public func pushViewController(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) throws {
        try change(to: children + [viewController], kind: .push, subject: viewController, animated: animated)
        completion?()
    }

    /// Pops the top view controller, as the system back button does.
    /// - Returns: The popped view controller.
    /// - Throws: ``HierarchyError/cannotPopRoot(navigation:root:)`` when only the root is left.
    @discardableResult
    public func popViewController(animated: Bool, completion: (() -> Void)? = nil) throws -> UIViewController {
        guard children.count > 1, let top = children.last else {
            throw HierarchyError.cannotPopRoot(navigation: debugName, root: children.first?.debugName ?? "nothing")
        }
        try change(to: Array(children.dropLast()), kind: .pop, subject: top, animated: animated)
        completion?()
        return top
    }

    /// Pops every view controller above `viewController`.
    /// - Returns: The popped view controllers, bottom first.
    /// - Throws: ``HierarchyError/notAChild(viewController:container:)`` when it is not in the stack.
    @discardableResult
    public func popToViewController(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) throws -> [UIViewController] {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            throw HierarchyError.notAChild(viewController: viewController.debugName, container: debugName)
        }
        let popped = Array(children[(index + 1)...])
        if !popped.isEmpty {
            try change(to: Array(children[...index]), kind: .pop, subject: viewController, animated: animated)
        }
        completion?()
        return popped
    }

    /// Pops every view controller but the root.
    /// - Returns: The popped view controllers, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool, completion: (() -> Void)? = nil) throws -> [UIViewController] {
        guard let root = children.first else {
            completion?()
            return []
        }
        return try popToViewController(root, animated: animated, completion: completion)
    }

    /// Replaces the whole stack. The same view controller may keep its place; new ones must be
    /// outside any hierarchy.
    public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool, completion: (() -> Void)? = nil) throws {
        try change(to: viewControllers, kind: .setViewControllers, subject: viewControllers.last, animated: animated)
        completion?()
    }

    // MARK: ContainerViewController

    public var visibleViewControllers: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    public func makeVisible(_ viewController: UIViewController, animated: Bool) throws {
        try popToViewController(viewController, animated: animated)
    }

    public func replaceViewControllers(with viewControllers: [UIViewController], animated: Bool) throws {
        try setViewControllers(viewControllers, animated: animated)
    }

    // MARK: Rules

    /// Throws when UIKit would refuse `viewController` in a navigation stack: a navigation
    /// controller ("Pushing a navigation controller is not supported") or a split view
    /// controller. A tab bar controller is accepted, as UIKit accepts it, and reported by
    /// ``UIWindow/discouragedConfigurations``.
    public func validateStackMember(_ viewController: UIViewController) throws {
        if viewController is UINavigationController {
            throw HierarchyError.navigationInNavigation(pushed: viewController.debugName, navigation: debugName)
        }
        if viewController is UISplitViewController {
            throw HierarchyError.unsupportedChild(
                child: viewController.debugName, container: debugName,
                reason: "a split view controller cannot be pushed; make it a window's root, a tab or present it")
        }
    }

    private func change(to newStack: [UIViewController], kind: Transition.Kind, subject: UIViewController?, animated: Bool) throws {
        for viewController in newStack where viewController.parent !== self {
            try validateStackMember(viewController)
        }
        let oldTop = topViewController
        let popped = children.filter { old in !newStack.contains { $0 === old } }
        try replaceChildren(with: newStack)
        for viewController in popped.reversed() { viewController.viewWillDisappear(animated) }
        window?.record(kind, subject, from: self, animated: animated)
        guard let newTop = topViewController, newTop !== oldTop else { return }
        let notify: @MainActor () -> Void = { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            delegate.navigationController(self, didShow: newTop, popped: popped, animated: animated)
        }
        if let window {
            window.deliver(notify)
        } else if let transaction = HierarchyTransaction.capturingOffWindow {
            // Built off-window during a navigation: held back like the window's own, so a
            // rolled-back navigation never told anyone about it.
            transaction.pendingNotifications.append(notify)
        } else {
            notify()
        }
    }
}
