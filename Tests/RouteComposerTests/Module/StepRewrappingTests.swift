import RouteComposer
import Testing

/// Issue 32: a step written for no context serves a chain with one, and a screen's step serves
/// as the container it lives in: `expectingContainer()`, `adaptingContext()` and
/// `unsafelyRewrapped()` on `SingleStep` and on a chain, as RouteComposer configurations write.
extension RouteComposerAppTests {
    @MainActor
    @Suite("SingleStep and DestinationStep: expectingContainer, adaptingContext, unsafelyRewrapped")
    struct StepRewrappingTests {
        final class HomeViewController: UIViewController {}
        final class ProductViewController: UIViewController {}

        private func homeInNavigation() -> (UIWindow, UINavigationController) {
            let window = UIWindow()
            let navigation = UINavigationController(rootViewController: HomeViewController(title: "Home"))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
            return (window, navigation)
        }

        private var productFactory: InlineFactory<ProductViewController, Int> {
            InlineFactory { ProductViewController(title: "Product \($0)") }
        }

        @Test(
            "SingleStep(…).expectingContainer(): push onto the navigation controller the home screen lives in, with the product's context"
        )
        func singleStepExpectingContainer() async throws {
            let (window, navigation) = homeInNavigation()
            let product = StepAssembly(finder: ClassFinder<ProductViewController, Int>(), factory: productFactory)
                .using(UINavigationController.push())
                .from(
                    SingleStep(finder: ClassFinder<HomeViewController, Any?>(), factory: NilFactory())
                        .expectingContainer()
                )
                .using(GeneralAction.nilAction())
                .from(GeneralStep.current())
                .assemble()
            try await DefaultRouter().navigate(to: product, with: 4, animated: false)
            #expect(navigation.viewControllers.map(\.title) == ["Home", "Product 4"])
            #expect(window.rootViewController === navigation)
        }

        @Test("a chain without a context, expectingContainer() in a chain with one")
        func destinationStepExpectingContainer() async throws {
            let (window, navigation) = homeInNavigation()
            let home: DestinationStep<HomeViewController, Any?> = StepAssembly(
                finder: ClassFinder<HomeViewController, Any?>(), factory: NilFactory()
            )
            .from(GeneralStep.current())
            .assemble()
            let product = StepAssembly(finder: ClassFinder<ProductViewController, Int>(), factory: productFactory)
                .using(UINavigationController.push())
                .from(home.expectingContainer())
                .assemble()
            try await DefaultRouter().navigate(to: product, with: 9, animated: false)
            #expect(navigation.viewControllers.map(\.title) == ["Home", "Product 9"])
            #expect(window.rootViewController === navigation)
        }

        @Test("SingleStep(…).adaptingContext() and .unsafelyRewrapped(): a context-free step in a chain with a context")
        func adaptingContextAndRewrapping() async throws {
            let (window, navigation) = homeInNavigation()
            let presented = StepAssembly(finder: ClassFinder<ProductViewController, Int>(), factory: productFactory)
                .using(GeneralAction.presentModally())
                .from(
                    SingleStep(finder: ClassFinder<HomeViewController, Any?>(), factory: NilFactory()).adaptingContext()
                )
                .using(GeneralAction.nilAction())
                .from(GeneralStep.current())
                .assemble()
            try await DefaultRouter().navigate(to: presented, with: 2, animated: false)
            #expect(navigation.presentedViewController?.title == "Product 2")

            let rewrapped: ActionToStepIntegrator<UINavigationController, Int> =
                SingleContainerStep(
                    finder: ClassFinder<UINavigationController, Any?>(),
                    factory: NavigationControllerFactory<UINavigationController, Any?>()
                )
                .unsafelyRewrapped()
            let pushed = StepAssembly(
                finder: ClassFinder<ProductViewController, Int>(options: .currentAllStack), factory: productFactory
            )
            .using(UINavigationController.push())
            .from(rewrapped)
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
            navigation.dismiss(animated: false, completion: nil)
            try await DefaultRouter().navigate(to: pushed, with: 5, animated: false)
            #expect(navigation.viewControllers.map(\.title) == ["Home", "Product 5"])
            #expect(window.rootViewController === navigation)
        }
    }
}
