import PetriDish
import Testing

/// Issue 19: swipe-back and swipe-down that begin, then finish or are cancelled, with UIKit's
/// notifications in UIKit's order — and the coordinator that must not be removed when the user
/// gives up.
@MainActor
@Suite("Interactive gestures")
struct InteractiveGestureTests {
    final class Screen: UIViewController {}

    /// Everything a navigation controller's delegate and a presentation's delegate hear.
    final class Listener: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
        var heard: [String] = []

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            heard.append("willShow \(viewController.title ?? "")")
            navigationController.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
                self?.heard.append(context.isCancelled ? "interaction cancelled" : "interaction finished")
            }
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            let interactive = navigationController.transitionCoordinator?.isInteractive == true
            heard.append("didShow \(viewController.title ?? "")" + (interactive ? " (interactive)" : ""))
        }

        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            heard.append("willDismiss")
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            heard.append("didDismiss")
        }
    }

    private func stack() throws -> (UIWindow, UINavigationController, Listener) {
        let navigation = UINavigationController(rootViewController: Screen(title: "List"))
        navigation.pushViewController(Screen(title: "Detail"), animated: false)
        let listener = Listener()
        navigation.delegate = listener
        let window = UIWindow()
        window.rootViewController = navigation
        return (window, navigation, listener)
    }

    @Test("a swipe back that finishes: willShow, interaction finished, then the pop and didShow")
    func swipeBackFinished() throws {
        let (window, navigation, listener) = try stack()
        let swipe = try navigation.beginInteractivePop()
        #expect(navigation.viewControllers.count == 2, "nothing is popped while the finger is down")
        #expect(window.gestureInProgress === swipe)
        try swipe.finish()
        #expect(listener.heard == ["willShow List", "interaction finished", "didShow List (interactive)"])
        #expect(navigation.viewControllers.count == 1)
        #expect(window.transitions.last?.cause == .swipeBack)
        #expect(window.gestureInProgress == nil)
    }

    @Test("a swipe back that is cancelled: willShow, interaction cancelled, no didShow, nothing changes")
    func swipeBackCancelled() throws {
        let (window, navigation, listener) = try stack()
        let before = window.transitions.count
        try navigation.beginInteractivePop().cancel()
        #expect(listener.heard == ["willShow List", "interaction cancelled"])
        #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
        #expect(window.transitions.count == before)
        #expect(throws: HierarchyError.gestureEnded(gesture: "swipeBack", outcome: "cancelled")) {
            let swipe = try navigation.beginInteractivePop()
            swipe.cancel()
            try swipe.finish()
        }
    }

    @Test("a swipe down: willDismiss then didDismiss when it finishes; only willDismiss when it is cancelled")
    func swipeDown() throws {
        let (window, navigation, listener) = try stack()
        let sheet = Screen(title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        sheet.presentationController?.delegate = listener
        navigation.present(sheet, animated: true)

        let cancelled = try window.beginInteractiveDismissal()
        #expect(sheet.isBeingDismissed)
        cancelled.cancel()
        #expect(listener.heard == ["willDismiss"])
        #expect(!sheet.isBeingDismissed)
        #expect(window.modalChain == [sheet])

        try window.beginInteractiveDismissal().finish()
        #expect(listener.heard == ["willDismiss", "willDismiss", "didDismiss"])
        #expect(window.modalChain.isEmpty)
    }

    @Test("one gesture at a time: another is refused while one is in progress")
    func oneAtATime() throws {
        let (window, navigation, _) = try stack()
        let swipe = try navigation.beginInteractivePop()
        #expect(throws: HierarchyError.gestureInProgress(window: "Window", gesture: "swipeBack")) {
            try navigation.beginInteractivePop()
        }
        swipe.cancel()
        _ = window
    }

    /// A coordinator of the articles' kind: it removes its child when the navigation
    /// controller's delegate hears willShow of the screen below — the bug a cancelled swipe
    /// shows — or, done right, when it hears didShow.
    final class ArticleCoordinator: Coordinator, UINavigationControllerDelegate {
        let navigation: UINavigationController
        let removesOnWillShow: Bool
        init(navigation: UINavigationController, removesOnWillShow: Bool) {
            self.navigation = navigation
            self.removesOnWillShow = removesOnWillShow
            super.init()
            childRemoval = .manual
            navigation.delegate = self
        }

        func showChild() {
            let child = Coordinator()
            add(dependency: child)
            navigation.pushViewController(child.show(Screen(title: "Child")), animated: true)
        }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            if removesOnWillShow { childCoordinators.last?.finish() }
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                !navigationController.viewControllers.contains(from)
            else { return }
            childCoordinators.last?.finish()
        }
    }

    @Test(
        "the bug every coordinator article warns about: a child removed on willShow is lost when the swipe is cancelled"
    )
    func cancelledSwipeKeepsTheCoordinator() throws {
        for removesOnWillShow in [true, false] {
            let navigation = UINavigationController(rootViewController: Screen(title: "List"))
            let window = UIWindow()
            window.rootViewController = navigation
            let coordinator = ArticleCoordinator(navigation: navigation, removesOnWillShow: removesOnWillShow)
            coordinator.showChild()

            try navigation.beginInteractivePop().cancel()

            // The child's screen is still on screen: only the coordinator that waits for didShow keeps it.
            #expect(coordinator.childCoordinators.count == (removesOnWillShow ? 0 : 1))
            try navigation.beginInteractivePop().finish()
            #expect(coordinator.childCoordinators.isEmpty)
        }
    }

    @Test(
        "with the coordinator layer's own removal, a cancelled swipe keeps the child and a finished one ends it: popped"
    )
    func automaticRemovalAndGestures() throws {
        let navigation = UINavigationController(rootViewController: Screen(title: "List"))
        let window = UIWindow()
        window.rootViewController = navigation
        let parent = Coordinator()
        let child = Coordinator()
        parent.add(dependency: child)
        navigation.pushViewController(child.show(Screen(title: "Child")), animated: true)

        try navigation.beginInteractivePop().cancel()
        #expect(parent.childCoordinators.count == 1)
        try navigation.beginInteractivePop().finish()
        #expect(parent.childCoordinators.isEmpty)
        #expect(child.finishReason == .popped)
    }
}
