public import PetriHierarchy

/// A router over a navigation controller, as in the coordinator pattern: what coordinators call
/// to show their screens (push, present, pop, dismiss, set as root), instead of touching the
/// navigation controller.
///
/// A push's completion runs once, when that screen leaves by any route: a
/// ``popModule(animated:)``, the user's back button, another router's navigation,
/// ``popToRootModule(animated:)``, `setViewControllers` without it (even one that keeps the
/// top), an empty stack, the navigation controller leaving the window (a new root), or the
/// screen being released. It is tied to the screen instance, never to an address. Completions
/// run once the change holds, never for a navigation that was rolled back, and after the
/// coordinators whose screens left were ended (``FlowFinishReason``).
@MainActor
public final class CoordinatorRouter: UINavigationControllerDelegate {
    /// The navigation controller it drives.
    public let navigationController: UINavigationController
    /// A push's completion, with its screen held weakly.
    private struct Completion {
        weak var screen: UIViewController?
        /// Whether the navigation controller was in a window since the push: leaving the
        /// window then counts as leaving.
        var stackWasInWindow: Bool
        let run: () -> Void
    }

    private var completions: [Completion] = []

    /// Creates the router and makes it `navigationController`'s delegate.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        CoordinatorLifecycle.shared.track(self)
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
        if let completion {
            completions.append(Completion(screen: viewController, stackWasInWindow: navigationController.window != nil, run: completion))
        }
    }

    /// Pops the top module.
    public func popModule(animated: Bool) throws {
        try navigationController.checkedPop(animated: animated)
    }

    /// Makes `module` the only view controller of the stack; the completions of the modules it
    /// replaces run.
    public func setAsRoot(_ module: any Presentable) throws {
        try navigationController.checkedSetViewControllers([module.presented()], animated: false)
    }

    /// Pops back to the root module, dismissing first what the stack presents (a sheet over a
    /// pushed screen goes with it, as an app's router makes it go), so the flows that showed them
    /// are told; their push completions run.
    public func popToRootModule(animated: Bool) throws {
        guard let root = navigationController.viewControllers.first else { return }
        if navigationController.presentedViewController != nil {
            navigationController.dismissPresentations(animated: animated)
        }
        try navigationController.checkedPopTo(root, animated: animated)
    }

    /// Runs, once each and the most recent first, the completions of the screens that are no
    /// longer in the stack (or whose stack left the window, or that were released).
    func runCompletionsOfScreensThatLeft() {
        let inWindow = navigationController.window != nil
        let stack = navigationController.viewControllers
        var leaving: [Completion] = []
        completions.removeAll { completion in
            let left = completion.screen.map { screen in
                !stack.contains { $0 === screen } || (completion.stackWasInWindow && !inWindow)
            } ?? true
            if left { leaving.append(completion) }
            return left
        }
        for index in completions.indices where inWindow { completions[index].stackWasInWindow = true }
        for completion in leaving.reversed() { completion.run() }
    }
}
