import Foundation
import PetriDish
import Testing

/// Issue 34: the audit and the lifecycle share one meaning of showing; a parent ends or lets go
/// of a child explicitly; what changed nothing is reported; declared lifetimes, gestures and
/// the main queue behave as an app team expects. Written with the public API, as coordinator
/// apps are (UIKit's calls, `NSObject` delegates).
@MainActor
@Suite("Coordinators: how flows end")
struct FlowEndingTests {
    final class Screen: UIViewController {}

    final class Log {
        var lines: [String] = []
    }

    /// A coordinator that pushes one screen on a navigation controller (with a completion that
    /// logs, when given a label for it) and logs what it hears about its children.
    final class Pushing: Coordinator {
        let label: String
        let log: Log
        let navigation: UINavigationController
        let router: CoordinatorRouter?
        let completionLabel: String?
        weak var screen: Screen?

        init(
            _ label: String, log: Log, navigation: UINavigationController, router: CoordinatorRouter? = nil,
            completion: String? = nil
        ) {
            self.label = label
            self.log = log
            self.navigation = navigation
            self.router = router
            completionLabel = completion
        }

        override var name: String { label }

        override func startFlow() {
            let screen = show(Screen(title: label))
            self.screen = screen
            if let router {
                try? router.push(screen, animated: true) { [log, completionLabel] in
                    if let completionLabel { log.lines.append(completionLabel) }
                }
            } else {
                navigation.pushViewController(screen, animated: true)
            }
        }

        override func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
            log.lines.append("\(label) ← \(coordinator.name) (\(reason))")
            super.onFlowFinished(coordinator: coordinator, reason: reason)
        }
    }

    private struct App {
        let window: UIWindow
        let navigation: UINavigationController
        let router: CoordinatorRouter
        let root: Pushing
        let log: Log
        let audit: CoordinatorAudit
    }

    /// Home in a navigation controller with a router, and the app's root coordinator.
    private func app() -> App {
        let log = Log()
        let audit = CoordinatorAudit()
        let navigation = UINavigationController(rootViewController: Screen(title: "Home"))
        let router = CoordinatorRouter(navigationController: navigation)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let root = CoordinatorAudit.$current.withValue(audit) { Pushing("App", log: log, navigation: navigation) }
        return App(window: window, navigation: navigation, router: router, root: root, log: log, audit: audit)
    }

    private func child(_ label: String, of parent: Coordinator, in app: App, completion: String? = nil) -> Pushing {
        let child = CoordinatorAudit.$current.withValue(app.audit) {
            Pushing(
                label, log: app.log, navigation: app.navigation, router: completion == nil ? nil : app.router,
                completion: completion)
        }
        parent.add(dependency: child)
        child.start()
        return child
    }

    // MARK: One meaning of showing

    @Test(
        "Checkout's own screen gone while its child's payment sheet shows: the lifecycle keeps it, and the audit agrees"
    )
    func auditAgreesWithLifecycle() async {
        let app = app()
        do {
            let checkout = child("Checkout", of: app.root, in: app)
            let payment = CoordinatorAudit.$current.withValue(app.audit) {
                Pushing("Payment", log: app.log, navigation: app.navigation)
            }
            checkout.add(dependency: payment)
            let sheet = payment.show(Screen(title: "Payment sheet"))
            sheet.modalPresentationStyle = .pageSheet
            app.navigation.present(sheet, animated: true)
            // The app takes Checkout's screen out from under the sheet.
            app.navigation.setViewControllers([app.navigation.viewControllers[0]], animated: false)
        }
        await MainQueue.drain()
        #expect(app.root.childCoordinators.map(\.name) == ["Checkout"], "its flow still shows the sheet")
        #expect(app.root.childCoordinators.first?.isShowing == true)
        #expect(app.audit.audit(root: app.root, window: app.window) == .settled([]))

        app.navigation.dismiss(animated: true)
        await MainQueue.drain()
        #expect(app.log.lines == ["Checkout ← Payment (replaced)", "App ← Checkout (replaced)"])
        #expect(app.audit.audit(root: app.root, window: app.window) == .settled([]))
    }

    // MARK: Completions, then callbacks

    @Test("pop to root: the screens' completions run innermost first, then the parent hears of the flow")
    func completionsBeforeCallbacks() {
        let app = app()
        let outer = child("Outer", of: app.root, in: app, completion: "K1")
        _ = child("Inner", of: outer, in: app, completion: "K2")
        app.navigation.popToRootViewController(animated: true)
        #expect(app.log.lines == ["K2", "K1", "Outer ← Inner (replaced)", "App ← Outer (replaced)"])
    }

    @Test("a finish() in a completion that runs because the back button popped the screen: popped")
    func finishInCompletionTakesTheReason() throws {
        let app = app()
        let product = child("Product", of: app.root, in: app)
        try app.router.push(product.show(Screen(title: "Photos")), animated: true) { [weak product] in product?.finish()
        }
        try app.navigation.goBack(animated: true)
        #expect(app.log.lines == ["App ← Product (popped)"])
        #expect(app.audit.diagnostics.isEmpty, "the completion's finish() is the flow's end, not a late one")
    }

    // MARK: A parent's explicit word

    @Test("end(_:reason:): the parent ends a child's flow with its reason, the child's children first")
    func parentEndsChild() {
        let app = app()
        let account = child("Account", of: app.root, in: app)
        _ = child("Orders", of: account, in: app)
        app.root.end(account, reason: .unwound)
        #expect(app.log.lines == ["Account ← Orders (unwound)", "App ← Account (unwound)"])
        #expect(account.finishReason == .unwound)
        #expect(app.root.childCoordinators.isEmpty)
    }

    @Test("remove(dependency:) ends the child's flow: a listener of its own hears replaced, and start() starts anew")
    func removeEndsChild() {
        final class Analytics: CoordinatorFlowListener {
            var heard: [String] = []
            func onFlowFinished(coordinator: Coordinator) { heard.append(coordinator.name) }
            func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
                heard.append("\(coordinator.name) (\(reason))")
            }
        }
        let app = app()
        let analytics = Analytics()
        let promo = CoordinatorAudit.$current.withValue(app.audit) {
            Pushing("Promo", log: app.log, navigation: app.navigation)
        }
        promo.flowListener = analytics
        app.root.add(dependency: promo)
        promo.start()
        app.root.remove(dependency: promo)
        #expect(analytics.heard == ["Promo (replaced)"])
        #expect(promo.finishReason == .replaced)
        #expect(!promo.isRunning)
        #expect(app.log.lines.isEmpty, "the parent that let go is not told what it did")
        promo.finish()
        #expect(app.audit.diagnostics.map(\.kind) == [.lateFinish])
        app.root.add(dependency: promo)
        promo.start()
        #expect(promo.isRunning)
        #expect(app.navigation.viewControllers.map(\.title) == ["Home", "Promo", "Promo"])
    }

    @Test("what changed nothing is reported: a late finish, a double start, an unknown child")
    func diagnostics() throws {
        let app = app()
        let review = child("Review", of: app.root, in: app)
        review.start()
        try app.navigation.goBack(animated: true)
        review.finish()
        let stranger = CoordinatorAudit.$current.withValue(app.audit) {
            Pushing("Stranger", log: app.log, navigation: app.navigation)
        }
        app.root.end(stranger, reason: .completed)
        app.root.remove(dependency: stranger)
        app.root.remove(dependency: review)  // already let go by this parent: not reported again
        #expect(
            app.audit.diagnostics.map(\.description) == [
                "double start: App › Review: start() while its flow runs: ignored (a button tapped twice, a link handled twice?)",
                "late finish: Review: finish() after its flow ended (popped): nobody is told again",
                "unknown child: App: end(_:reason:) of Stranger, which is not its child: nothing changes",
                "unknown child: App: remove(dependency:) of Stranger, which is not its child: nothing changes",
            ])
    }

    // MARK: A let-go child's children

    /// Main, which keeps Profile; Profile holds Main strongly, a retain cycle.
    final class Profile: Coordinator {
        var main: Coordinator?
        override var name: String { "Profile" }
    }

    @Test(
        "after the app lets Main go at logout, Main's children are the audit's: the retain cycle shows, innermost first"
    )
    func letGoChildrenAreTheAudits() async {
        let app = app()
        weak var weakMain: Pushing?
        do {
            let main = child("Main", of: app.root, in: app)
            let profile = CoordinatorAudit.$current.withValue(app.audit) { Profile() }
            profile.main = main
            main.add(dependency: profile)
            app.navigation.pushViewController(profile.show(Screen(title: "Profile")), animated: true)
            weakMain = main
            // Logout: a new root and the flow let go, in one action.
            AppAction.perform {
                app.window.rootViewController = Screen(title: "Login")
                app.root.remove(dependency: main)
            }
        }
        await MainQueue.drain()
        #expect(weakMain != nil, "the cycle keeps Main alive")
        let leaks = app.audit.leaks(root: app.root, window: app.window).filter {
            ["Profile", "Main"].contains($0.object)
        }
        #expect(leaks.map(\.object) == ["Profile", "Main"])
        #expect(leaks.allSatisfy { $0.kind == .memory })
        weakMain?.childCoordinators.compactMap { $0 as? Profile }.first?.main = nil
    }

    // MARK: Lifetimes

    @Test("a coordinator kept for the next time: its flow ends when its screens leave, and start() shows them again")
    func dormantFlowRestarts() throws {
        let app = app()
        let settings = child("Settings", of: app.root, in: app)
        settings.lifetime = .longLived("kept for the next time Settings opens", atMost: 1)
        try app.navigation.goBack(animated: true)
        #expect(app.log.lines == ["App ← Settings (popped)"])
        #expect(app.audit.declaredLives().map(\.object) == ["Settings"])
        app.root.add(dependency: settings)
        settings.start()
        #expect(app.navigation.viewControllers.map(\.title) == ["Home", "Settings"])
        #expect(app.audit.leaks(root: app.root, window: app.window).isEmpty)
    }

    @Test("a flow that keeps running when hidden is never ended for showing nothing, and not reported for it")
    func keepsRunningWhenHidden() throws {
        let app = app()
        let feed = child("Feed", of: app.root, in: app)
        feed.keepsRunningWhenHidden = true
        try app.navigation.goBack(animated: true)
        #expect(app.log.lines.isEmpty)
        #expect(feed.isRunning)
        #expect(app.audit.leaks(root: app.root, window: app.window).isEmpty)
    }

    // MARK: Gestures

    /// The navigation controller's delegate, as a coordinator app writes it.
    final class NavigationLog: NSObject, UINavigationControllerDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            log.lines.append("didShow \(viewController.title ?? "")")
        }
    }

    @Test("a finished swipe back: the delegate's didShow, then the flow's end; the handle then holds no screen")
    func gestureOrderAndHandle() async throws {
        let app = app()
        let delegate = NavigationLog(log: app.log)
        app.navigation.delegate = delegate
        weak var cartScreen: Screen?
        var swipe: InteractiveGesture?
        do {
            let cart = child("Cart", of: app.root, in: app)
            cartScreen = cart.screen
            app.log.lines = []
            swipe = try app.navigation.petri.beginInteractivePop()
            try swipe?.finish()
        }
        #expect(app.log.lines == ["didShow Home", "App ← Cart (popped)"])
        await MainQueue.drain()
        #expect(cartScreen == nil, "the test still holds the gesture, which holds nothing")
        #expect(app.audit.audit(root: app.root, window: app.window) == .settled([]))
        #expect(swipe?.outcome == .finished)
    }

    @Test("a path stack's swipe back: cancelled, the path stays; finished, the route leaves and the flow is popped")
    func pathStackInteractivePop() throws {
        enum Route: Hashable { case product(Int) }
        let log = Log()
        let stack = try PathNavigationStack<Route>(
            root: Screen(title: "Shop"),
            destination: { route in
                switch route {
                case .product(let id): Screen(title: "Product \(id)")
                }
            })
        let window = UIWindow()
        window.rootViewController = stack
        let root = Pushing("App", log: log, navigation: UINavigationController())
        let product = Pushing("Product", log: log, navigation: UINavigationController())
        root.add(dependency: product)
        try stack.navigate(to: .product(7), showing: product.show(Screen(title: "Product 7")))

        let cancelled = try stack.beginInteractivePop()
        #expect(window.petri.gestureInProgress === cancelled)
        cancelled.cancel()
        #expect(stack.path == [.product(7)])
        #expect(log.lines.isEmpty)

        try stack.beginInteractivePop().finish()
        #expect(stack.path.isEmpty)
        #expect(window.petri.transitions.last?.cause == .swipeBack)
        #expect(log.lines == ["App ← Product (popped)"])
        #expect(throws: HierarchyError.self) { try stack.beginInteractivePop() }
    }

    // MARK: The main queue

    /// Work an app does off the main actor, as a service actor does.
    actor Service {
        func load() -> Int { (1...100).reduce(0, +) }
    }

    @Test("drain waits for work that resumes on the main actor after a hop to another executor")
    func drainAcrossExecutors() async {
        let app = app()
        let product = child("Product", of: app.root, in: app)
        let cart = child("Cart", of: product, in: app)
        let service = Service()
        // A service actor's answer, then a background queue's, each resuming on the main actor.
        Task { @MainActor in
            _ = await service.load()
            app.navigation.popViewController(animated: true)
        }
        Task { @MainActor in
            await withCheckedContinuation { (loaded: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async { loaded.resume() }
            }
            app.navigation.popViewController(animated: true)
        }
        await MainQueue.drain()
        #expect(app.navigation.viewControllers.map(\.title) == ["Home"])
        #expect(app.log.lines == ["Product ← Cart (replaced)", "App ← Product (replaced)"])
        #expect(MainQueue.unsettledReason(in: app.window) == nil)
        withExtendedLifetime((product, cart)) {}
    }
}
