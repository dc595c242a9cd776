import Testing
import PetriDish
@testable import PetriRouting

/// routing.md scenario 28: `plan` returns the decisions the router would take and leaves the
/// hierarchy untouched. Every success scenario of the other suites compares its plan with its
/// trace (`navigateComparingPlan`), and every failure scenario that fails before building checks
/// that the plan fails with the same error (`navigateExpectingFailure(plan: .failsTheSame)`);
/// these tests cover what those do not.
@MainActor
@Suite("Routing: dry run (28)")
struct PlanScenarioTests {
    /// `W: Tabs[Nav[Circle, Product(7)], *Square] ⇒ Modal("M")` and a route that must dismiss,
    /// switch tab, push, present, run interceptors and tasks.
    @MainActor
    private struct Composite {
        let window = UIWindow()
        let tabs = UITabBarController()
        let navigation: UINavigationController
        let log = EventLog()
        let posts = PostTaskRecorder()
        let productBuilds = BuildCounter()
        let router: PetriRouter
        let route: PetriDestinationStep<ReviewScreen, Int>

        init() throws {
            navigation = UINavigationController(rootViewController: CircleScreen())
            navigation.pushViewController(ProductScreen(productID: 7), animated: false)
            tabs.setViewControllers([navigation, SquareScreen()], animated: false)
            try tabs.select(index: 1)
            try window.setRootViewController(tabs)
            tabs.present(ModalScreen(context: "M"), animated: false)
            router = PetriRouter(window: window)
            router.add(RecordingInterceptor<Int>(label: "router", log: log))
            route = PetriStepAssembly(
                finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
            )
            .adding(RecordingPostTask<ReviewScreen, Int>(recorder: posts))
            .using(PetriGeneralAction.presentModally())
            .from(
                PetriStepAssembly(
                    finder: PetriClassWithContextFinder<ProductScreen, Int>(),
                    factory: ProductFactory(counter: productBuilds)
                )
                .adding(RecordingContextTask<ProductScreen, Int>(label: "product task", log: log))
                .adding(RecordingInterceptor<Int>(label: "product", log: log))
            )
            .using(PetriNavigationControllerActions.push())
            .from(
                PetriStepAssembly(
                    finder: PetriClassFinder<UINavigationController, Int>(), factory: PetriNavigationControllerFactory()
                )
            )
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        }
    }

    @Test("28. A plan lists every decision, in the order the router takes them")
    func planListsEveryDecision() throws {
        let composite = try Composite()

        let plan = try composite.router.plan(to: composite.route, with: 42)

        #expect(
            plan.decisions == [
                .notFound(step: "step 2/4 (ProductScreen)", finder: "PetriClassWithContextFinder<ProductScreen, Int>"),
                .found(
                    step: "step 3/4 (UINavigationController)", finder: "PetriClassFinder<UINavigationController, Int>",
                    viewController: "UINavigationController"),
                .intercept(interceptor: "RecordingInterceptor<Int>"),
                .intercept(interceptor: "RecordingInterceptor<Int>"),
                .dismiss(viewController: #"ModalScreen("M")"#),
                .makeVisible(viewController: "UINavigationController", container: "UITabBarController"),
                .build(step: "step 2/4 (ProductScreen)", factory: "ProductFactory", viewController: "ProductScreen"),
                .perform(action: "Push", viewController: "ProductScreen", existing: "UINavigationController"),
                .build(
                    step: "step 1/4 (ReviewScreen)", factory: "ClosureFactory<ReviewScreen, Int>",
                    viewController: "ReviewScreen"),
                .perform(action: "PresentModally", viewController: "ReviewScreen", existing: "ProductScreen"),
                .contextTask(task: "RecordingContextTask<ProductScreen, Int>", viewController: "ProductScreen"),
                .postTask(task: "RecordingPostTask<ReviewScreen, Int>", viewController: "ReviewScreen"),
            ])
    }

    @Test("28. Planning changes nothing and runs no interceptor, factory, action or task body")
    func planningHasNoEffects() throws {
        let composite = try Composite()
        let before = HierarchyFingerprint(composite.window)

        _ = try composite.router.plan(to: composite.route, with: 42)

        #expect(HierarchyFingerprint(composite.window) == before)
        #expect(composite.log.entries == ["product task.prepare(42)"], "only the checks a plan needs ran")
        #expect(composite.productBuilds.count == 0)
        #expect(composite.posts.runs.isEmpty)
        #expect(composite.router.lastTrace == nil)
        #expect(!composite.router.isNavigating)
    }

    @Test("28. The navigation then takes exactly the planned decisions")
    func navigationFollowsThePlan() async throws {
        let composite = try Composite()
        let start = composite.window.transitions.count

        try await navigateComparingPlan(composite.router, to: composite.route, with: 42)

        #expect(composite.tabs.selectedIndex == 0)
        #expect(
            composite.navigation.viewControllers.map(\.debugName) == [
                "CircleScreen", "ProductScreen(7)", "ProductScreen(42)",
            ])
        // Presenting from a screen inside containers presents from the outermost one, as UIKit does.
        #expect(composite.tabs.presentedViewController is ReviewScreen)
        #expect(
            composite.window.transitions(after: start) == [
                #"dismiss ModalScreen("M") in UITabBarController (animated)"#,
                "selectTab UINavigationController in UITabBarController (animated)",
                "push ProductScreen(42) in UINavigationController (animated)",
                "present ReviewScreen in UITabBarController (animated)",
            ])
    }

    @Test("28. Plan and trace name a reused view controller the same, even when a context task changes its context")
    func reusedViewControllerKeepsItsName() async throws {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: ProductScreen(productID: 41))
        try window.setRootViewController(navigation)
        let posts = PostTaskRecorder()
        // Any product screen is reused; the context task shows the new product in it.
        let route = PetriStepAssembly(
            finder: PetriClassFinder<ProductScreen, Int>(), factory: ClosureFactory { ProductScreen(productID: $0) }
        )
        .adding(ContextSettingTask<ProductScreen, Int>())
        .adding(RecordingPostTask<ProductScreen, Int>(recorder: posts))
        .using(PetriNavigationControllerActions.push())
        .from(
            PetriStepAssembly(
                finder: PetriClassFinder<UINavigationController, Int>(), factory: PetriNavigationControllerFactory())
        )
        .using(PetriGeneralAction.replaceRoot())
        .from(PetriGeneralStep.root())
        .assemble()

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
        #expect(
            trace.decisions == [
                .found(
                    step: "step 1/3 (ProductScreen)", finder: "PetriClassFinder<ProductScreen, Int>",
                    viewController: "ProductScreen(41)"),
                .contextTask(task: "ContextSettingTask<ProductScreen, Int>", viewController: "ProductScreen(41)"),
                .postTask(task: "RecordingPostTask<ProductScreen, Int>", viewController: "ProductScreen(41)"),
            ])
        #expect(posts.runs.only?.viewController.context as? Int == 42)
    }

    @Test("28. A plan refuses the same way as the navigation when the route cannot even start")
    func planRefusesLikeNavigation() async throws {
        let window = UIWindow()
        try window.setRootViewController(HomeScreen())
        let route = PetriStepAssembly(finder: PetriClassFinder<ProductScreen, Int>())
            .assemble()

        let error = await navigateExpectingFailure(
            PetriRouter(window: window), to: route, with: 42, plan: .failsTheSame)

        #expect(error?.kind == .notFound)
        #expect(
            error?.description
                == "found no ProductScreen, and the step has no factory to build one — PetriClassFinder<ProductScreen, Int> at step 1/1 (ProductScreen)"
        )
    }
}
