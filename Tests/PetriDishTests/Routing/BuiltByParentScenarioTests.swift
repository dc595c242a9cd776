import Testing
import PetriDish
@testable import PetriRouting

/// A screen built inside its parent's container factory is a step of its own (issue 6, defect
/// 11): RouteComposer's Example app builds its tab bar with every tab in one factory, then
/// reaches a tab with a find-only step (a nil factory, or a `PetriFinderFactory`). The router builds
/// the tab bar, then finds the tab in what it built and selects it.
@MainActor
@Suite("Routing: screens built by their parent's factory")
struct BuiltByParentScenarioTests {
    /// The app's tab bar: Circle and Square tabs, built together, Circle selected (UIKit's
    /// default).
    final class ShapesTabBarController: UITabBarController {}

    /// The tab bar step, as the app writes it: found if it is the root, else built with its
    /// tabs (Circle and Square unless told otherwise) and put in as the window's root.
    private func tabBarScreen(
        tabs: @escaping @MainActor () throws -> [UIViewController] = { [CircleScreen(), SquareScreen()] }
    ) -> PetriDestinationStep<ShapesTabBarController, Void> {
        PetriStepAssembly(
            finder: PetriClassFinder<ShapesTabBarController, Void>(),
            factory: ClosureFactory { () -> ShapesTabBarController in
                let tabBar = ShapesTabBarController()
                tabBar.setViewControllers(try tabs(), animated: false)
                return tabBar
            }
        )
        .using(PetriGeneralAction.replaceRoot())
        .from(PetriGeneralStep.root())
        .assemble()
    }

    private var tabBarScreen: PetriDestinationStep<ShapesTabBarController, Void> {
        tabBarScreen(tabs: { [UINavigationController(rootViewController: CircleScreen()), SquareScreen()] })
    }

    @Test("11. A find-only step with a nil factory finds the tab its parent built, and selects it")
    func nilFactoryFindsWhatTheParentBuilt() async throws {
        let (window, _) = try homeWindow()
        let square = PetriStepAssembly(finder: PetriClassFinder<SquareScreen, Void>(), factory: PetriNilFactory())
            .using(PetriGeneralAction.nilAction())
            .from(tabBarScreen)
            .assemble()
        let router = PetriRouter(window: window)

        let plan = try router.plan(to: square, with: ())
        #expect(
            plan.decisions.contains(
                .findInBuilt(
                    step: "step 1/3 (SquareScreen)", finder: "PetriClassFinder<SquareScreen, Void>",
                    builder: "step 2/3 (ShapesTabBarController)")))
        #expect(plan.description.contains("will find it in what step 2/3 (ShapesTabBarController) builds"))

        let trace = try await navigateComparingPlan(router, to: square, with: ())

        let tabs = try #require(window.rootViewController as? ShapesTabBarController)
        #expect(tabs.selectedIndex == 1, "the found tab is selected")
        #expect(window.visibleViewControllers.last is SquareScreen)
        #expect(
            trace.decisions.suffix(2) == [
                .foundInBuilt(
                    step: "step 1/3 (SquareScreen)", finder: "PetriClassFinder<SquareScreen, Void>",
                    viewController: "SquareScreen"),
                .bringIntoView(viewController: "SquareScreen"),
            ])
    }

    @Test("11. A PetriFinderFactory step searches when the router reaches it, not before")
    func finderFactorySearchesWhenReached() async throws {
        let (window, _) = try homeWindow()
        let circle = PetriStepAssembly(
            finder: PetriClassFinder<CircleScreen, Void>(),
            factory: PetriFinderFactory(finder: PetriClassFinder<CircleScreen, Void>(options: .currentAllStack))
        )
        .using(PetriGeneralAction.nilAction())
        .from(tabBarScreen)
        .assemble()
        let router = PetriRouter(window: window)
        let square = PetriStepAssembly(finder: PetriClassFinder<SquareScreen, Void>(), factory: PetriNilFactory())
            .using(PetriGeneralAction.nilAction())
            .from(tabBarScreen)
            .assemble()
        try await router.navigate(to: square, with: ())

        try await navigateComparingPlan(router, to: circle, with: ())

        let tabs = try #require(window.rootViewController as? ShapesTabBarController)
        #expect(tabs.selectedIndex == 0)
        #expect(window.visibleViewControllers.last is CircleScreen)
    }

    @Test("11. A find-only step with nothing built before it still fails before anything changes")
    func nothingBuiltBeforeIt() async throws {
        let (window, _) = try homeWindow()
        let square = PetriStepAssembly(finder: PetriClassFinder<SquareScreen, Void>(), factory: PetriNilFactory())
            .using(PetriGeneralAction.nilAction())
            .from(PetriGeneralStep.root())
            .assemble()
        let before = HierarchyFingerprint(window)

        let error = await #expect(throws: PetriRoutingError.self) {
            try await PetriRouter(window: window).navigate(to: square, with: ())
        }

        #expect(error?.kind == .notFound)
        #expect(
            error?.description
                == "found no SquareScreen, and the step has no factory to build one — PetriClassFinder<SquareScreen, Void> at step 1/2 (SquareScreen)"
        )
        #expect(HierarchyFingerprint(window) == before)
    }

    @Test("11. When what was built holds no such screen, the route fails and everything is restored")
    func builtButNotThere() async throws {
        let (window, _) = try homeWindow()
        let cart = PetriStepAssembly(finder: PetriClassFinder<CartScreen, Void>(), factory: PetriNilFactory())
            .using(PetriGeneralAction.nilAction())
            .from(tabBarScreen)
            .assemble()
        let before = HierarchyFingerprint(window)

        let error = await #expect(throws: PetriRoutingError.self) {
            try await PetriRouter(window: window).navigate(to: cart, with: ())
        }

        #expect(
            error?.description
                == "found no CartScreen, even in what step 2/3 (ShapesTabBarController) built — PetriClassFinder<CartScreen, Void> at step 1/3 (CartScreen)"
        )
        #expect(HierarchyFingerprint(window) == before)
    }

    @Test("6. Several levels deep: a screen at the root of a tab's navigation stack, then a push on that stack")
    func severalLevelsDeep() async throws {
        let (window, _) = try homeWindow()
        let tabBar = tabBarScreen(tabs: {
            [
                UINavigationController(rootViewController: CircleScreen()),
                UINavigationController(rootViewController: SquareScreen()),
            ]
        })
        let square = PetriStepAssembly(finder: PetriClassFinder<SquareScreen, Void>(), factory: PetriNilFactory())
            .using(PetriGeneralAction.nilAction())
            .from(tabBar)
            .assemble()
        let review = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Void>(), factory: ClosureFactory { ReviewScreen() }
        )
        .using(PetriNavigationControllerActions.push())
        .from(square.expectingContainer(UINavigationController.self))
        .assemble()

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: review, with: ())

        let tabs = try #require(window.rootViewController as? ShapesTabBarController)
        #expect(tabs.selectedIndex == 1)
        #expect(
            window.visibleViewControllers.map(\.typeName) == [
                "ShapesTabBarController", "UINavigationController", "ReviewScreen",
            ])
        #expect(trace.warnings.isEmpty)
    }
}
