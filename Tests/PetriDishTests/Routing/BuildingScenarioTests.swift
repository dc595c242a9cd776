import Testing
import PetriDish
@testable import PetriRouting

/// routing.md, "Building, finding, failing" (scenarios 1–14). Every success scenario also checks
/// scenario 28 through `navigateComparingPlan`; every failure scenario checks the transaction
/// (the window is exactly as before) through `navigateExpectingFailure`.
@MainActor
@Suite("Routing: building, finding, failing")
struct BuildingScenarioTests {
    @Test("1. Present a new navigation controller")
    func presentNewNavigationController() async throws {
        let (window, home) = try homeWindow()
        let posts = PostTaskRecorder()
        let route = productStep()
            .adding(RecordingPostTask<ProductScreen, Int>(recorder: posts))
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        let router = PetriRouter(window: window)
        let start = window.transitions.count

        let trace = try await navigateComparingPlan(router, to: route, with: 42)

        let navigation = try #require(home.presentedViewController as? UINavigationController)
        let product = try #require(navigation.viewControllers.first as? ProductScreen)
        #expect(navigation.viewControllers.count == 1)
        #expect(product.context as? Int == 42)
        // One presentation of a navigation controller that already holds the product: no push.
        #expect(window.transitions(after: start) == ["present UINavigationController in HomeScreen (animated)"])
        #expect(
            trace.decisions == [
                .notFound(step: "step 1/3 (ProductScreen)", finder: "PetriClassWithContextFinder<ProductScreen, Int>"),
                .origin(step: "step 3/3 (PetriGeneralStep.current)", viewController: "HomeScreen"),
                .build(
                    step: "step 1/3 (ProductScreen)", factory: "ClosureFactory<ProductScreen, Int>",
                    viewController: "ProductScreen"),
                .embed(viewController: "ProductScreen", action: "Push", container: "UINavigationController"),
                .build(
                    step: "step 2/3 (UINavigationController)", factory: "PetriNavigationControllerFactory<Int>",
                    viewController: "UINavigationController"),
                .perform(action: "PresentModally", viewController: "UINavigationController", existing: "HomeScreen"),
                .postTask(task: "RecordingPostTask<ProductScreen, Int>", viewController: "ProductScreen"),
            ])
        let run = try #require(posts.runs.only)
        #expect(run.viewController === product)
        #expect(run.routingStack.map(ObjectIdentifier.init) == [home, navigation, product].map(ObjectIdentifier.init))
    }

    @Test("2. Reuse a found container")
    func reuseFoundContainer() async throws {
        let (window, home) = try homeWindow()
        let existing = UINavigationController()
        home.present(existing, animated: false)
        let navigationBuilds = BuildCounter()
        let route = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(
                PetriStepAssembly(
                    finder: PetriClassFinder<UINavigationController, Int>(),
                    factory: CountingFactory<UINavigationController, Int>(counter: navigationBuilds) {
                        UINavigationController()
                    })
            )
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        let start = window.transitions.count

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        #expect(home.presentedViewController === existing)
        #expect(existing.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
        #expect(navigationBuilds.count == 0)
        #expect(window.transitions(after: start) == ["push ProductScreen(42) in UINavigationController (animated)"])
        #expect(
            trace.decisions.contains(
                .found(
                    step: "step 2/3 (UINavigationController)", finder: "PetriClassFinder<UINavigationController, Int>",
                    viewController: "UINavigationController")))
    }

    @Test("3. Target already there")
    func targetAlreadyThere() async throws {
        let (window, home) = try homeWindow()
        let product = ProductScreen(productID: 42)
        home.present(UINavigationController(rootViewController: product), animated: false)
        let builds = BuildCounter()
        let route = PetriStepAssembly(
            finder: PetriClassWithContextFinder<ProductScreen, Int>(),
            factory: ProductFactory(counter: builds)
        )
        .using(PetriNavigationControllerActions.push())
        .from(PetriNavigationControllerStep<Int>())
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        let before = HierarchyFingerprint(window)

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        #expect(HierarchyFingerprint(window) == before)
        #expect(builds.count == 0)
        #expect(
            trace.decisions == [
                .found(
                    step: "step 1/3 (ProductScreen)", finder: "PetriClassWithContextFinder<ProductScreen, Int>",
                    viewController: "ProductScreen(42)")
            ])
    }

    @Test("4. An action fails")
    func actionFails() async throws {
        // Tabs[Nav[Catalog], *Cart] ⇒ Modal. The route dismisses the modal, selects the first
        // tab, pushes a product, then its last action presents a review and reports failure.
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: CatalogScreen())
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, CartScreen()], animated: false)
        try tabs.select(index: 1)
        try window.setRootViewController(tabs)
        tabs.present(ModalScreen(), animated: false)
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .using(InterruptedPresentation(reason: "the presentation was interrupted"))
        .from(productStep())
        .using(PetriNavigationControllerActions.push())
        .from(
            PetriStepAssembly(
                finder: PetriClassFinder<UINavigationController, Int>(), factory: PetriNavigationControllerFactory())
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        let router = PetriRouter(window: window)

        let error = await navigateExpectingFailure(router, to: route, with: 42, plan: .succeeds)

        #expect(error?.kind == .actionFailed)
        #expect(
            error?.description
                == "the presentation was interrupted — InterruptedPresentation at step 1/4 (ReviewScreen)")
        // The router did get as far as the last action before it rolled everything back.
        #expect(
            router.lastTrace?.decisions.last
                == .perform(
                    action: "InterruptedPresentation", viewController: "ReviewScreen", existing: "ProductScreen"))
        #expect(tabs.selectedIndex == 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(window.modalChain.map(\.typeName) == ["ModalScreen"])
    }

    @Test("5. A factory throws while building the second of three new view controllers")
    func factoryThrowsMidway() async throws {
        let (window, _) = try homeWindow()
        let categoryBuilds = BuildCounter()
        let productBuilds = BuildCounter()
        let reviewBuilds = BuildCounter()
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(),
            factory: CountingFactory<ReviewScreen, Int>(counter: reviewBuilds) { ReviewScreen() }
        )
        .using(PetriGeneralAction.presentModally())
        .from(
            PetriStepAssembly(
                finder: PetriClassWithContextFinder<ProductScreen, Int>(),
                factory: ProductFactory(counter: productBuilds, failure: "the product is out of stock"))
        )
        .using(PetriGeneralAction.presentModally())
        .from(
            PetriStepAssembly(
                finder: PetriNilFinder<CategoryScreen, Int>(),
                factory: CountingFactory<CategoryScreen, Int>(counter: categoryBuilds) { CategoryScreen() })
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()

        let error = await navigateExpectingFailure(PetriRouter(window: window), to: route, with: 42, plan: .succeeds)

        #expect(error?.kind == .factoryFailed)
        #expect(error?.description == "the product is out of stock — ProductFactory at step 2/4 (ProductScreen)")
        // The first view controller was built and presented before the failure, then undone.
        #expect(categoryBuilds.count == 1)
        #expect(productBuilds.count == 1)
        #expect(reviewBuilds.count == 0)
        #expect(window.modalChain.isEmpty)
    }

    @Test("6. A view controller that cannot be dismissed", arguments: LockedPlacement.allCases)
    func cannotBeDismissed(placement: LockedPlacement) async throws {
        let log = EventLog()
        let (window, home) = try homeWindow()
        let payment = PaymentScreen(locked: true)
        let router = PetriRouter(window: window)
        func navigate<S>(from origin: PetriDestinationStep<S, Int>) async -> PetriRoutingError? {
            let route = productStep()
                .adding(RecordingInterceptor<Int>(label: "interceptor", log: log))
                .using(PetriGeneralAction.presentModally())
                .from(origin)
                .assemble()
            return await navigateExpectingFailure(router, to: route, with: 42, plan: .failsTheSame)
        }
        let error: PetriRoutingError?
        switch placement {
        case .presentedAboveOrigin:
            home.present(payment, animated: false)
            error = await navigate(from: PetriGeneralStep.root())
        case .insidePresentedContainer:
            home.present(UINavigationController(rootViewController: payment), animated: false)
            error = await navigate(from: PetriGeneralStep.root())
        case .aboveOriginInItsStack:
            let navigation = UINavigationController(rootViewController: CatalogScreen())
            navigation.pushViewController(payment, animated: false)
            home.present(navigation, animated: false)
            error = await navigate(from: PetriGeneralStep.custom(using: PetriClassFinder<CatalogScreen, Int>()))
        }

        #expect(error?.kind == .cannotBeDismissed)
        let start = placement == .aboveOriginInItsStack ? "CatalogScreen" : "HomeScreen"
        #expect(
            error?.description
                == "PaymentScreen cannot be dismissed, and the route must remove it to start from \(start)")
        #expect(log.entries.isEmpty, "no interceptor may run once the route is known to be impossible")
    }

    enum LockedPlacement: String, CaseIterable, Sendable {
        case presentedAboveOrigin, insidePresentedContainer, aboveOriginInItsStack
    }

    @Test("7. A context task refuses in its prepare phase")
    func contextTaskRefusesInPrepare() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        let builds = BuildCounter()
        let route = PetriStepAssembly(
            finder: PetriClassWithContextFinder<ProductScreen, Int>(), factory: ProductFactory(counter: builds)
        )
        .adding(
            RecordingContextTask<ProductScreen, Int>(
                label: "validation", log: log, refusal: "product -1 does not exist")
        )
        .using(PetriNavigationControllerActions.push())
        .from(PetriNavigationControllerStep<Int>())
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()

        let error = await navigateExpectingFailure(
            PetriRouter(window: window), to: route, with: -1, plan: .failsTheSame)

        #expect(error?.kind == .contextTaskFailed)
        #expect(
            error?.description
                == "product -1 does not exist — RecordingContextTask<ProductScreen, Int> at step 1/3 (ProductScreen)")
        #expect(builds.count == 0)
        #expect(
            log.entries == ["validation.prepare(-1)", "validation.prepare(-1)"],
            "prepared once by the plan, once by the navigation, never performed")
    }

    @Test("8. Nothing to start from")
    func nothingToStartFrom() async throws {
        let (window, _) = try homeWindow()
        let route = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>().assemble())
            .assemble()

        let error = await navigateExpectingFailure(
            PetriRouter(window: window), to: route, with: 42, plan: .failsTheSame)

        #expect(error?.kind == .unableToStart)
        #expect(error?.description == "unable to start the navigation: no view controller to start from was found")
    }

    @Test("8. Nothing to start from: an empty window")
    func nothingToStartFromInAnEmptyWindow() async throws {
        let route = productStep()
            .using(PetriGeneralAction.replaceRoot())
            .from(PetriGeneralStep.root())
            .assemble()

        let error = await navigateExpectingFailure(
            PetriRouter(window: UIWindow()), to: route, with: 42, plan: .failsTheSame)

        #expect(error?.kind == .unableToStart)
        #expect(
            error?.description
                == "unable to start the navigation: no view controller to start from was found (the window has no root view controller) — at step 2/2 (PetriGeneralStep.root)"
        )
    }

    @Test("9. A custom origin step whose finder finds nothing")
    func customOriginFindsNothing() async throws {
        let (window, _) = try homeWindow()
        let route = productStep()
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.custom(using: PetriClassFinder<CartScreen, Int>()))
            .assemble()

        let error = await navigateExpectingFailure(
            PetriRouter(window: window), to: route, with: 42, plan: .failsTheSame)

        #expect(error?.kind == .notFound)
        #expect(error?.entity == "PetriClassFinder<CartScreen, Int>")
        #expect(
            error?.description
                == "found nothing to start from — PetriClassFinder<CartScreen, Int> at step 2/2 (CartScreen)")
    }

    @Test("10. A post task declared for the wrong context type")
    func postTaskForWrongContextType() async throws {
        // A step's tasks must share the step's context type (the compiler checks it); a
        // router-level task is checked when a navigation starts.
        let (window, _) = try homeWindow()
        let posts = PostTaskRecorder()
        let builds = BuildCounter()
        let router = PetriRouter(window: window)
        router.add(RecordingPostTask<ProductScreen, String>(recorder: posts))
        let route = PetriStepAssembly(
            finder: PetriClassWithContextFinder<ProductScreen, Int>(), factory: ProductFactory(counter: builds)
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()

        let error = await navigateExpectingFailure(router, to: route, with: 42, plan: .failsTheSame)

        #expect(error?.kind == .typeMismatch)
        #expect(
            error?.description
                == "expects a context of type String, but the navigation's context is of type Int — RecordingPostTask<ProductScreen, String>"
        )
        #expect(posts.runs.isEmpty)
        #expect(builds.count == 0)
    }

    @Test("11. An interceptor refuses")
    func interceptorRefuses() async throws {
        let log = EventLog()
        let (window, home) = try homeWindow()
        home.present(ModalScreen(), animated: false)
        let builds = BuildCounter()
        let route = PetriStepAssembly(
            finder: PetriClassWithContextFinder<ProductScreen, Int>(), factory: ProductFactory(counter: builds)
        )
        .adding(RecordingInterceptor<Int>(label: "login", log: log, refusal: "the user cancelled the login"))
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.root())
        .assemble()
        let router = PetriRouter(window: window)

        let error = await navigateExpectingFailure(router, to: route, with: 42, plan: .succeeds)

        #expect(error?.kind == .interceptorRefused)
        #expect(error?.reason == "the user cancelled the login")
        #expect(
            error?.description == "the user cancelled the login — RecordingInterceptor<Int> at step 1/2 (ProductScreen)"
        )
        #expect(log.entries == ["login"])
        #expect(builds.count == 0)
        #expect(home.presentedViewController is ModalScreen, "nothing was dismissed")
        #expect(
            router.lastTrace?.entries.contains(
                .refused(interceptor: "RecordingInterceptor<Int>", reason: "the user cancelled the login")) == true)
    }

    @Test("12. Interceptor order")
    func interceptorOrder() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        let router = PetriRouter(window: window)
        router.add(RecordingInterceptor<Int>(label: "router 1", log: log))
        router.add(RecordingInterceptor<Int>(label: "router 2", log: log))
        func route(refusingAt refusing: String?) -> PetriDestinationStep<ProductScreen, Int> {
            func interceptor(_ label: String) -> RecordingInterceptor<Int> {
                RecordingInterceptor(label: label, log: log, refusal: label == refusing ? "\(label) says no" : nil)
            }
            return productStep()
                .adding(interceptor("product 1"))
                .adding(interceptor("product 2"))
                .using(PetriNavigationControllerActions.push())
                .from(PetriNavigationControllerStep<Int>().adding(interceptor("navigation")))
                .using(PetriGeneralAction.presentModally())
                .from(PetriGeneralStep.current())
                .assemble()
        }

        try await navigateComparingPlan(router, to: route(refusingAt: nil), with: 42)
        #expect(log.entries == ["router 1", "router 2", "product 1", "product 2", "navigation"])

        let error = await navigateExpectingFailure(router, to: route(refusingAt: "product 1"), with: 7, plan: .succeeds)
        #expect(error?.description == "product 1 says no — RecordingInterceptor<Int> at step 1/3 (ProductScreen)")
        #expect(
            Array(log.entries.dropFirst(5)) == ["router 1", "router 2", "product 1"], "the first refusal skips the rest"
        )
    }

    @Test("12. Interceptors run one after another, each awaited")
    func interceptorsAreAwaitedInTurn() async throws {
        let log = EventLog()
        let decision = UserDecision<Bool>()
        let (window, _) = try homeWindow()
        let router = PetriRouter(window: window)
        router.add(RecordingInterceptor<Int>(label: "router", log: log))
        let route = productStep()
            .adding(WaitingInterceptor<Int>(decision: decision))
            .adding(RecordingInterceptor<Int>(label: "after the wait", log: log))
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()

        let navigation = Task { try await router.navigate(to: route, with: 42) }
        await decision.untilAsked()
        #expect(log.entries == ["router"], "the next interceptor waits for the one before it")
        decision.supply(true)
        _ = try await navigation.value

        #expect(log.entries == ["router", "after the wait"])
    }

    @Test("13. Presenting from a view controller that already presents: UIKit ignores it, and the router says so")
    func presentingFromAPresenter() async throws {
        // The router dismisses whatever is above the origin, so the built-in actions never meet
        // a presenter that is busy; an app's own action that presents from elsewhere can. UIKit
        // then ignores the presentation with a console warning: the route completes, with the
        // warning and the orphan it leaves in the trace.
        let (window, home) = try homeWindow()
        let modal = ModalScreen()
        home.present(modal, animated: false)
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .using(PresentOverRoot())
        .from(PetriGeneralStep.current())
        .assemble()

        let trace = try await PetriRouter(window: window).navigate(to: route, with: 1)

        #expect(home.presentedViewController === modal)
        #expect(
            trace.warnings == [
                .discouraged(
                    rule:
                        "Attempt to present ReviewScreen on HomeScreen which is already presenting ModalScreen: UIKit ignores it"
                ),
                .orphan(viewController: "ReviewScreen", step: "step 1/2 (ReviewScreen)"),
            ])
    }

    @Test("13. The orphan is found in a window of many view controllers too")
    func orphanInABigWindow() async throws {
        // Past a few dozen view controllers, the window's are compared through a set.
        let window = UIWindow()
        let stack = UINavigationController()
        stack.setViewControllers((0..<40).map { _ in HomeScreen() }, animated: false)
        try window.setRootViewController(stack)
        let modal = PetriStepAssembly(
            finder: PetriNilFinder<ModalScreen, Void>(), factory: ClosureFactory { ModalScreen() }
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()
        let review = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .using(PresentOverRoot())
        .from(PetriGeneralStep.current())
        .assemble()

        let presented = try await PetriRouter(window: window).navigate(to: modal, with: ())
        let ignored = try await PetriRouter(window: window).navigate(to: review, with: 1)

        #expect(window.allViewControllers.count == 42)
        #expect(presented.warnings.isEmpty, "the modal is in the window: no orphan")
        #expect(ignored.warnings.last == .orphan(viewController: "ReviewScreen", step: "step 1/2 (ReviewScreen)"))
        #expect(ignored.warnings.filter { if case .orphan = $0 { true } else { false } }.count == 1)
    }

    @Test("13. The built-in present action on a view controller that already presents")
    func presentModallyOnAPresenter() throws {
        let (window, home) = try homeWindow()
        home.present(ModalScreen(), animated: false)

        let error = #expect(throws: HierarchyError.self) {
            try PetriGeneralAction.presentModally().perform(with: ReviewScreen(), on: home, animated: false)
        }

        #expect(error == .alreadyPresenting(presenter: "HomeScreen", presented: "ModalScreen"))
        #expect(error?.description == "HomeScreen is already presenting ModalScreen")
        #expect(window.modalChain.map(\.typeName) == ["ModalScreen"])
    }

    @Test("14. Replacing the root from a view controller that is not the window's root")
    func replaceRootFromNonRoot() async throws {
        let (window, home) = try homeWindow()
        home.present(ModalScreen(), animated: false)
        let route = PetriStepAssembly(
            finder: PetriNilFinder<CatalogScreen, Int>(), factory: ClosureFactory { _ in CatalogScreen() }
        )
        .using(PetriGeneralAction.replaceRoot())
        .from(PetriGeneralStep.current())
        .assemble()

        let error = await navigateExpectingFailure(PetriRouter(window: window), to: route, with: 1, plan: .succeeds)

        #expect(error?.kind == .actionFailed)
        #expect(
            error?.description
                == "ModalScreen is not the window's root, so it cannot be replaced — ReplaceRoot at step 1/2 (CatalogScreen)"
        )
        #expect(window.rootViewController === home)
    }
}

extension Array {
    /// The single element, or `nil` when there are none or several.
    var only: Element? {
        count == 1 ? first : nil
    }
}
