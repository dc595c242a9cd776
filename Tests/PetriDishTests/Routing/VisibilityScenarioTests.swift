import Testing
import PetriDish
@testable import PetriRouting

/// routing.md, "Dismissing and making visible" (scenarios 15–18).
@MainActor
@Suite("Routing: dismissing and making visible")
struct VisibilityScenarioTests {
    /// `W: Tabs[Nav[Home], *Cart]`.
    private func tabWindow() throws -> (window: UIWindow, tabs: UITabBarController, cart: CartScreen) {
        let window = UIWindow()
        let tabs = UITabBarController()
        let cart = CartScreen()
        tabs.setViewControllers([UINavigationController(rootViewController: HomeScreen()), cart], animated: false)
        try tabs.select(index: 1)
        try window.setRootViewController(tabs)
        return (window, tabs, cart)
    }

    private var tabBarRoute: PetriDestinationStep<UITabBarController, Void> {
        PetriStepAssembly(finder: PetriClassFinder<UITabBarController, Void>()).assemble()
    }

    @Test("15. Dismiss modals above the origin")
    func dismissModalsAboveOrigin() async throws {
        let (window, tabs, cart) = try tabWindow()
        let first = ModalScreen(context: "M1")
        tabs.present(first, animated: false)
        first.present(ModalScreen(context: "M2"), animated: false)
        let start = window.transitions.count

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: tabBarRoute, with: ())

        #expect(window.modalChain.isEmpty)
        #expect(tabs.selectedIndex == 1)
        #expect(window.visibleViewControllers.map(ObjectIdentifier.init) == [tabs, cart].map(ObjectIdentifier.init))
        #expect(window.transitions(after: start) == [#"dismiss ModalScreen("M1") in UITabBarController (animated)"#])
        #expect(
            trace.decisions == [
                .found(
                    step: "step 1/1 (UITabBarController)", finder: "PetriClassFinder<UITabBarController, Void>",
                    viewController: "UITabBarController"),
                .dismiss(viewController: #"ModalScreen("M2")"#),
                .dismiss(viewController: #"ModalScreen("M1")"#),
            ])
    }

    @Test("16. A modal that cannot be dismissed blocks the route", arguments: [false, true])
    func undismissibleModalBlocks(lockedInsideContainer: Bool) async throws {
        let (window, tabs, _) = try tabWindow()
        let first = ModalScreen(context: "M1")
        tabs.present(first, animated: false)
        let payment = PaymentScreen(locked: true)
        first.present(
            lockedInsideContainer ? UINavigationController(rootViewController: payment) : payment, animated: false)

        let error = await navigateExpectingFailure(
            PetriRouter(window: window), to: tabBarRoute, with: (), plan: .failsTheSame)

        #expect(error?.kind == .cannotBeDismissed)
        #expect(
            error?.description
                == "PaymentScreen cannot be dismissed, and the route must remove it to start from UITabBarController")
        #expect(window.modalChain.count == 2)
    }

    @Test("17. Make visible by switching tab")
    func makeVisibleBySwitchingTab() async throws {
        let window = UIWindow()
        let circle = CircleScreen()
        let navigation = UINavigationController(rootViewController: circle)
        navigation.pushViewController(ProductScreen(productID: 7), animated: false)
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, SquareScreen()], animated: false)
        try tabs.select(index: 1)
        try window.setRootViewController(tabs)
        let start = window.transitions.count
        let route = PetriStepAssembly(finder: PetriClassFinder<CircleScreen, Void>()).assemble()

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: ())

        #expect(tabs.selectedIndex == 0)
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(circle)])
        #expect(
            window.visibleViewControllers.map(ObjectIdentifier.init)
                == [tabs, navigation, circle].map(ObjectIdentifier.init))
        #expect(
            window.transitions(after: start) == [
                "selectTab UINavigationController in UITabBarController (animated)",
                "pop CircleScreen in UINavigationController (animated)",
            ])
        #expect(
            trace.decisions == [
                .found(
                    step: "step 1/1 (CircleScreen)", finder: "PetriClassFinder<CircleScreen, Void>",
                    viewController: "CircleScreen"),
                .makeVisible(viewController: "UINavigationController", container: "UITabBarController"),
                .makeVisible(viewController: "CircleScreen", container: "UINavigationController"),
            ])
        #expect(
            delegate.shown == ["CircleScreen"], "the navigation delegate hears about the pop once the route committed")
    }

    @Test("18. Navigating to what is already visible changes nothing")
    func alreadyVisible() async throws {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: CircleScreen())
        navigation.pushViewController(ProductScreen(productID: 7), animated: false)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, SquareScreen()], animated: false)
        try window.setRootViewController(tabs)
        let before = HierarchyFingerprint(window)
        let builds = BuildCounter()
        let route = PetriStepAssembly(
            finder: PetriClassWithContextFinder<ProductScreen, Int>(), factory: ProductFactory(counter: builds)
        )
        .using(PetriNavigationControllerActions.push())
        .from(
            PetriStepAssembly(
                finder: PetriClassFinder<UINavigationController, Int>(), factory: PetriNavigationControllerFactory())
        )
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 7)

        #expect(HierarchyFingerprint(window) == before)
        #expect(builds.count == 0)
        #expect(
            trace.decisions == [
                .found(
                    step: "step 1/3 (ProductScreen)", finder: "PetriClassWithContextFinder<ProductScreen, Int>",
                    viewController: "ProductScreen(7)")
            ])
    }
}
