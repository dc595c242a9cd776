import Testing
import PetriDish
@testable import PetriRouting

/// A destination that ends off screen is never reported silently, and nothing built is dropped
/// silently (issue 12, items 1 and 2). The routes are written as RouteComposer's users write
/// them.
@MainActor
@Suite("Routing: destinations off screen and orphans")
struct OffScreenScenarioTests {
    private var tabBarStep: PetriStepAssembly<UITabBarController, Void> {
        PetriStepAssembly(
            finder: PetriClassFinder<UITabBarController, Void>(), factory: PetriTabBarControllerFactory<Void>())
    }

    private func tab<VC: UIViewController>(_ make: @escaping @MainActor () -> VC) -> PetriStepAssembly<VC, Void> {
        PetriStepAssembly(finder: PetriClassFinder<VC, Void>(), factory: ClosureFactory { make() })
    }

    @Test(
        "1. A tab bar built with its tabs keeps its first tab: the destination in the second is off screen, and the router says so"
    )
    func gatheredTabIsHiddenAndWarned() async throws {
        let (window, _) = try homeWindow()
        let square = tab { SquareScreen() }
            .using(PetriTabBarControllerActions.addTab())
            .from(tab { CircleScreen() }.expectingContainer(UITabBarController.self))
            .using(PetriTabBarControllerActions.addTab())
            .from(tabBarStep)
            .using(PetriGeneralAction.replaceRoot())
            .from(PetriGeneralStep.root())
            .assemble()
        let router = PetriRouter(window: window)

        let plan = try router.plan(to: square, with: ())
        #expect(
            plan.warnings == [
                .hiddenDestination(
                    viewController: "SquareScreen", container: "UITabBarController", shows: "CircleScreen")
            ])

        let trace = try await router.navigate(to: square, with: ())

        let tabs = try #require(window.rootViewController as? UITabBarController)
        #expect(tabs.selectedIndex == 0, "the tree shows what the device shows")
        #expect(
            trace.warnings == [
                .hiddenDestination(
                    viewController: "SquareScreen", container: "UITabBarController", shows: "CircleScreen")
            ])
        #expect(
            trace.description.contains("warning: SquareScreen is not on screen: UITabBarController shows CircleScreen"))
    }

    @Test("1. A screen integrated into an existing container is brought into view in it: a tab added is selected")
    func integratedScreenIsMadeVisible() async throws {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.setViewControllers([HomeScreen(), CatalogScreen()], animated: false)
        try window.setRootViewController(tabs)
        let review = PetriStepAssembly(
            finder: PetriClassFinder<ReviewScreen, Void>(), factory: ClosureFactory { ReviewScreen() }
        )
        .using(PetriTabBarControllerActions.addTab())
        .from(
            PetriStepAssembly(finder: PetriClassFinder<UITabBarController, Void>(), factory: PetriNilFactory())
                .assemble()
        )
        .assemble()

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: review, with: ())

        #expect(tabs.viewControllers?.count == 3)
        #expect(tabs.selectedIndex == 2, "RouteComposer brings what it integrates into view")
        #expect(window.visibleViewControllers.last is ReviewScreen)
        #expect(trace.warnings.isEmpty)
    }

    @Test("2. nilAction after a factory that builds is refused before anything changes, saying what nilAction is for")
    func nilActionWithRealFactoryIsRefused() async throws {
        let (window, _) = try homeWindow()
        let orphan = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Void>(), factory: ClosureFactory { ReviewScreen() }
        )
        .using(PetriGeneralAction.nilAction())
        .from(PetriGeneralStep.current())
        .assemble()
        let before = HierarchyFingerprint(window)
        let router = PetriRouter(window: window)

        #expect(throws: PetriRoutingError.self) { try router.plan(to: orphan, with: ()) }
        let error = await #expect(throws: PetriRoutingError.self) { try await router.navigate(to: orphan, with: ()) }

        #expect(error?.kind == .actionFailed)
        #expect(
            error?.description.hasPrefix(
                "ClosureFactory<ReviewScreen, Void> builds a ReviewScreen, but NilAction places nothing") == true)
        #expect(
            error?.description.contains("nilAction is for a step whose view controller is already in place") == true)
        #expect(HierarchyFingerprint(window) == before)
    }

    /// An action of the app's own that forgets to place what it is given.
    struct ForgetfulPresent: PetriAction {
        func perform(with viewController: UIViewController, on existingController: UIViewController, animated: Bool)
            throws
        {}
    }

    @Test("2. A route that still ends with a built view controller outside the window names it as an orphan")
    func orphanIsNamed() async throws {
        let (window, _) = try homeWindow()
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Void>(), factory: ClosureFactory { ReviewScreen() }
        )
        .using(ForgetfulPresent())
        .from(PetriGeneralStep.current())
        .assemble()

        let trace = try await PetriRouter(window: window).navigate(to: route, with: ())

        #expect(trace.warnings.contains(.orphan(viewController: "ReviewScreen", step: "step 1/2 (ReviewScreen)")))
    }
}
