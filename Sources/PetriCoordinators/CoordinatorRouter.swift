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
/// run once the change (or the ``AppAction`` it is part of) holds, never for a navigation that
/// was rolled back: the most recently pushed screen's first, then the coordinators whose
/// screens left are ended (``FlowFinishReason``); a ``Coordinator/finish()`` called from one
/// ends its flow with the reason the screen left for.
///
/// With the coordinator layer's removal (``ChildRemoval/automatic``) a flow needs no completion
/// to end; pass one to do something when the screen leaves.
@MainActor
public final class CoordinatorRouter: UINavigationControllerDelegate {
    /// The navigation controller it drives.
    public let navigationController: UINavigationController
    /// A push's completion, with its screen held weakly.
    struct Completion {
        weak var screen: UIViewController?
        /// Whether the navigation controller was in a window since the push: leaving the
        /// window then counts as leaving.
        var stackWasInWindow: Bool
        /// When it was pushed, across every router: later pushes are inner flows.
        let order: Int
        let run: () -> Void
    }

    /// How many pushes with a completion every router has made.
    private static var pushes = 0

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
        AppAction.perform {
            navigationController.dismissPresentations(animated: animated)
            completion?()
        }
    }

    /// Pushes `module`; `completion` runs when it leaves the stack, however it leaves.
    public func push(_ module: any Presentable, animated: Bool, completion: (() -> Void)? = nil) throws {
        let viewController = module.presented()
        try navigationController.checkedPush(viewController, animated: animated)
        if let completion {
            Self.pushes += 1
            completions.append(
                Completion(
                    screen: viewController, stackWasInWindow: navigationController.window != nil, order: Self.pushes,
                    run: completion))
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
        try AppAction.perform {
            if navigationController.presentedViewController != nil {
                navigationController.dismissPresentations(animated: animated)
            }
            try navigationController.checkedPopTo(root, animated: animated)
        }
    }

    /// Takes, once each, the completions of the screens that are no longer in the stack (or
    /// whose stack left the window, or that were released), for the lifecycle to run.
    func takeCompletionsOfScreensThatLeft() -> [Completion] {
        let inWindow = navigationController.window != nil
        let stack = navigationController.viewControllers
        var leaving: [Completion] = []
        completions.removeAll { completion in
            let left =
                completion.screen.map { screen in
                    !stack.contains { $0 === screen } || (completion.stackWasInWindow && !inWindow)
                } ?? true
            if left { leaving.append(completion) }
            return left
        }
        for index in completions.indices where inWindow { completions[index].stackWasInWindow = true }
        return leaving
    }
}
