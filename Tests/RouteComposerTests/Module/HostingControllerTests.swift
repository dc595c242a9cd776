import RouteComposer
import Testing

/// Issue 33: RouteComposer's SwiftUI hosting, as its Example configures it, with a SwiftUI view's
/// navigation part (its context) and no SwiftUI: the hosting controller keeps the view as a
/// value the finder asks and the context task updates.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's hosting controllers: UIHostingController, ContextInstantiatable, ContextAcceptingView")
    struct HostingControllerTests {
        /// A SwiftUI view's navigation part, as an app declares it beside `body`.
        struct CityCard: ContextInstantiatable, ContextChecking, ContextAcceptingView {
            private(set) var city: String

            init(with context: String) {
                city = context
            }

            func isTarget(for context: String) -> Bool {
                city == context
            }

            mutating func setup(with context: String) throws {
                city = context
            }
        }

        private var cityScreen: DestinationStep<UIViewController, String> {
            StepAssembler<UIHostingController<CityCard>, String>()
                .finder(.hostingControllerWithContextFinder)
                .factory(.hostingControllerWithContextFactory)
                .adding(ContextSettingTask())
                .using(UINavigationController.push())
                .from(GeneralStep.custom(using: ClassFinder<UINavigationController, String>()))
                .assemble().unsafelyRewrapped()
        }

        @Test(
            "the factory hosts a view made from the context; the finder finds it by its view; the context task gives it a new one"
        )
        func hosting() async throws {
            let window = UIWindow()
            let navigation = UINavigationController(rootViewController: UIViewController(title: "Cities"))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))

            try await DefaultRouter().navigate(to: cityScreen, with: "Lisbon", animated: false)
            let hosting = try #require(navigation.topViewController as? UIHostingController<CityCard>)
            #expect(hosting.rootView.city == "Lisbon" && navigation.viewControllers.count == 2)

            try await DefaultRouter().navigate(to: cityScreen, with: "Lisbon", animated: false)
            #expect(navigation.viewControllers.count == 2, "found by its view: nothing is built again")

            let finder = UIHostingControllerWithContextFinder<CityCard>(options: .currentAllStack)
            #expect(try finder.findViewController(with: "Lisbon") === hosting)
            #expect(try finder.findViewController(with: "Porto") == nil)
            try hosting.setup(with: "Porto")
            #expect(hosting.rootView.city == "Porto")
        }
    }
}
