import Foundation
import RouteComposer
import Testing

/// Issue 32: `DispatchQueue.delay(_:for:)` wraps an action as RouteComposer's apps write it; in
/// the dish, where nothing is animated, it is performed at once.
extension RouteComposerAppTests {
    @MainActor
    @Suite("DispatchQueue.delay(_:for:)")
    struct DelayedActionTests {
        @Test("a delayed replaceRoot replaces the root when performed, and a delayed push pushes in a navigation")
        func delayed() async throws {
            let window = UIWindow()
            let home = UINavigationController(rootViewController: UIViewController(title: "Home"))
            window.rootViewController = home
            window.makeKeyAndVisible()
            let provider = CustomWindowProvider(window: window)
            let welcome = UIViewController(title: "Welcome")
            var results: [Bool] = []
            DispatchQueue.delay(GeneralAction.replaceRoot(windowProvider: provider), for: .milliseconds(500))
                .perform(with: welcome, on: home, animated: true) { results.append($0.isSuccessful) }
            #expect(results == [true])
            #expect(window.rootViewController === welcome)

            window.rootViewController = home
            RouteComposerDefaults.configureWith(windowProvider: provider)
            let about = StepAssembly(
                finder: NilFinder<UIViewController, Void>(),
                factory: InlineFactory { (_: Void) in UIViewController(title: "About") }
            )
            .using(DispatchQueue.delay(UINavigationController.push()))
            .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Void>()))
            .assemble()
            try await DefaultRouter().navigate(to: about, animated: true)
            #expect(home.viewControllers.map(\.title) == ["Home", "About"])

            var tabs: [UIViewController] = []
            try DispatchQueue.delay(UITabBarController.add()).perform(
                embedding: UIViewController(title: "Feed"), in: &tabs)
            #expect(tabs.map(\.title) == ["Feed"])
        }

        @Test("a delayed action that fails on a tab bar leaves an emptied tab list empty, not nil, as UIKit answers")
        func delayedFailureOnEmptyTabs() {
            struct Failing: Action {
                func perform(
                    with viewController: UIViewController, on existingController: UITabBarController, animated: Bool,
                    completion: @escaping (_ result: RoutingResult) -> Void
                ) {
                    completion(.failure(RoutingError.compositionFailed(.init("test"))))
                }
            }
            let tabBar = UITabBarController()
            tabBar.setViewControllers([], animated: false)
            var results: [Bool] = []
            DispatchQueue.delay(Failing()).perform(with: UIViewController(), on: tabBar, animated: false) {
                results.append($0.isSuccessful)
            }
            #expect(results == [false])
            #expect(tabBar.viewControllers?.count == 0)
        }

        @Test("replaceRoot keeps its animation options, as nothing animates, and check counts them as inert UIKit")
        func replaceRootAnimationOptions() async {
            let window = UIWindow()
            let home = UIViewController(title: "Home")
            window.rootViewController = home
            let welcome = UIViewController(title: "Welcome")
            let (action, inert) = await InertUIKitUse.recording {
                GeneralAction.replaceRoot(
                    animationOptions: .transitionCurlUp, windowProvider: CustomWindowProvider(window: window),
                    duration: 0.3)
            }
            #expect(action.animationOptions == .transitionCurlUp && action.duration == 0.3)
            #expect(inert == ["UIView.AnimationOptions"])
            var results: [Bool] = []
            action.perform(with: welcome, on: home, animated: true) { results.append($0.isSuccessful) }
            #expect(results == [true] && window.rootViewController === welcome)
        }
    }
}
