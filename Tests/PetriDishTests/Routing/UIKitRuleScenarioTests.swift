import Testing
import PetriDish
@testable import PetriRouting

/// UIKit's rules split by what UIKit really does (issue 12, item 4): what it refuses with an
/// exception fails the route; what it only discourages or ignores is modelled as it behaves and
/// reported as a warning.
@MainActor
@Suite("Routing: rules UIKit only discourages")
struct UIKitRuleScenarioTests {
    @Test("4. A tab bar pushed onto a navigation stack is accepted, with a warning in the trace")
    func tabBarPushedOntoAStack() async throws {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: HomeScreen())
        try window.setRootViewController(navigation)
        // As the RouteComposer Example's UI tests do: a tab bar with its tabs, pushed.
        let tabs = PetriStepAssembly(
            finder: PetriClassFinder<UITabBarController, Void>(),
            factory: ClosureFactory { () -> UITabBarController in
                let tabs = UITabBarController()
                tabs.setViewControllers([CircleScreen(), SquareScreen()], animated: false)
                return tabs
            }
        )
        .using(PetriNavigationControllerActions.push())
        .from(PetriGeneralStep.current().expectingContainer(UINavigationController.self))
        .assemble()

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: tabs, with: ())

        #expect(navigation.viewControllers.count == 2)
        #expect(window.visibleViewControllers.last is CircleScreen)
        #expect(trace.warnings.count == 1)
        #expect(
            trace.warnings.first?.description.hasPrefix(
                "UITabBarController is pushed onto UINavigationController: UIKit shows it, but its documentation says")
                == true)
    }

    @Test("4. A discouraged configuration is said by the navigation that built it, not by the ones after it")
    func discouragedOnce() async throws {
        let window = UIWindow()
        let tabs = UITabBarController()
        tabs.setViewControllers([CircleScreen(), SquareScreen()], animated: false)
        let navigation = UINavigationController(rootViewController: HomeScreen())
        navigation.pushViewController(tabs, animated: false)
        try window.setRootViewController(navigation)
        let modal = PetriStepAssembly(
            finder: PetriNilFinder<ModalScreen, Void>(), factory: ClosureFactory { ModalScreen() }
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()

        let trace = try await PetriRouter(window: window).navigate(to: modal, with: ())

        #expect(window.visibleViewControllers.last is ModalScreen)
        #expect(trace.warnings.isEmpty)
        #expect(window.discouragedConfigurations.count == 1)
    }

    @Test("4. What UIKit refuses with an exception still fails: a navigation controller pushed onto another")
    func navigationInNavigationFails() async throws {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: HomeScreen())
        try window.setRootViewController(navigation)
        let route = PetriStepAssembly(
            finder: PetriNilFinder<UINavigationController, Void>(), factory: PetriNavigationControllerFactory<Void>()
        )
        .using(PetriNavigationControllerActions.push())
        .from(PetriGeneralStep.current().expectingContainer(UINavigationController.self))
        .assemble()
        let before = HierarchyFingerprint(window)

        let error = await #expect(throws: PetriRoutingError.self) {
            try await PetriRouter(window: window).navigate(to: route, with: ())
        }

        #expect(error?.kind == .actionFailed)
        #expect(HierarchyFingerprint(window) == before)
    }
}
