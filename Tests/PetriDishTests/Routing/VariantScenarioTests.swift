import Testing
import PetriDish
@testable import PetriRouting

/// routing.md, "Variants and helpers" (scenarios 22–27).
@MainActor
@Suite("Routing: variants and helpers", .timeLimit(.minutes(5)))
struct VariantScenarioTests {
    // MARK: 22

    /// Products: featured ones (id 1) are presented alone; inside the catalog they are pushed
    /// there; sale items (id ≥ 100) are presented alone; otherwise in a new navigation stack.
    private func productSwitch(log: EventLog, withDefault: Bool = true) -> PetriDestinationStep<ProductScreen, Int> {
        let presented = productStep().using(PetriGeneralAction.presentModally()).from(PetriGeneralStep.current())
            .assemble()
        let inCatalog = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble())
            .assemble()
        let inNewStack = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        let cases = PetriSwitchAssembly<ProductScreen, Int>()
            .addCase(named: "featured") { id in
                log.record("featured? \(id)")
                return id == 1 ? presented : nil
            }
            .addCase(named: "in catalog", when: PetriClassFinder<CatalogScreen, Int>(), from: inCatalog)
            .addCase(named: "sale") { id in
                log.record("sale? \(id)")
                return id >= 100 ? presented : nil
            }
        return withDefault ? cases.assemble(default: inNewStack) : cases.assemble()
    }

    @Test(
        "22. Switch assembly: the first case that answers wins, later cases are not evaluated",
        arguments: [
            (1, "featured", ["featured? 1"]),
            (100, "sale", ["featured? 100", "sale? 100"]),
            (5, "default", ["featured? 5", "sale? 5"]),
        ])
    func switchChoosesFirstAnsweringCase(productID: Int, choice: String, evaluated: [String]) async throws {
        let log = EventLog()
        let (window, home) = try homeWindow()

        let trace = try await PetriRouter(window: window).navigate(to: productSwitch(log: log), with: productID)

        #expect(trace.decisions.first == .switched(step: "step 1/1 (ProductScreen)", choice: choice))
        #expect(log.entries == evaluated)
        let presented = try #require(home.presentedViewController)
        let product = (presented as? UINavigationController)?.topViewController ?? presented
        #expect(product.debugName == "ProductScreen(\(productID))")
        #expect((presented is UINavigationController) == (choice == "default"))
    }

    @Test("22. Switch assembly: a case that looks at the hierarchy")
    func switchCaseWithFinder() async throws {
        let log = EventLog()
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: CatalogScreen())
        try window.setRootViewController(navigation)

        let trace = try await PetriRouter(window: window).navigate(to: productSwitch(log: log), with: 5)

        #expect(trace.decisions.first == .switched(step: "step 1/1 (ProductScreen)", choice: "in catalog"))
        #expect(log.entries == ["featured? 5"], "the sale case after it is never evaluated")
        #expect(navigation.viewControllers.map(\.debugName) == ["CatalogScreen", "ProductScreen(5)"])
    }

    @Test("22. Switch assembly: without a default, no answer fails the navigation")
    func switchWithoutDefault() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()

        let error = await navigateExpectingFailure(
            PetriRouter(window: window), to: productSwitch(log: log, withDefault: false), with: 5, plan: .failsTheSame)

        #expect(error?.kind == .notFound)
        #expect(
            error?.description
                == "no case applies, and there is no default — PetriSwitchAssembly<ProductScreen> at step 1/1 (ProductScreen)"
        )
    }

    @Test("22. Switch assembly: the plan takes the same choice as the navigation")
    func switchPlanMatchesTrace() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()

        try await navigateComparingPlan(PetriRouter(window: window), to: productSwitch(log: log), with: 100)

        #expect(
            log.entries == ["featured? 100", "sale? 100", "featured? 100", "sale? 100"],
            "evaluated once by the plan, once by the navigation")
    }

    @Test("22. Switch assembly in the middle of a chain: where the product's stack comes from")
    func switchInTheMiddleOfAChain() async throws {
        let (window, home) = try homeWindow()
        let stack = PetriSwitchAssembly<UINavigationController, Int>()
            .addCase(
                named: "existing stack", when: PetriClassFinder<UINavigationController, Int>(),
                from: PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble()
            )
            .assemble(
                default: PetriNavigationControllerStep<Int>().using(PetriGeneralAction.presentModally()).from(
                    PetriGeneralStep.current()
                ).assemble())
        let route = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(stack)
            .assemble()
        let router = PetriRouter(window: window)

        let first = try await navigateComparingPlan(router, to: route, with: 1)
        let second = try await navigateComparingPlan(router, to: route, with: 2)

        let navigation = try #require(home.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(1)", "ProductScreen(2)"])
        #expect(first.decisions.contains(.switched(step: "step 2/2 (UINavigationController)", choice: "default")))
        #expect(
            second.decisions.contains(.switched(step: "step 2/2 (UINavigationController)", choice: "existing stack")))
    }

    // MARK: 23

    @Test("23. A second navigation while one is waiting is refused, and the first then completes")
    func secondNavigationRefusedWhileWaiting() async throws {
        let (window, home) = try homeWindow()
        let decision = UserDecision<Bool>()
        let router = PetriRouter(window: window)
        let waitingRoute = productStep()
            .adding(WaitingInterceptor<Int>(decision: decision))
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        let otherRoute = PetriStepAssembly(
            finder: PetriNilFinder<CartScreen, Int>(), factory: ClosureFactory { _ in CartScreen() }
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        let plan = try router.plan(to: waitingRoute, with: 42)

        let first = Task { try await router.navigate(to: waitingRoute, with: 42) }
        await decision.untilAsked()
        #expect(router.isNavigating)
        let whileWaiting = HierarchyFingerprint(window)

        let error = await #expect(throws: PetriRoutingError.self) {
            try await router.navigate(to: otherRoute, with: 7)
        }
        #expect(error?.kind == .navigationInProgress)
        #expect(error?.description == "navigation is in progress: another navigation has not finished yet")
        // Another router on the same window is refused as well: the window is in a transaction.
        let otherRouterError = await #expect(throws: PetriRoutingError.self) {
            try await PetriRouter(window: window).navigate(to: otherRoute, with: 7)
        }
        #expect(otherRouterError?.kind == .navigationInProgress)
        #expect(HierarchyFingerprint(window) == whileWaiting, "the refused navigations changed nothing")

        decision.supply(true)
        let trace = try await first.value

        #expect(!router.isNavigating)
        #expect(trace.decisions == plan.decisions)
        let navigation = try #require(home.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
        #expect(!window.allViewControllers.contains { $0 is CartScreen })
        #expect(router.lastTrace == trace)
    }

    // MARK: 24

    @Test("24. A view controller that is being dismissed is never found")
    func beingDismissedIsNeverFound() throws {
        let (window, home) = try homeWindow()
        let leaving = ObservingScreen()
        home.present(leaving, animated: false)
        let router = PetriRouter(window: window)
        let carelessRoute = PetriStepAssembly(
            finder: CarelessInstanceFinder<ObservingScreen, Int>(instance: leaving),
            factory: ClosureFactory { _ in ObservingScreen() }
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.root())
        .assemble()
        var seenWhileLeaving: [String] = []
        var planWhileLeaving: RoutingPlan?
        leaving.onDisappear = { screen in
            #expect(screen.isBeingDismissed)
            let byClass = try? PetriClassFinder<ObservingScreen, Int>().findViewController(in: window, with: 0)
            let byInstance = try? PetriInstanceFinder<ObservingScreen, Int>(instance: screen).findViewController(
                in: window, with: 0)
            seenWhileLeaving = [byClass, byInstance].map { $0?.debugName ?? "nothing" }
            planWhileLeaving = try? router.plan(to: carelessRoute, with: 0)
        }
        // Before the dismissal the same finders do find it.
        #expect(try PetriClassFinder<ObservingScreen, Int>().findViewController(in: window, with: 0) === leaving)
        #expect(
            try PetriInstanceFinder<ObservingScreen, Int>(instance: leaving).findViewController(in: window, with: 0)
                === leaving)

        home.dismiss(animated: true)

        #expect(seenWhileLeaving == ["nothing", "nothing"])
        // Even a finder that returns it anyway is not trusted: the router builds a new one.
        #expect(
            planWhileLeaving?.decisions.prefix(2) == [
                .notFound(step: "step 1/2 (ObservingScreen)", finder: "CarelessInstanceFinder<ObservingScreen, Int>"),
                .origin(step: "step 2/2 (PetriGeneralStep.root)", viewController: "HomeScreen"),
            ])
    }

    // MARK: 25

    @Test(
        "25. Post tasks run once everything is in place, with the origin then the built view controllers in build order"
    )
    func postTasksRunAfterEverything() async throws {
        let (window, home) = try homeWindow()
        let posts = PostTaskRecorder()
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .adding(RecordingPostTask<ReviewScreen, Int>(recorder: posts))
        .using(PetriGeneralAction.presentModally())
        .from(productStep().adding(RecordingPostTask<ProductScreen, Int>(recorder: posts)))
        .using(PetriNavigationControllerActions.push())
        .from(
            PetriNavigationControllerStep<Int>().adding(RecordingPostTask<UINavigationController, Int>(recorder: posts))
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()

        try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        let final = HierarchyFingerprint(window)
        #expect(
            posts.runs.map(\.viewController.debugName) == [
                "UINavigationController", "ProductScreen(42)", "ReviewScreen",
            ])
        for run in posts.runs {
            #expect(
                run.fingerprint == final,
                "\(run.viewController.debugName)'s post task ran before everything was in place")
            #expect(
                run.routingStack.map(\.debugName) == [
                    "HomeScreen", "UINavigationController", "ProductScreen(42)", "ReviewScreen",
                ])
        }
        #expect(posts.runs.first?.routingStack.first === home)
    }

    @Test("25. The routing stack lists a view controller once, even when a step reuses the origin")
    func routingStackWithoutDuplicates() async throws {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: CatalogScreen())
        try window.setRootViewController(navigation)
        let posts = PostTaskRecorder()
        // The navigation step "builds" by finding the navigation controller the route starts from.
        let route = productStep()
            .adding(RecordingPostTask<ProductScreen, Int>(recorder: posts))
            .using(PetriNavigationControllerActions.push())
            .from(
                PetriStepAssembly(
                    finder: PetriNilFinder<UINavigationController, Int>(),
                    factory: PetriFinderFactory(finder: PetriClassFinder<UINavigationController, Int>()))
            )
            .using(PetriGeneralAction.nilAction())
            .from(PetriGeneralStep.custom(using: PetriClassFinder<UINavigationController, Int>()))
            .assemble()

        try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        let run = try #require(posts.runs.only)
        #expect(
            run.routingStack.map(ObjectIdentifier.init) == [navigation, run.viewController].map(ObjectIdentifier.init))
        #expect(navigation.viewControllers.map(\.debugName) == ["CatalogScreen", "ProductScreen(42)"])
    }

    @Test("25. Post tasks do not run when the navigation fails")
    func postTasksOnlyOnSuccess() async throws {
        let (window, _) = try homeWindow()
        let posts = PostTaskRecorder()
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .using(InterruptedPresentation(reason: "interrupted"))
        .from(productStep().adding(RecordingPostTask<ProductScreen, Int>(recorder: posts)))
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()

        let error = await navigateExpectingFailure(PetriRouter(window: window), to: route, with: 42, plan: .succeeds)

        #expect(error?.kind == .actionFailed)
        #expect(posts.runs.isEmpty)
    }

    // MARK: 26 and 27

    /// `current ⇒ Nav[Product]`, behind the login interceptor.
    private func loginProtectedRoute(session: Session) -> PetriDestinationStep<ProductScreen, Int> {
        productStep()
            .adding(LoginInterceptor<Int>(session: session))
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
    }

    @Test("26. An interceptor with its own UI: login succeeds and the navigation continues")
    func loginSucceedsAndNavigationContinues() async throws {
        let (window, home) = try homeWindow()
        let session = Session()
        let router = PetriRouter(window: window)
        let route = loginProtectedRoute(session: session)
        let plan = try router.plan(to: route, with: 42)
        let start = window.transitions.count

        let navigation = Task { try await router.navigate(to: route, with: 42) }
        await session.login.untilAsked()
        let loginScreen = try #require(session.loginScreens.only)
        #expect(window.topmostViewController === loginScreen)
        #expect(loginScreen.presentingViewController === home)
        session.login.supply(true)
        let trace = try await navigation.value

        #expect(session.isLoggedIn)
        #expect(!window.allViewControllers.contains { $0 is LoginScreen })
        let stack = try #require(home.presentedViewController as? UINavigationController)
        #expect(stack.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
        #expect(
            window.transitions(after: start) == [
                "present LoginScreen in HomeScreen (animated)",
                "dismiss LoginScreen in HomeScreen (animated)",
                "present UINavigationController in HomeScreen (animated)",
            ])
        #expect(trace.entries.contains(.allowed(interceptor: "LoginInterceptor<Int>")))
        #expect(trace.decisions == plan.decisions)
    }

    @Test("26. An interceptor with its own UI: login cancelled, the login screen is gone and nothing changed")
    func loginCancelledRestoresEverything() async throws {
        let (window, home) = try homeWindow()
        let session = Session()
        let router = PetriRouter(window: window)
        let before = HierarchyFingerprint(window)

        let navigation = Task { try await router.navigate(to: loginProtectedRoute(session: session), with: 42) }
        await session.login.untilAsked()
        #expect(home.presentedViewController is LoginScreen)
        session.login.supply(false)
        let result = await navigation.result

        let error = try #require(result.failure as? PetriRoutingError)
        #expect(error.kind == .interceptorRefused)
        #expect(error.description == "the user cancelled the login — LoginInterceptor<Int> at step 1/3 (ProductScreen)")
        #expect(!session.isLoggedIn)
        #expect(HierarchyFingerprint(window) == before)
        #expect(window.transaction == nil)
        #expect(!router.isNavigating)
    }

    @Test("27. A deep link while logged out shows login first and lands on the product after login")
    func deepLinkWaitsForLogin() async throws {
        // Tabs[Nav[Catalog], *Cart]; product links push onto the catalog's stack.
        let window = UIWindow()
        let catalog = UINavigationController(rootViewController: CatalogScreen())
        let tabs = UITabBarController()
        tabs.setViewControllers([catalog, CartScreen()], animated: false)
        try tabs.select(index: 1)
        try window.setRootViewController(tabs)
        let session = Session()
        let router = PetriRouter(window: window)
        let productRoute = productStep()
            .adding(LoginInterceptor<Int>(session: session))
            .using(PetriNavigationControllerActions.push())
            .from(
                PetriStepAssembly(
                    finder: PetriClassFinder<UINavigationController, Int>(options: .fullStack, startingPoint: .root)
                ).assemble()
            )
            .assemble()
        func open(_ link: String) async throws -> RoutingTrace {
            let prefix = "shop://product/"
            guard link.hasPrefix(prefix), let productID = Int(link.dropFirst(prefix.count)) else {
                throw TestFailure("\(link) is not a product link")
            }
            return try await router.navigate(to: productRoute, with: productID)
        }

        let pending = Task { try await open("shop://product/42") }
        await session.login.untilAsked()
        #expect(window.visibleViewControllers.map(\.typeName) == ["LoginScreen"], "login is shown first")
        #expect(catalog.viewControllers.count == 1, "the product is not there yet")
        session.login.supply(true)
        _ = try await pending.value

        #expect(tabs.selectedIndex == 0)
        #expect(window.modalChain.isEmpty)
        #expect(
            window.visibleViewControllers.map(\.debugName) == [
                "UITabBarController", "UINavigationController", "ProductScreen(42)",
            ])

        // Logged in now: the next link goes straight to its product.
        _ = try await open("shop://product/7")
        #expect(session.loginScreens.count == 1)
        #expect(catalog.viewControllers.map(\.debugName) == ["CatalogScreen", "ProductScreen(42)", "ProductScreen(7)"])
    }
}

extension Result {
    /// The error of a failure, or `nil`.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
