import RouteComposer
import Testing

/// Issue 32: `SwitchAssembly.addCase(expecting:)`: a chain goes on from the container that a
/// found screen lives in.
extension RouteComposerAppTests {
    @MainActor
    @Suite("SwitchAssembly.addCase(expecting:)")
    struct SwitchAssemblyExpectingTests {
        final class CartViewController: UIViewController {}
        final class ProductViewController: UIViewController {}

        @Test(
            "the product is pushed onto the navigation controller the cart is shown in; without a cart, the default case presents it"
        )
        func expecting() async throws {
            let window = UIWindow()
            let navigation = UINavigationController(rootViewController: CartViewController(title: "Cart"))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            RouteComposerDefaults.configureWith(windowProvider: CustomWindowProvider(window: window))
            let cartNavigation = SwitchAssembly<UINavigationController, Int>()
                .addCase(expecting: ClassFinder<CartViewController, Int>())
                .assemble(
                    default: ChainAssembly.from(NavigationControllerStep<UINavigationController, Int>())
                        .using(GeneralAction.presentModally())
                        .from(GeneralStep.current())
                        .assemble())
            let product = StepAssembly(
                finder: NilFinder<ProductViewController, Int>(),
                factory: InlineFactory { ProductViewController(title: "Product \($0)") }
            )
            .using(UINavigationController.push())
            .from(cartNavigation)
            .assemble()
            try await DefaultRouter().navigate(to: product, with: 3, animated: false)
            #expect(navigation.viewControllers.map(\.title) == ["Cart", "Product 3"])

            window.rootViewController = UIViewController(title: "Launch")
            try await DefaultRouter().navigate(to: product, with: 8, animated: false)
            let presented = try #require(window.rootViewController?.presentedViewController as? UINavigationController)
            #expect(presented.viewControllers.map(\.title) == ["Product 8"])
        }
    }
}
