import RouteComposer
import Testing

/// Issue 32: a factory that writes only `build(with:)` conforms, its `ViewController` and
/// `Context` inferred from that method, as RouteComposer's `Factory` infers them.
extension RouteComposerAppTests {
    @MainActor
    @Suite("RouteComposer's Factory: the types inferred from build(with:)")
    struct FactoryInferenceTests {
        final class ProductViewController: UIViewController {}

        struct ProductFactory: Factory {
            func build(with context: Int) throws -> ProductViewController {
                ProductViewController(title: "Product \(context)")
            }
        }

        struct CartNavigationFactory: ContainerFactory {
            func build(with context: Any?, integrating coordinator: ChildCoordinator) throws -> UINavigationController {
                let navigation = UINavigationController()
                navigation.viewControllers = try coordinator.build()
                return navigation
            }
        }

        @Test("a factory stating only build(with:) builds, and a step uses it")
        func factory() async throws {
            let built = try ProductFactory().execute(with: 7)
            #expect(built.title == "Product 7")
            #expect(ProductFactory.Context.self == Int.self)

            let window = UIWindow()
            window.rootViewController = UINavigationController(rootViewController: UIViewController(title: "Home"))
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
            let step = StepAssembly(finder: ClassFinder<ProductViewController, Int>(), factory: ProductFactory())
                .using(UINavigationController.push())
                .from(GeneralStep.custom(using: ClassFinder<UINavigationController, Int>()))
                .assemble()
            try await DefaultRouter().navigate(to: step, with: 3, animated: false)
            let navigation = try #require(window.rootViewController as? UINavigationController)
            #expect(navigation.viewControllers.map(\.title) == ["Home", "Product 3"])
        }

        @Test("a container factory stating only build(with:integrating:) builds without a context")
        func containerFactory() throws {
            let navigation = try CartNavigationFactory().build()
            #expect(navigation.viewControllers.isEmpty)
            #expect(CartNavigationFactory.ViewController.self == UINavigationController.self)
        }
    }
}
