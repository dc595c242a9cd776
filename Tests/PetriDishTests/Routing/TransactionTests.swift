import Testing
import PetriDish
@testable import PetriRouting

/// Routing is a transaction: when a navigation fails after it changed things, the window is put
/// back exactly as it was. The failure scenarios of the other suites check this through
/// `navigateExpectingFailure`; these tests fail later in the navigation, after containers were
/// built, roots replaced and stacks pushed.
@MainActor
@Suite("Routing: transactions")
struct TransactionTests {
    /// `W: Tabs[Nav[Catalog], *Cart] ⇒ Modal`.
    @MainActor
    private struct ShopWindow {
        let window = UIWindow()
        let tabs = UITabBarController()
        let catalog: UINavigationController
        let delegate = RecordingNavigationDelegate()

        init() throws {
            catalog = UINavigationController(rootViewController: CatalogScreen())
            catalog.delegate = delegate
            tabs.setViewControllers([catalog, CartScreen()], animated: false)
            try tabs.select(index: 1)
            try window.setRootViewController(tabs)
            tabs.present(ModalScreen(), animated: false)
        }
    }

    @Test(
        "A context task that fails in perform, after the product was pushed, undoes the dismissal, the tab switch and the push"
    )
    func contextTaskFailsAfterBuilding() async throws {
        let shop = try ShopWindow()
        let log = EventLog()
        let posts = PostTaskRecorder()
        let route = productStep()
            .adding(
                RecordingContextTask<ProductScreen, Int>(
                    label: "show", log: log, failure: "the product could not be shown")
            )
            .adding(RecordingPostTask<ProductScreen, Int>(recorder: posts))
            .using(PetriNavigationControllerActions.push())
            .from(PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble())
            .assemble()
        let router = PetriRouter(window: shop.window)

        let error = await navigateExpectingFailure(router, to: route, with: 42, plan: .succeeds)

        #expect(error?.kind == .contextTaskFailed)
        #expect(
            error?.description
                == "the product could not be shown — RecordingContextTask<ProductScreen, Int> at step 1/2 (ProductScreen)"
        )
        #expect(log.entries.last == "show.perform(ProductScreen(42), 42)", "the task ran on the pushed product")
        #expect(
            router.lastTrace?.decisions.suffix(2) == [
                .perform(action: "Push", viewController: "ProductScreen", existing: "UINavigationController"),
                .contextTask(task: "RecordingContextTask<ProductScreen, Int>", viewController: "ProductScreen"),
            ])
        #expect(posts.runs.isEmpty)
        #expect(shop.delegate.shown.isEmpty, "the navigation delegate never hears of a push that was undone")
        #expect(shop.tabs.selectedIndex == 1)
    }

    @Test("An action that fails after a container was built and the modals dismissed undoes everything")
    func actionFailsAfterContainerBuilt() async throws {
        let window = UIWindow()
        let home = HomeScreen()
        try window.setRootViewController(home)
        let modal = ModalScreen()
        home.present(modal, animated: false)
        let route = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(InterruptedPresentation(reason: "the presentation was interrupted"))
            .from(PetriGeneralStep.root())
            .assemble()
        let router = PetriRouter(window: window)

        let error = await navigateExpectingFailure(router, to: route, with: 42, plan: .succeeds)

        #expect(
            error?.description
                == "the presentation was interrupted — InterruptedPresentation at step 2/3 (UINavigationController)")
        #expect(router.lastTrace?.decisions.contains(.dismiss(viewController: "ModalScreen")) == true)
        #expect(home.presentedViewController === modal)
        #expect(modal.presentingViewController === home)
    }

    @Test("A failure after the window's root was replaced puts the old root back, with what it presented")
    func failureAfterReplacingRoot() async throws {
        let window = UIWindow()
        let home = HomeScreen()
        try window.setRootViewController(home)
        home.present(ModalScreen(), animated: false)
        let before = HierarchyFingerprint(window)
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .using(InterruptedPresentation(reason: "the presentation was interrupted"))
        .from(PetriTabBarControllerStep<Int>())
        .using(PetriGeneralAction.replaceRoot())
        .from(PetriGeneralStep.root())
        .assemble()
        let router = PetriRouter(window: window)

        let error = await navigateExpectingFailure(router, to: route, with: 1, plan: .succeeds)

        #expect(error?.kind == .actionFailed)
        #expect(
            router.lastTrace?.decisions.contains(
                .perform(action: "ReplaceRoot", viewController: "UITabBarController", existing: "HomeScreen")) == true)
        #expect(window.rootViewController === home)
        #expect(home.window === window)
        #expect(HierarchyFingerprint(window) == before)
    }

    @Test("Navigation-delegate notifications are held back until the navigation commits")
    func delegateNotifiedOnlyAfterCommit() async throws {
        let shop = try ShopWindow()
        var shownWhileNavigating: [String]?
        let router = PetriRouter(window: shop.window)
        let route = productStep()
            .adding(ClosureContextTask<ProductScreen, Int> { _ in shownWhileNavigating = shop.delegate.shown })
            .using(PetriNavigationControllerActions.push())
            .from(PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble())
            .assemble()

        try await navigateComparingPlan(router, to: route, with: 42)

        #expect(shownWhileNavigating == [])
        #expect(shop.delegate.shown == ["ProductScreen(42)"])
    }

    @Test("After a failure the router and the window accept the next navigation")
    func failureLeavesRouterReady() async throws {
        let shop = try ShopWindow()
        let router = PetriRouter(window: shop.window)
        let failing = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .using(InterruptedPresentation(reason: "interrupted"))
        .from(productStep())
        .using(PetriNavigationControllerActions.push())
        .from(PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble())
        .assemble()
        let working = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(PetriStepAssembly(finder: PetriClassFinder<UINavigationController, Int>()).assemble())
            .assemble()

        _ = await navigateExpectingFailure(router, to: failing, with: 1, plan: .succeeds)
        try await navigateComparingPlan(router, to: working, with: 2)

        #expect(shop.catalog.viewControllers.map(\.debugName) == ["CatalogScreen", "ProductScreen(2)"])
        #expect(shop.delegate.shown == ["ProductScreen(2)"])
    }

    @Test("A context a context task gave a found view controller is restored when a later task fails")
    func contextRestoredAfterLaterFailure() async throws {
        let window = UIWindow()
        let product = ProductScreen(productID: 41)
        try window.setRootViewController(UINavigationController(rootViewController: product))
        let log = EventLog()
        let route = PetriStepAssembly(
            finder: PetriClassFinder<ProductScreen, Int>(), factory: ClosureFactory { ProductScreen(productID: $0) }
        )
        .adding(ContextSettingTask<ProductScreen, Int>())
        .adding(
            RecordingContextTask<ProductScreen, Int>(label: "show", log: log, failure: "the product could not be shown")
        )
        .assemble()

        let error = await navigateExpectingFailure(PetriRouter(window: window), to: route, with: 42, plan: .succeeds)

        #expect(error?.kind == .contextTaskFailed)
        #expect(log.entries.last == "show.perform(ProductScreen(42), 42)", "the first task did change the context")
        #expect(product.context as? Int == 41)
    }

    @Test("An interceptor that removes the origin fails the navigation, and its change is undone too")
    func interceptorRemovesTheOrigin() async throws {
        let window = UIWindow()
        let home = HomeScreen()
        try window.setRootViewController(home)
        home.present(ModalScreen(), animated: false)
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .adding(DismissingInterceptor<Int>())
        .using(PetriGeneralAction.presentModally())
        .from(PetriGeneralStep.current())
        .assemble()

        let error = await navigateExpectingFailure(PetriRouter(window: window), to: route, with: 1, plan: .succeeds)

        #expect(error?.kind == .unableToStart)
        #expect(
            error?.description
                == "ModalScreen left the window while the interceptors ran, so there is nothing to start from — at step 2/2 (PetriGeneralStep.current)"
        )
        #expect(home.presentedViewController is ModalScreen)
    }

    @Test("A view controller a finder returns from another window is not started from", arguments: [false, true])
    func foundInAnotherWindow(detached: Bool) async throws {
        let window = UIWindow()
        try window.setRootViewController(HomeScreen())
        let otherWindow = UIWindow(name: "Other")
        let stranger = UINavigationController(rootViewController: CatalogScreen())
        if !detached { try otherWindow.setRootViewController(stranger) }
        let otherBefore = HierarchyFingerprint(otherWindow)
        let route = productStep()
            .using(PetriNavigationControllerActions.push())
            .from(
                PetriStepAssembly(
                    finder: CarelessInstanceFinder<UINavigationController, Int>(instance: stranger),
                    factory: PetriNavigationControllerFactory())
            )
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()

        let trace = try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        #expect(
            trace.decisions.contains(
                .notFound(
                    step: "step 2/3 (UINavigationController)",
                    finder: "CarelessInstanceFinder<UINavigationController, Int>")))
        #expect(stranger.viewControllers.map(\.debugName) == ["CatalogScreen"])
        #expect(HierarchyFingerprint(otherWindow) == otherBefore)
        let built = try #require(window.rootViewController?.presentedViewController as? UINavigationController)
        #expect(built !== stranger)
        #expect(built.viewControllers.map(\.debugName) == ["ProductScreen(42)"])
    }
}

/// An interceptor that dismisses whatever is on top before it allows the navigation.
struct DismissingInterceptor<Context>: PetriRoutingInterceptor {
    func perform(with context: Context, in window: UIWindow) async throws {
        window.topmostViewController?.dismiss(animated: false)
    }
}

/// A context task given as a closure.
struct ClosureContextTask<VC: UIViewController, Context>: PetriContextTask {
    typealias ViewController = VC
    let body: @MainActor (VC) -> Void

    func perform(on viewController: VC, with context: Context) throws {
        body(viewController)
    }
}

/// A failed navigation leaves no trace, including state petri does not own (issue 12, item 3):
/// RouteComposer's Example app keeps a city id in a stored property that its context task sets.
@MainActor
@Suite("Routing: state outside the hierarchy")
struct ForeignStateRollbackTests {
    /// A screen that keeps what its context task gives it in a property of its own.
    final class CityScreen: UIViewController {
        var cityID = 1
    }

    /// Sets the city screen's stored property, as the app's task does.
    struct SetCityTask: PetriContextTask {
        func perform(on viewController: CityScreen, with context: Int) throws {
            viewController.cityID = context
        }
    }

    /// The detail's own task, which refuses the context.
    struct RefusingDetailTask: PetriContextTask {
        func perform(on viewController: ReviewScreen, with context: Int) throws {
            throw TestFailure("no details for city \(context)")
        }
    }

    @Test("3. A later step's failing context task never leaves a found screen changed")
    func foundScreenIsUntouched() async throws {
        let window = UIWindow()
        let city = CityScreen()
        let navigation = UINavigationController(rootViewController: city)
        try window.setRootViewController(navigation)
        let route = PetriStepAssembly(
            finder: PetriNilFinder<ReviewScreen, Int>(), factory: ClosureFactory { _ in ReviewScreen() }
        )
        .adding(RefusingDetailTask())
        .using(PetriNavigationControllerActions.push())
        .from(
            PetriStepAssembly(finder: PetriClassFinder<CityScreen, Int>(), factory: PetriNilFactory())
                .adding(SetCityTask())
                .expectingContainer(UINavigationController.self).assemble()
        )
        .assemble()

        let error = await #expect(throws: PetriRoutingError.self) {
            try await PetriRouter(window: window).navigate(to: route, with: 7)
        }

        #expect(error?.kind == .contextTaskFailed)
        #expect(city.cityID == 1, "the found screen's task had not run when the new screen's failed")
        #expect(navigation.viewControllers.count == 1)
    }

    /// The app's second task on the same screen, which refuses the context.
    struct RefusingCityTask: PetriContextTask {
        func perform(on viewController: CityScreen, with context: Int) throws {
            throw TestFailure("city \(context) is closed")
        }
    }

    @Test("3. When a found screen's task fails after an earlier task changed it, the error names the screen")
    func changedScreensAreNamed() async throws {
        let window = UIWindow()
        let city = CityScreen()
        try window.setRootViewController(UINavigationController(rootViewController: city))
        let route = PetriStepAssembly(finder: PetriClassFinder<CityScreen, Int>(), factory: PetriNilFactory())
            .adding(SetCityTask())
            .adding(RefusingCityTask())
            .assemble()

        let error = await #expect(throws: PetriRoutingError.self) {
            try await PetriRouter(window: window).navigate(to: route, with: 7)
        }

        #expect(
            error?.description
                == "city 7 is closed; context tasks had already run on CityScreen, which existed before the navigation: "
                + "the rollback restores context and title, but anything else those tasks stored may have changed — RefusingCityTask at step 1/1 (CityScreen)"
        )
    }
}
