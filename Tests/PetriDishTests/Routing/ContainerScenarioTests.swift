import Testing
import PetriDish
@testable import PetriRouting

/// routing.md, "Containers built with their children" (scenarios 19 and 20).
@MainActor
@Suite("Routing: containers built with their children")
struct ContainerScenarioTests {
    private func categoryStep() -> PetriStepAssembly<CategoryScreen, Int> {
        PetriStepAssembly(
            finder: PetriNilFinder<CategoryScreen, Int>(), factory: ClosureFactory { _ in CategoryScreen() })
    }

    private func reviewStep() -> PetriStepAssembly<ReviewScreen, Int> {
        PetriStepAssembly(finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() })
    }

    @Test("19. Consecutive pushes into the same new navigation controller are integrated at once")
    func consecutivePushesIntegratedAtOnce() async throws {
        let (window, home) = try homeWindow()
        let route = reviewStep()
            .using(PetriNavigationControllerActions.push())
            .from(productStep().expectingContainer(UINavigationController.self))
            .using(PetriNavigationControllerActions.push())
            .from(categoryStep().expectingContainer(UINavigationController.self))
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        let start = window.transitions.count

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        let navigation = try #require(home.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["CategoryScreen", "ProductScreen(42)", "ReviewScreen"])
        #expect(window.transitions(after: start) == ["present UINavigationController in HomeScreen (animated)"])
        #expect(
            trace.decisions == [
                .notFound(step: "step 2/5 (ProductScreen)", finder: "PetriClassWithContextFinder<ProductScreen, Int>"),
                .origin(step: "step 5/5 (PetriGeneralStep.current)", viewController: "HomeScreen"),
                .build(
                    step: "step 3/5 (CategoryScreen)", factory: "ClosureFactory<CategoryScreen, Int>",
                    viewController: "CategoryScreen"),
                .embed(viewController: "CategoryScreen", action: "Push", container: "UINavigationController"),
                .build(
                    step: "step 2/5 (ProductScreen)", factory: "ClosureFactory<ProductScreen, Int>",
                    viewController: "ProductScreen"),
                .embed(viewController: "ProductScreen", action: "Push", container: "UINavigationController"),
                .build(
                    step: "step 1/5 (ReviewScreen)", factory: "ClosureFactory<ReviewScreen, Int>",
                    viewController: "ReviewScreen"),
                .embed(viewController: "ReviewScreen", action: "Push", container: "UINavigationController"),
                .build(
                    step: "step 4/5 (UINavigationController)", factory: "PetriNavigationControllerFactory<Int>",
                    viewController: "UINavigationController"),
                .perform(action: "PresentModally", viewController: "UINavigationController", existing: "HomeScreen"),
            ])
    }

    @Test("20. A container takes the following embeddable steps and stops at the first that is not")
    func containerStopsAtFirstNonEmbeddable() async throws {
        let (window, home) = try homeWindow()
        let route = reviewStep()
            .using(PetriGeneralAction.presentModally())
            .from(productStep())
            .using(PetriNavigationControllerActions.push())
            .from(categoryStep().expectingContainer(UINavigationController.self))
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        let start = window.transitions.count

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        let navigation = try #require(home.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["CategoryScreen", "ProductScreen(42)"])
        #expect(navigation.presentedViewController is ReviewScreen)
        #expect(
            window.transitions(after: start) == [
                "present UINavigationController in HomeScreen (animated)",
                "present ReviewScreen in UINavigationController (animated)",
            ])
        #expect(
            Array(trace.decisions.suffix(5)) == [
                .embed(viewController: "ProductScreen", action: "Push", container: "UINavigationController"),
                .build(
                    step: "step 4/5 (UINavigationController)", factory: "PetriNavigationControllerFactory<Int>",
                    viewController: "UINavigationController"),
                .perform(action: "PresentModally", viewController: "UINavigationController", existing: "HomeScreen"),
                .build(
                    step: "step 1/5 (ReviewScreen)", factory: "ClosureFactory<ReviewScreen, Int>",
                    viewController: "ReviewScreen"),
                .perform(action: "PresentModally", viewController: "ReviewScreen", existing: "ProductScreen"),
            ])
    }

    @Test("20. Nested containers: a new tab bar whose tab is a new navigation controller holding a push")
    func nestedContainersBuiltInside() async throws {
        let (window, _) = try homeWindow()
        let route = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriTabBarControllerActions.addTab())
            .from(PetriTabBarControllerStep<Int>())
            .using(PetriGeneralAction.replaceRoot())
            .from(PetriGeneralStep.root())
            .assemble()
        let start = window.transitions.count

        try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        let tabs = try #require(window.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.only as? UINavigationController)
        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
        #expect(window.transitions(after: start) == ["setRoot UITabBarController in Window (animated)"])
    }

    @Test("19. A push from a found screen goes onto the navigation controller that screen is in")
    func pushFromFoundScreenUsesItsNavigationController() async throws {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: ProductScreen(productID: 42))
        try window.setRootViewController(navigation)
        let route = reviewStep()
            .using(PetriNavigationControllerActions.push())
            .from(productStep().expectingContainer(UINavigationController.self))
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
        let start = window.transitions.count

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        #expect(navigation.viewControllers.map(\.debugName) == ["ProductScreen(42)", "ReviewScreen"])
        #expect(window.transitions(after: start) == ["push ReviewScreen in UINavigationController (animated)"])
        #expect(
            trace.decisions.last
                == .perform(
                    action: "Push", viewController: "ReviewScreen",
                    existing: "UINavigationController (holding ProductScreen(42))"),
            "the trace names the container pushed onto")
    }

    @Test("19. A push from a screen that is in no navigation controller fails, naming both")
    func pushFromScreenOutsideNavigation() async throws {
        let (window, home) = try homeWindow()
        home.present(ProductScreen(productID: 42), animated: false)
        let route = reviewStep()
            .using(PetriNavigationControllerActions.push())
            .from(productStep().expectingContainer(UINavigationController.self))
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()

        let error = await navigateExpectingFailure(PetriRouter(window: window), to: route, with: 42, plan: .succeeds)

        #expect(error?.kind == .actionFailed)
        #expect(
            error?.description
                == "needs a UINavigationController, but neither ProductScreen(42) nor its parents are one — Push at step 1/3 (ReviewScreen)"
        )
    }

    @Test("21. Show-detail into a new split view that has no primary fails, and nothing changes")
    func showDetailWithoutPrimaryThroughTheRouter() async throws {
        let (window, _) = try homeWindow()
        let route = reviewStep()
            .using(SplitControllerActions.showDetail())
            .from(PetriSplitControllerStep<Int>())
            .using(PetriGeneralAction.replaceRoot())
            .from(PetriGeneralStep.root())
            .assemble()

        let error = await navigateExpectingFailure(PetriRouter(window: window), to: route, with: 1, plan: .succeeds)

        #expect(error?.kind == .actionFailed)
        #expect(
            error?.description
                == "the split view has no primary view controller, so it cannot show ReviewScreen as its detail — ShowDetail at step 1/3 (ReviewScreen)"
        )
    }

    /// A window whose navigation controller, already there, shows the catalog; its delegate
    /// records what it is told.
    private func catalogWindow() throws -> (UIWindow, UINavigationController, RecordingNavigationDelegate) {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: CatalogScreen())
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        try window.setRootViewController(navigation)
        return (window, navigation, delegate)
    }

    /// `top` presented over a product pushed, after a category, onto the navigation controller
    /// in the window: two pushes gathered, then an action of another kind.
    private func presentedOverGatheredPushes(_ top: PetriStepAssembly<ReviewScreen, Int>) -> PetriDestinationStep<
        ReviewScreen, Int
    > {
        top
            .using(PetriGeneralAction.presentModally())
            .from(productStep())
            .using(PetriNavigationControllerActions.push())
            .from(categoryStep().expectingContainer(UINavigationController.self))
            .using(PetriNavigationControllerActions.push())
            .from(PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble())
            .assemble()
    }

    @Test(
        "Consecutive pushes onto a navigation controller already in the window are integrated at once, as RouteComposer postpones them"
    )
    func consecutivePushesOntoExistingNavigation() async throws {
        let (window, navigation, delegate) = try catalogWindow()
        let route = reviewStep()
            .using(PetriNavigationControllerActions.push())
            .from(productStep().expectingContainer(UINavigationController.self))
            .using(PetriNavigationControllerActions.push())
            .from(categoryStep().expectingContainer(UINavigationController.self))
            .using(PetriNavigationControllerActions.push())
            .from(PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble())
            .assemble()
        let start = window.transitions.count

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        #expect(
            navigation.viewControllers.map(\.debugName) == [
                "CatalogScreen", "CategoryScreen", "ProductScreen(42)", "ReviewScreen",
            ])
        #expect(
            window.transitions(after: start) == ["setViewControllers ReviewScreen in UINavigationController (animated)"]
        )
        #expect(delegate.shown == ["ReviewScreen"], "one change, told once")
        #expect(
            trace.decisions.filter { if case .perform = $0 { true } else { false } } == [
                .perform(action: "Push", viewController: "CategoryScreen", existing: "UINavigationController"),
                .perform(action: "Push", viewController: "ProductScreen", existing: "CategoryScreen"),
                .perform(action: "Push", viewController: "ReviewScreen", existing: "ProductScreen"),
            ])
    }

    @Test(
        "What is gathered for a navigation controller goes in before an action of another kind, which then acts on it")
    func postponedPushesIntegratedBeforePresentation() async throws {
        let (window, navigation, delegate) = try catalogWindow()
        let route = presentedOverGatheredPushes(reviewStep())
        let start = window.transitions.count

        try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 7)

        #expect(navigation.viewControllers.map(\.debugName) == ["CatalogScreen", "CategoryScreen", "ProductScreen(7)"])
        #expect(navigation.presentedViewController is ReviewScreen)
        #expect(
            window.transitions(after: start) == [
                "setViewControllers ProductScreen(7) in UINavigationController (animated)",
                "present ReviewScreen in UINavigationController (animated)",
            ])
        #expect(delegate.shown == ["ProductScreen(7)"])
    }

    @Test("A single push onto a navigation controller in the window is a push")
    func singlePushIsAPush() async throws {
        let (window, navigation, _) = try catalogWindow()
        let route = categoryStep()
            .using(PetriNavigationControllerActions.push())
            .from(PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble())
            .assemble()
        let start = window.transitions.count

        try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 1)

        #expect(navigation.viewControllers.map(\.debugName) == ["CatalogScreen", "CategoryScreen"])
        #expect(window.transitions(after: start) == ["push CategoryScreen in UINavigationController (animated)"])
    }

    @Test("A failure after pushes were gathered leaves the navigation controller as it was")
    func failureAfterGatheredPushesChangesNothing() async throws {
        let (window, navigation, delegate) = try catalogWindow()
        let route = presentedOverGatheredPushes(
            PetriStepAssembly(
                finder: PetriNilFinder<ReviewScreen, Int>(),
                factory: ClosureFactory { _ in throw TestFailure("no reviews today") }))
        let start = window.transitions.count

        let error = await navigateExpectingFailure(PetriRouter(window: window), to: route, with: 7, plan: .succeeds)

        #expect(error?.kind == .factoryFailed)
        #expect(navigation.viewControllers.map(\.debugName) == ["CatalogScreen"])
        #expect(window.transitions(after: start).isEmpty)
        #expect(delegate.shown.isEmpty, "the delegate never hears of pushes that were undone")
    }
}
