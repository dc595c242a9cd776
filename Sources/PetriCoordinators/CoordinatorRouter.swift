public import PetriHierarchy

/// A router over a navigation controller, as in the coordinator pattern: what coordinators call
/// to show their screens (push, present, pop, dismiss, set as root), instead of touching the
/// navigation controller.
///
/// A push's completion runs when that screen leaves the stack by any route: a ``popModule(animated:)``,
/// the user's system back button, another router's navigation, or ``popToRootModule(animated:)``
/// — the router is the navigation controller's ``UINavigationControllerDelegate`` and hears every
/// change (the usual fix for the system back button, which pops without going through the
/// router). Completions run once the change is committed, never for a navigation that was rolled
/// back.
@MainActor
public final class CoordinatorRouter: UINavigationControllerDelegate {
    /// The navigation controller it drives.
    public let navigationController: UINavigationController
    private var completions: [ObjectIdentifier: () -> Void] = [:]

    /// Creates the router and makes it `navigationController`'s delegate.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
    }

    /// Presents `module` modally from the navigation controller.
    public func present(_ module: any Presentable, animated: Bool) throws {
        try navigationController.checkedPresent(module.presented(), animated: animated)
    }

    /// Dismisses what the navigation controller presents.
    public func dismissModule(animated: Bool, completion: (() -> Void)? = nil) {
        navigationController.dismissPresentations(animated: animated)
        completion?()
    }

    /// Pushes `module`; `completion` runs when it leaves the stack, however it leaves.
    public func push(_ module: any Presentable, animated: Bool, completion: (() -> Void)? = nil) throws {
        let viewController = module.presented()
        try navigationController.checkedPush(viewController, animated: animated)
        if let completion { completions[ObjectIdentifier(viewController)] = completion }
    }

    /// Pops the top module.
    public func popModule(animated: Bool) throws {
        try navigationController.checkedPop(animated: animated)
    }

    /// Makes `module` the only view controller of the stack; the completions of the modules it
    /// replaces run.
    public func setAsRoot(_ module: any Presentable) throws {
        let leaving = navigationController.viewControllers
        try navigationController.checkedSetViewControllers([module.presented()], animated: false)
        runCompletions(of: leaving.filter { $0 !== module.presented() })
    }

    /// Pops back to the root module.
    public func popToRootModule(animated: Bool) throws {
        guard let root = navigationController.viewControllers.first else { return }
        try navigationController.checkedPopTo(root, animated: animated)
    }

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, popped: [UIViewController], animated: Bool
    ) {
        runCompletions(of: popped)
    }

    private func runCompletions(of viewControllers: [UIViewController]) {
        for viewController in viewControllers.reversed() {
            completions.removeValue(forKey: ObjectIdentifier(viewController))?()
        }
    }
}
