import RouteComposer
import Testing

/// Issue 32: `SingleNavigationRouter` runs one navigation at a time through its lock, as an app
/// uses it against double taps.
extension RouteComposerAppTests {
    @MainActor
    @Suite("SingleNavigationRouter and SingleNavigationLock")
    struct SingleNavigationRouterTests {
        final class SettingsViewController: UIViewController {}

        struct FailingRouter: Router {
            func navigate<VC: UIViewController, Context>(
                to step: DestinationStep<VC, Context>, with context: Context, animated: Bool,
                completion: ((RoutingResult) -> Void)?
            ) throws {
                throw RoutingError.generic(.init("no window"))
            }
        }

        @Test("a second navigation is refused while the first holds the lock; the lock is free once it ends")
        func oneAtATime() async throws {
            let window = UIWindow()
            let home = UIViewController(title: "Home")
            window.rootViewController = home
            window.makeKeyAndVisible()
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
            var pending: ((RoutingResult) -> Void)?
            let settings = StepAssembly(
                finder: ClassFinder<SettingsViewController, Any?>(),
                factory: InlineFactory { (_: Any?) in SettingsViewController() }
            )
            .adding(
                InlineInterceptor { (_: Any?, completion: @escaping (RoutingResult) -> Void) in pending = completion }
            )
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current(windowProvider: CustomWindowProvider(window: window)))
            .assemble()
            let lock = SingleNavigationLock()
            let router = SingleNavigationRouter(router: DefaultRouter(), lock: lock)

            var results: [Bool] = []
            try router.navigate(to: settings, animated: false) { results.append($0.isSuccessful) }
            #expect(lock.isNavigationInProgress)
            #expect(throws: RoutingError.self, "the double tap") {
                try SingleNavigationRouter(router: DefaultRouter(), lock: lock).navigate(
                    to: settings, animated: false, completion: nil)
            }
            while pending == nil { await Task.yield() }
            pending?(.success)
            while results.isEmpty { await Task.yield() }
            #expect(results == [true])
            #expect(!lock.isNavigationInProgress)
            #expect(home.presentedViewController is SettingsViewController)
        }

        @Test("when the wrapped router throws, the error is thrown and the lock is free")
        func throwingRouter() {
            let lock = SingleNavigationLock()
            var completed = false
            #expect(throws: RoutingError.self) {
                try SingleNavigationRouter(router: FailingRouter(), lock: lock)
                    .navigate(
                        to: GeneralStep.current(windowProvider: CustomWindowProvider(window: UIWindow())),
                        with: "settings", animated: false
                    ) { _ in completed = true }
            }
            #expect(!completed)
            #expect(!lock.isNavigationInProgress)
        }
    }
}
