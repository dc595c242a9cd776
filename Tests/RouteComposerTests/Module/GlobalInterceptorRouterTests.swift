import RouteComposer
import Testing

/// Issue 32: `GlobalInterceptorRouter`, an app's interceptors for every navigation in front of
/// the router it uses.
extension RouteComposerAppTests {
    @MainActor
    @Suite("GlobalInterceptorRouter")
    struct GlobalInterceptorRouterTests {
        final class OrdersViewController: UIViewController {}

        private func ordersStep(in window: UIWindow) -> DestinationStep<OrdersViewController, String> {
            StepAssembly(
                finder: ClassFinder<OrdersViewController, String>(),
                factory: InlineFactory { OrdersViewController(title: "Orders of \($0)") }
            )
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current(windowProvider: CustomWindowProvider(window: window)))
            .assemble()
        }

        @Test(
            "its interceptors run in order with the context, then the wrapped router navigates; a refusal stops it before anything changes"
        )
        func interceptors() async throws {
            let window = UIWindow()
            let home = UIViewController(title: "Home")
            window.rootViewController = home
            window.makeKeyAndVisible()
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
            var loggedIn = false
            var seen: [String] = []
            var router = GlobalInterceptorRouter(router: DefaultRouter())
            router.addGlobal(
                InlineInterceptor { (context: Any?) in seen.append("analytics \(context as? String ?? "-")") })
            router.addGlobal(
                InlineInterceptor { (_: Any?, completion: @escaping (RoutingResult) -> Void) in
                    seen.append("login")
                    completion(loggedIn ? .success : .failure(RoutingError.generic(.init("not logged in"))))
                })

            var results: [Bool] = []
            try router.navigate(to: ordersStep(in: window), with: "anna", animated: false) {
                results.append($0.isSuccessful)
            }
            #expect(results == [false])
            #expect(home.presentedViewController == nil)

            loggedIn = true
            try router.navigate(to: ordersStep(in: window), with: "anna", animated: false) {
                results.append($0.isSuccessful)
            }
            while results.count < 2 { await Task.yield() }
            #expect(results == [false, true])
            #expect(seen == ["analytics anna", "login", "analytics anna", "login"])
            #expect(home.presentedViewController?.title == "Orders of anna")
        }

        @Test("an interceptor that refuses to prepare makes navigate throw, and nothing runs")
        func prepareThrows() {
            var ran = false
            var router = GlobalInterceptorRouter(router: DefaultRouter())
            router.addGlobal(
                InlineInterceptor(prepare: { (_: Any?) in throw RoutingError.generic(.init("offline")) }) { (_: Any?) in
                    ran = true
                })
            #expect(throws: RoutingError.self) {
                try router.navigate(to: ordersStep(in: UIWindow()), with: "anna", animated: false, completion: nil)
            }
            #expect(!ran)
        }
    }
}
