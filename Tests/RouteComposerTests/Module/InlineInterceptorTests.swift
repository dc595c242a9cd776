import RouteComposer
import Testing

/// Issue 32: an `InlineInterceptor` from a closure with a completion, and `.from(.custom(using:))`,
/// as a RouteComposer configuration writes them.
extension RouteComposerAppTests {
    @MainActor
    @Suite("InlineInterceptor with a completion, and .from(.custom(using:))")
    struct InlineInterceptorTests {
        final class ProfileViewController: UIViewController {}

        @Test("the navigation waits for the interceptor's completion, and fails with its failure")
        func completionForm() async throws {
            let window = UIWindow()
            let home = UIViewController(title: "Home")
            window.rootViewController = home
            window.makeKeyAndVisible()
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
            var pending: ((RoutingResult) -> Void)?
            let profile = StepAssembly(
                finder: ClassFinder<ProfileViewController, Void>(),
                factory: InlineFactory { (_: Void) in ProfileViewController(title: "Profile") }
            )
            .adding(
                InlineInterceptor { (_: Void, completion: @escaping (RoutingResult) -> Void) in
                    pending = completion
                }
            )
            .using(GeneralAction.presentModally())
            .from(.custom(using: InstanceFinder<UIViewController, Void>(instance: home)))
            .assemble()

            var results: [Bool] = []
            try DefaultRouter().navigate(to: profile, animated: false) { results.append($0.isSuccessful) }
            while pending == nil { await Task.yield() }
            #expect(results.isEmpty, "the navigation waits for the interceptor")
            #expect(home.presentedViewController == nil)
            pending?(.success)
            while results.isEmpty { await Task.yield() }
            #expect(results == [true])
            #expect(home.presentedViewController is ProfileViewController)

            pending = nil
            home.dismiss(animated: false, completion: nil)
            try DefaultRouter().navigate(to: profile, animated: false) { results.append($0.isSuccessful) }
            while pending == nil { await Task.yield() }
            pending?(.failure(RoutingError.generic(.init("the user cancelled the login"))))
            while results.count < 2 { await Task.yield() }
            #expect(results == [true, false])
            #expect(home.presentedViewController == nil)
        }
    }
}
