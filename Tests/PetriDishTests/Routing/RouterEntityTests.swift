import Testing
import PetriDish
@testable import PetriRouting

/// Interceptors and tasks added to the router itself, and entities declared for the wrong
/// type of view controller or context.
@MainActor
@Suite("Routing: router-level entities and type mismatches")
struct RouterEntityTests {
    /// `current ⇒ Nav[Product]`.
    private func productRoute() -> PetriDestinationStep<ProductScreen, Int> {
        productStep()
            .using(PetriNavigationControllerActions.push())
            .from(PetriNavigationControllerStep<Int>())
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()
    }

    @Test("A router-level interceptor is asked for every navigation")
    func routerInterceptorForEveryNavigation() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        let router = PetriRouter(window: window)
        router.add(RecordingInterceptor<Int>(label: "analytics consent", log: log))

        try await navigateComparingPlan(router, to: productRoute(), with: 1)
        try await navigateComparingPlan(router, to: productRoute(), with: 2)

        #expect(log.entries == ["analytics consent", "analytics consent"])
    }

    @Test(
        "A router-level context task applies to every view controller of its type, found or built, with the navigation's context"
    )
    func routerContextTasks() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        let router = PetriRouter(window: window)
        router.add(RecordingContextTask<ProductScreen, Int>(label: "products", log: log))
        router.add(RecordingContextTask<UIViewController, Int>(label: "all", log: log))

        try await navigateComparingPlan(router, to: productRoute(), with: 42)

        #expect(
            log.entries.filter { $0.contains("perform") } == [
                "all.perform(UINavigationController, 42)",
                "products.perform(ProductScreen(42), 42)",
                "all.perform(ProductScreen(42), 42)",
                "all.perform(HomeScreen, 42)",
            ], "new view controllers first, the one that existed before last")
    }

    @Test("A router-level post task runs for each view controller of its type with the routing stack")
    func routerPostTasks() async throws {
        let (window, home) = try homeWindow()
        let posts = PostTaskRecorder()
        let router = PetriRouter(window: window)
        router.add(RecordingPostTask<UINavigationController, Int>(recorder: posts))

        let trace = try await navigateComparingPlan(router, to: productRoute(), with: 42)

        let run = try #require(posts.runs.only)
        let navigation = try #require(home.presentedViewController as? UINavigationController)
        #expect(run.viewController === navigation)
        #expect(run.context as? Int == 42)
        #expect(run.routingStack.map(\.debugName) == ["HomeScreen", "UINavigationController", "ProductScreen(42)"])
        #expect(
            trace.decisions.last
                == .postTask(
                    task: "RecordingPostTask<UINavigationController, Int>", viewController: "UINavigationController"))
    }

    @Test("A router-level interceptor's refusal names the interceptor, and no step")
    func routerInterceptorRefuses() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        let router = PetriRouter(window: window)
        router.add(
            RecordingInterceptor<Int>(label: "maintenance", log: log, refusal: "the shop is closed for maintenance"))

        let error = await navigateExpectingFailure(router, to: productRoute(), with: 42, plan: .succeeds)

        #expect(error?.kind == .interceptorRefused)
        #expect(error?.step == nil)
        #expect(error?.description == "the shop is closed for maintenance — RecordingInterceptor<Int>")
        #expect(log.entries == ["maintenance"])
    }

    @Test("A router-level interceptor declared for another context type refuses every navigation, naming both types")
    func routerInterceptorWrongContext() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        let router = PetriRouter(window: window)
        router.add(RecordingInterceptor<String>(label: "strings only", log: log))

        let error = await navigateExpectingFailure(router, to: productRoute(), with: 42, plan: .failsTheSame)

        #expect(error?.kind == .typeMismatch)
        #expect(
            error?.description
                == "expects a context of type String, but the navigation's context is of type Int — RecordingInterceptor<String>"
        )
        #expect(log.entries.isEmpty)
    }

    @Test("A router-level context task that refuses in prepare stops the navigation before anything is built")
    func routerContextTaskRefuses() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        let router = PetriRouter(window: window)
        router.add(
            RecordingContextTask<UIViewController, Int>(label: "audit", log: log, refusal: "the audit log is full"))

        let error = await navigateExpectingFailure(router, to: productRoute(), with: 42, plan: .failsTheSame)

        #expect(error?.kind == .contextTaskFailed)
        #expect(error?.description == "the audit log is full — RecordingContextTask<UIViewController, Int>")
        #expect(!log.entries.contains { $0.contains("perform") })
    }

    @Test("A task for a superclass of the step's view controller applies")
    func taskForASuperclass() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        let route = productStep()
            .adding(inherited: RecordingContextTask<UIViewController, Int>(label: "any", log: log))
            .using(PetriGeneralAction.presentModally())
            .from(PetriGeneralStep.current())
            .assemble()

        try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        #expect(log.entries.last == "any.perform(ProductScreen(42), 42)")
    }

    @Test("A found view controller's actual type decides whether its step's task applies")
    func foundViewControllerOfAnotherType() async throws {
        let log = EventLog()
        let (window, _) = try homeWindow()
        // The finder looks for any view controller; it finds the home screen, not a product.
        let route = PetriStepAssembly(
            finder: PetriClassFinder<UIViewController, Int>(options: .current, startingPoint: .root)
        )
        .adding(RecordingContextTask<UIViewController, Int>(label: "any", log: log))
        .assemble()

        try await navigateComparingPlan(PetriRouter(window: window), to: route, with: 42)

        #expect(log.entries == ["any.prepare(42)", "any.prepare(42)", "any.perform(HomeScreen, 42)"])
    }
}
