import RouteComposer
import Testing

/// Issue 32: an entity whose context is `Any?` or `Void` is called without one, as
/// RouteComposer's helpers allow (`prepare()`, `commit(completion:)`, `perform(on:)`).
extension RouteComposerAppTests {
    @MainActor
    @Suite("The context-free forms of entities with an Any? or Void context")
    struct ContextFreeFormsTests {
        struct LoginInterceptor<Context>: RoutingInterceptor {
            var prepared = false
            let loggedIn: Bool

            mutating func prepare(with context: Context) throws {
                guard loggedIn else { throw RoutingError.generic(.init("the user is not logged in")) }
                prepared = true
            }

            func perform(with context: Context, completion: @escaping (_ result: RoutingResult) -> Void) {
                completion(prepared ? .success : .failure(RoutingError.generic(.init("perform before prepare"))))
            }
        }

        struct TitleTask<Context>: ContextTask {
            func perform(on viewController: UIViewController, with context: Context) throws {
                viewController.title = "Titled"
            }
        }

        @Test(
            "interceptors: prepare(), execute(completion:), and commit(completion:) that reports a failure to prepare")
        func interceptors() throws {
            var optional = LoginInterceptor<Any?>(loggedIn: true)
            try optional.prepare()
            #expect(optional.prepared)
            var results: [Bool] = []
            try LoginInterceptor<Any?>(loggedIn: true).execute { results.append($0.isSuccessful) }
            LoginInterceptor<Void>(loggedIn: true).commit { results.append($0.isSuccessful) }
            LoginInterceptor<Void>(loggedIn: false).commit { results.append($0.isSuccessful) }
            LoginInterceptor<String>(loggedIn: false).commit(with: "cart") { results.append($0.isSuccessful) }
            #expect(results == [true, true, false, false])
        }

        @Test("context tasks: prepare(), perform(on:), execute(on:)")
        func contextTasks() throws {
            let screen = UIViewController()
            var task = TitleTask<Void>()
            try task.prepare()
            try task.perform(on: screen)
            #expect(screen.title == "Titled")
            let other = UIViewController()
            try TitleTask<Any?>().execute(on: other)
            #expect(other.title == "Titled")
        }

        @Test("container factories build without a context")
        func containerFactories() throws {
            let navigation = try NavigationControllerFactory<UINavigationController, Any?>().execute()
            #expect(navigation.viewControllers.isEmpty)
        }

        @Test("a router commits a navigation to a step without a context, and tells a failure to the completion")
        func commitNavigation() async throws {
            let window = UIWindow()
            window.rootViewController = UIViewController(title: "Launch")
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
            let missing = StepAssembly(finder: ClassFinder<UINavigationController, Any?>(), factory: NilFactory())
                .from(GeneralStep.current(windowProvider: CustomWindowProvider(window: window)))
                .assemble()
            var results: [Bool] = []
            DefaultRouter().commitNavigation(to: missing, animated: false) { results.append($0.isSuccessful) }
            while results.isEmpty { await Task.yield() }
            #expect(results == [false])
        }
    }
}
