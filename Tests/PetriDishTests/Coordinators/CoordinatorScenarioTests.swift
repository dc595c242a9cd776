import Testing
import PetriDish
@testable import PetriCoordinators

/// The seeds' coordinator scenarios in the Petri dish (issue 9): flows started, driven by the
/// user's gestures, finished, released — and the audit that catches the leaky ones.
@MainActor
@Suite("Coordinators: the seeds' flows")
struct CoordinatorScenarioTests {
    final class ListScreen: UIViewController {}
    final class DetailScreen: UIViewController {}
    final class CloseScreen: UIViewController {}

    /// Seed 000's child: pushes its screen and finishes when the screen leaves, however it leaves.
    final class DetailCoordinator: Coordinator {
        let router: CoordinatorRouter
        init(router: CoordinatorRouter) { self.router = router }
        override func start() {
            try? router.push(show(DetailScreen()), animated: true) { [weak self] in self?.finish() }
        }
    }

    /// Seed 000's bad child: pushes its screen and never listens for it to leave.
    final class ForgetfulCoordinator: Coordinator {
        let router: CoordinatorRouter
        init(router: CoordinatorRouter) { self.router = router }
        override func start() {
            try? router.push(show(DetailScreen()), animated: true)
        }
    }

    /// Seed 003's bad child: a strong reference to its parent makes a cycle, which its parent,
    /// removing its children by hand, never breaks (the child's flow never finishes).
    final class ClingingCoordinator: Coordinator {
        let router: CoordinatorRouter
        var strongParent: Coordinator?
        init(router: CoordinatorRouter, parent: Coordinator) {
            self.router = router
            strongParent = parent
        }
        override func start() {
            try? router.push(show(DetailScreen()), animated: true)
        }
    }

    /// Seed 000's main coordinator: the list, and a child per detail.
    final class MainCoordinator: Coordinator {
        let router: CoordinatorRouter
        init(router: CoordinatorRouter) { self.router = router }
        override func start() { try? router.setAsRoot(show(ListScreen())) }
        func showDetail(_ make: (CoordinatorRouter) -> Coordinator) {
            let child = make(router)
            add(dependency: child)
            child.start()
        }
    }

    private func app(_ audit: CoordinatorAudit) throws -> (UIWindow, UINavigationController, MainCoordinator) {
        let window = UIWindow()
        let navigation = UINavigationController()
        let main = CoordinatorAudit.$current.withValue(audit) {
            MainCoordinator(router: CoordinatorRouter(navigationController: navigation))
        }
        CoordinatorAudit.$current.withValue(audit) { main.start() }
        try window.setRootViewController(navigation)
        return (window, navigation, main)
    }

    @Test("Seed 000: main → child → the system back button → the child's flow finished → removed and released")
    func backButtonFinishesTheChild() throws {
        let audit = CoordinatorAudit()
        let (window, navigation, main) = try app(audit)
        weak var child: Coordinator?
        CoordinatorAudit.$current.withValue(audit) {
            main.showDetail { router in
                let detail = DetailCoordinator(router: router)
                child = detail
                return detail
            }
        }
        #expect(main.childCoordinators.count == 1)
        #expect(navigation.topViewController is DetailScreen)

        // The user's finger: petri's back gesture pops without asking any coordinator.
        navigation.popViewController(animated: true)

        #expect(main.childCoordinators.isEmpty, "the delegate told the router, whose completion finished the flow")
        #expect(child == nil, "nothing holds the finished coordinator")
        #expect(audit.leaks(root: main, window: window).isEmpty)
    }

    @Test("Seed 000's problem: a child that never listens for the back button is a bookkeeping leak")
    func forgetfulChildIsFlagged() throws {
        let audit = CoordinatorAudit()
        let (window, navigation, main) = try app(audit)
        // The article's main coordinator removes its children itself.
        main.childRemoval = .manual
        CoordinatorAudit.$current.withValue(audit) { main.showDetail { ForgetfulCoordinator(router: $0) } }
        #expect(audit.leaks(root: main, window: window).isEmpty, "nothing is wrong while its screen is on screen")

        navigation.popViewController(animated: true)
        audit.record("back", root: main, window: window)

        let leaks = audit.leaks(root: main, window: window)
        #expect(leaks.map(\.kind) == [.bookkeeping])
        #expect(
            leaks.first?.description
                == "bookkeeping leak: ForgetfulCoordinator (MainCoordinator › ForgetfulCoordinator) is still held by MainCoordinator although none of its screens is on screen any more [screens: DetailScreen; removed by `back`]"
        )
    }

    @Test(
        "Seed 003's problem: a child holding its parent strongly keeps both alive once the app lets go of them, a memory leak"
    )
    func clingingChildIsFlagged() throws {
        let audit = CoordinatorAudit()
        let window = UIWindow()
        let app = CoordinatorAudit.$current.withValue(audit) { Coordinator() }
        do {
            let navigation = UINavigationController()
            let main = CoordinatorAudit.$current.withValue(audit) {
                MainCoordinator(router: CoordinatorRouter(navigationController: navigation))
            }
            // The article's coordinators remove their children themselves.
            (app.childRemoval, main.childRemoval) = (.manual, .manual)
            app.add(dependency: main)
            CoordinatorAudit.$current.withValue(audit) {
                main.start()
                main.showDetail { ClingingCoordinator(router: $0, parent: main) }
            }
            try window.setRootViewController(navigation)
            #expect(audit.leaks(root: app, window: window).isEmpty)
            // Logout: the app replaces the main flow's window root and lets go of it.
            try window.setRootViewController(UIViewController(title: "Login"))
            app.remove(dependency: main)
        }

        let leaks = audit.leaks(root: app, window: window)
        // Both coordinators, and the screens the cycle keeps alive through the main flow's router.
        #expect(leaks.allSatisfy { $0.kind == .memory })
        #expect(
            leaks.map(\.object).sorted() == ["ClingingCoordinator", "DetailScreen", "ListScreen", "MainCoordinator"],
            "\(leaks.map(\.description))")
    }

    @Test("The same flow without the strong parent reference leaves nothing behind")
    func goodFlowIsClean() throws {
        let audit = CoordinatorAudit()
        let window = UIWindow()
        let app = CoordinatorAudit.$current.withValue(audit) { Coordinator() }
        do {
            let navigation = UINavigationController()
            let main = CoordinatorAudit.$current.withValue(audit) {
                MainCoordinator(router: CoordinatorRouter(navigationController: navigation))
            }
            app.add(dependency: main)
            CoordinatorAudit.$current.withValue(audit) {
                main.start()
                main.showDetail { DetailCoordinator(router: $0) }
            }
            try window.setRootViewController(navigation)
            try window.setRootViewController(UIViewController(title: "Login"))
            app.remove(dependency: main)
        }
        #expect(audit.leaks(root: app, window: window).isEmpty)
    }

    /// Seed 004's first coordinator: it sets the root; `next` starts the second.
    final class FirstCoordinator: Coordinator {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        override func start() { try? window.setRootViewController(show(ListScreen())) }
        func next() {
            guard let root = window.rootViewController else { return }
            let second = SecondCoordinator(presenter: root)
            add(dependency: second)
            second.start()
        }
    }

    /// Seed 004's second coordinator: presents a navigation controller modally and finishes on close.
    final class SecondCoordinator: Coordinator {
        weak var presenter: UIViewController?
        init(presenter: UIViewController) { self.presenter = presenter }
        override func start() {
            let navigation = UINavigationController(rootViewController: show(CloseScreen()))
            presenter?.present(navigation, animated: true)
        }
        func close() {
            presenter?.dismiss(animated: true)
            finish()
        }
    }

    @Test("Seed 004: the root, then a modal second coordinator that closes and detaches")
    func modalSecondCoordinator() throws {
        let audit = CoordinatorAudit()
        let window = UIWindow()
        let first = CoordinatorAudit.$current.withValue(audit) { FirstCoordinator(window: window) }
        weak var second: SecondCoordinator?
        CoordinatorAudit.$current.withValue(audit) {
            first.start()
            first.next()
            second = first.childCoordinators.first as? SecondCoordinator
        }
        #expect(window.visibleViewControllers.last is CloseScreen)

        second?.close()

        #expect(first.childCoordinators.isEmpty)
        #expect(second == nil)
        #expect(window.modalChain.isEmpty)
        #expect(audit.leaks(root: first, window: window).isEmpty)
    }

    @Test("Children are kept once, by identity; a coordinator moved to another parent leaves the first")
    func bookkeeping() {
        let parent = Coordinator()
        let other = Coordinator()
        let child = Coordinator()
        parent.add(dependency: child)
        parent.add(dependency: child)
        #expect(parent.childCoordinators.count == 1)
        #expect(child.parentCoordinator === parent)
        other.add(dependency: child)
        #expect(parent.childCoordinators.isEmpty && other.childCoordinators.count == 1)
        child.finish()
        #expect(other.childCoordinators.isEmpty && child.parentCoordinator == nil)
        let dependencies = DefaultCoordinatorDependencies()
        dependencies.add(dependency: child)
        dependencies.add(dependency: child)
        #expect(dependencies.dependencies.count == 1)
    }
}

/// The recording helper for app teams' tests.
@MainActor
@Suite("Coordinators: recording what a flow did")
struct TransitionRecorderTests {
    @Test("A recorder lists the operations a flow performed, in order, and none from before it")
    func recordsTheFlow() throws {
        let window = UIWindow()
        try window.setRootViewController(UINavigationController(rootViewController: UIViewController(title: "Root")))
        let recorder = TransitionRecorder(window)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let router = CoordinatorRouter(navigationController: navigation)
        try router.push(UIViewController(title: "Detail"), animated: true)
        try router.present(UIViewController(title: "Sheet"), animated: true)
        router.dismissModule(animated: true)
        try router.popModule(animated: false)
        #expect(recorder.lines.first == "push UIViewController in UINavigationController (animated)")
        #expect(recorder.lines.count == 4)
        #expect(recorder.transitions.map(\.kind) == [.push, .present, .dismiss, .pop])
    }
}
