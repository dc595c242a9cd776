import PetriDish
import Testing

/// Issue 19: exactly one flow-finished callback per child, child first, with the reason of
/// whatever removed its screens; completions tied to the screen instance.
@MainActor
@Suite("Coordinators: one callback, any way out")
struct FlowLifecycleTests {
    final class Screen: UIViewController {}
    final class LoginScreen: UIViewController {}

    /// Who was told what, in order: `parent ← child (reason)`.
    final class Log {
        var lines: [String] = []
    }

    /// A coordinator that shows one screen pushed by its router (or presented) and logs what
    /// it is told about its children.
    final class Flow: Coordinator {
        let label: String
        let log: Log
        let router: CoordinatorRouter?
        private(set) var screen: Screen?
        var completions = 0

        init(_ label: String, log: Log, router: CoordinatorRouter? = nil) {
            self.label = label
            self.log = log
            self.router = router
        }

        override var name: String { label }

        override func startFlow() {
            let screen = show(Screen(title: label))
            self.screen = screen
            try? router?.push(screen, animated: true) { [weak self] in
                self?.completions += 1
                self?.finish()
            }
        }

        /// Starts `child`, whose screen is pushed on this flow's router.
        @discardableResult
        func startChild(_ label: String) -> Flow {
            let child = Flow(label, log: log, router: router)
            add(dependency: child)
            child.start()
            return child
        }

        override func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
            log.lines.append("\(label) ← \(coordinator.name) (\(reason))")
            super.onFlowFinished(coordinator: coordinator, reason: reason)
        }
    }

    /// A window showing a navigation controller whose root is the root flow's screen.
    private func app() throws -> (UIWindow, UINavigationController, Flow, Log) {
        let log = Log()
        let navigation = UINavigationController()
        let router = CoordinatorRouter(navigationController: navigation)
        let root = Flow("Root", log: log, router: router)
        let rootScreen = root.show(Screen(title: "Root"))
        try router.setAsRoot(rootScreen)
        let window = UIWindow()
        try window.setRootViewController(navigation)
        return (window, navigation, root, log)
    }

    // MARK: The defects

    @Test("a completion is tied to its screen: removed by setViewControllers keeping the top, it runs then, once")
    func completionTiedToScreen() throws {
        let (_, navigation, root, _) = try app()
        let first = root.startChild("First")
        let second = root.startChild("Second")
        let top = try #require(second.screen)

        navigation.setViewControllers([navigation.viewControllers[0], top], animated: false)

        #expect(first.completions == 1)
        #expect(second.completions == 0)
        navigation.popViewController(animated: true)
        #expect(first.completions == 1)
        #expect(second.completions == 1)
    }

    @Test("completions run for an emptied stack and when the navigation controller stops being the window's root")
    func completionsOnEmptyAndNewRoot() throws {
        let (window, navigation, root, _) = try app()
        let child = root.startChild("Child")
        try window.setRootViewController(UIViewController(title: "Login"))
        #expect(child.completions == 1)

        let (_, otherNavigation, otherRoot, _) = try app()
        let other = otherRoot.startChild("Other")
        otherNavigation.setViewControllers([], animated: false)
        #expect(other.completions == 1)
        _ = navigation
    }

    @Test("a child that finishes after its parent let go of it, or twice, reaches its parent at most once")
    func oneCallbackPerChild() throws {
        let (_, _, root, log) = try app()
        let child = root.startChild("Child")
        child.finish()
        child.finish()
        #expect(log.lines == ["Root ← Child (completed)"])

        let removed = root.startChild("Removed")
        root.remove(dependency: removed)
        removed.finish()
        #expect(log.lines == ["Root ← Child (completed)"])
    }

    @Test("add(dependency:) makes the parent the flow listener, as its documentation says")
    func addMakesTheParentTheListener() throws {
        let (_, _, root, _) = try app()
        let child = root.startChild("Child")
        #expect(child.flowListener === root)
    }

    // MARK: Every way out

    @Test("the back button: popped; the completion's finish() afterwards changes nothing")
    func backButton() throws {
        let (window, navigation, root, log) = try app()
        weak let child = root.startChild("Child")
        try navigation.goBack(animated: true)
        #expect(log.lines == ["Root ← Child (popped)"])
        #expect(child == nil)
        #expect(root.childCoordinators.isEmpty)
        _ = window
    }

    @Test(
        "pop, pop to root and setViewControllers without the screen by code: replaced; with it: nothing; all released, audit clean"
    )
    func programmaticPops() async throws {
        let (window, navigation, root, log) = try app()
        defer { withExtendedLifetime(window) {} }
        weak var a: Flow?, b: Flow?, c: Flow?, d: Flow?
        a = root.startChild("A")
        navigation.popViewController(animated: true)
        b = root.startChild("B")
        c = root.startChild("C")
        navigation.popToRootViewController(animated: true)
        #expect(log.lines == ["Root ← A (replaced)", "Root ← C (replaced)", "Root ← B (replaced)"])
        #expect(a == nil && b == nil && c == nil)

        d = root.startChild("D")
        navigation.setViewControllers(navigation.viewControllers, animated: false)
        #expect(root.childCoordinators.map(\.name) == ["D"])
        navigation.setViewControllers([navigation.viewControllers[0]], animated: false)
        #expect(log.lines.last == "Root ← D (replaced)")
        #expect(d == nil)
        await MainQueue.drain()
        #expect(CoordinatorAudit().audit(root: root, window: window) == .settled([]))
    }

    @Test(
        "popToRootModule dismisses what the stack presented: the sheet's flow and the pushed flows are told, the completions run"
    )
    func popToRootModuleDismisses() throws {
        let (window, navigation, root, log) = try app()
        let router = try #require(root.router)
        let pushed = root.startChild("Pushed")
        let modal = Flow("Modal", log: log)
        pushed.add(dependency: modal)
        let sheet = modal.show(Screen(title: "Sheet"))
        sheet.modalPresentationStyle = .pageSheet
        try router.present(sheet, animated: true)
        #expect(window.modalChain.count == 1)

        try router.popToRootModule(animated: true)
        #expect(window.modalChain.isEmpty, "the sheet over the pushed screen went with it")
        #expect(navigation.viewControllers.map(\.title) == ["Root"])
        #expect(
            log.lines == ["Pushed ← Modal (replaced)", "Root ← Pushed (replaced)"],
            "the sheet's flow first, then the pushed one")
        #expect(pushed.completions == 1)
    }

    @Test("the root replaced: every child ends, innermost first, with the same reason, and both are released")
    func rootReplaced() throws {
        let (window, _, root, log) = try app()
        weak var child: Flow?
        weak var grandchild: Flow?
        do {
            let started = root.startChild("Child")
            child = started
            grandchild = started.startChild("Grandchild")
        }
        try window.setRootViewController(UIViewController(title: "Login"))
        #expect(log.lines == ["Child ← Grandchild (replaced)", "Root ← Child (replaced)"])
        #expect(child == nil && grandchild == nil)
    }

    @Test("a modal chain dismissed from below ends the presented flow; a swipe-down is dismissed")
    func modalFlows() async throws {
        let (window, navigation, root, log) = try app()
        let modal = Flow("Modal", log: log)
        root.add(dependency: modal)
        let sheet = modal.show(Screen(title: "Sheet"))
        sheet.modalPresentationStyle = .pageSheet
        navigation.present(sheet, animated: true)
        navigation.dismiss(animated: true)
        #expect(log.lines == ["Root ← Modal (replaced)"])

        weak var swiped: Flow?
        do {
            let flow = Flow("Swiped", log: log)
            swiped = flow
            root.add(dependency: flow)
            let card = flow.show(Screen(title: "Card"))
            card.modalPresentationStyle = .pageSheet
            navigation.present(card, animated: true)
        }
        // Given up half-way: the flow stays; finished: it ends, dismissed, and is released.
        try window.beginInteractiveDismissal().cancel()
        #expect(root.childCoordinators.map(\.name) == ["Swiped"])
        try window.beginInteractiveDismissal().finish()
        #expect(log.lines.last == "Root ← Swiped (dismissed)")
        #expect(swiped == nil)
        await MainQueue.drain()
        #expect(CoordinatorAudit().audit(root: root, window: window) == .settled([]))
    }

    @Test("a router's navigation that clears a flow's screens: unwound")
    func routeUnwinds() async throws {
        let (window, navigation, root, log) = try app()
        weak var child: Flow?
        child = root.startChild("Child")
        let home = PetriStepAssembly<LoginScreen, Void>.screen(LoginScreen.self) { LoginScreen(title: "Login") }
            .replacingRoot()
        _ = navigation
        try await PetriRouter(window: window).navigate(to: home, with: ())
        #expect(log.lines == ["Root ← Child (unwound)"])
        #expect(child == nil)
    }

    @Test("a parent that ends takes its children with it, told first")
    func parentEnds() throws {
        let (_, _, root, log) = try app()
        let parent = root.startChild("Parent")
        weak let grandchild = parent.startChild("Grandchild")
        parent.finish()
        #expect(log.lines == ["Parent ← Grandchild (completed)", "Root ← Parent (completed)"])
        #expect(grandchild?.isFinished != false)
    }

    @Test("start() twice on a running flow shows its screen once; after the flow finished it starts again")
    func startTwice() throws {
        let (window, navigation, root, log) = try app()
        defer { withExtendedLifetime(window) {} }
        let child = root.startChild("Child")
        child.start()
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Child"])
        #expect(child.isRunning)

        navigation.popViewController(animated: false)
        #expect(!child.isRunning)
        #expect(log.lines == ["Root ← Child (replaced)"])
        root.add(dependency: child)
        child.start()
        child.start()
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Child"])
        #expect(child.isRunning)
    }

    @Test("a coordinator written before the guard, overriding start() itself, still starts each time it is asked")
    func legacyStartOverride() throws {
        final class Legacy: Coordinator {
            let navigation: UINavigationController
            init(navigation: UINavigationController) { self.navigation = navigation }
            override func start() {
                navigation.pushViewController(show(Screen(title: "Legacy")), animated: false)
            }
        }
        let navigation = UINavigationController(rootViewController: Screen(title: "Root"))
        let legacy = Legacy(navigation: navigation)
        legacy.start()
        legacy.start()
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Legacy", "Legacy"])
    }

    @Test("a flow whose screens are still being built off-window is not ended for showing nothing yet")
    func notEndedWhileBuilding() throws {
        let log = Log()
        let root = Flow("Root", log: log)
        let navigation = UINavigationController()
        let child = Flow("Child", log: log, router: CoordinatorRouter(navigationController: navigation))
        root.add(dependency: child)
        child.start()
        #expect(root.childCoordinators.count == 1)
        let window = UIWindow()
        try window.setRootViewController(navigation)
        #expect(root.childCoordinators.count == 1)
        #expect(log.lines.isEmpty)
    }
}

/// Issue 19's smaller audit defects.
@MainActor
@Suite("The audit's findings")
struct AuditFindingTests {
    final class Screen: UIViewController {}

    @Test("a screen shown twice is one finding; findings come innermost first")
    func onceEachInnermostFirst() throws {
        let audit = CoordinatorAudit()
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: Screen(title: "Root"))
        window.rootViewController = navigation
        let root = CoordinatorAudit.$current.withValue(audit) { Coordinator() }
        root.childRemoval = .manual
        var kept: [UIViewController] = []
        CoordinatorAudit.$current.withValue(audit) {
            let outer = Coordinator()
            outer.childRemoval = .manual
            root.add(dependency: outer)
            let inner = Coordinator()
            outer.add(dependency: inner)
            let shared = Screen(title: "Shared")
            outer.show(shared)
            inner.show(shared)
            kept.append(shared)
            navigation.pushViewController(shared, animated: false)
        }
        navigation.popViewController(animated: false)

        let leaks = audit.leaks(root: root, window: window)
        #expect(leaks.map(\.object) == ["Coordinator", "Coordinator", #"Screen"#])
        #expect(
            leaks.map(\.path) == [
                "Coordinator › Coordinator › Coordinator", "Coordinator › Coordinator", "Coordinator",
            ])
        #expect(leaks.filter { $0.object == "Screen" }.count == 1)
        withExtendedLifetime(kept) {}
    }
}
