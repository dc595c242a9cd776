import PetriDish
import Testing

/// Issue 34: a screen reached by the app's own code for a deep link clears the flows in its
/// way as *unwound*, as petri's documentation says — not as *replaced*, although the app's code
/// made the UIKit calls — and a rehearsal (`plan`) ends no flow.
@MainActor
@Suite("The app's own navigation code ends flows as a link does")
struct ReachUnwindTests {
    final class HomeViewController: UIViewController {}
    final class CheckoutViewController: UIViewController {}
    final class ProductViewController: UIViewController {
        let productID: Int
        init(productID: Int) {
            self.productID = productID
            super.init(context: productID)
        }
    }

    struct ProductContext: Codable, Sendable {
        var productID: Int
    }

    /// The app's root coordinator: remembers what it heard.
    final class AppCoordinator: Coordinator {
        var heard: [String] = []
        override var name: String { "App" }
        override func onFlowFinished(coordinator: Coordinator, reason: FlowFinishReason) {
            heard.append("\(coordinator.name) (\(reason))")
            super.onFlowFinished(coordinator: coordinator, reason: reason)
        }
    }

    final class CheckoutCoordinator: Coordinator {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        override var name: String { "Checkout" }
        override func startFlow() {
            navigation.pushViewController(show(CheckoutViewController()), animated: true)
        }
    }

    /// The shop, as its app delegate builds it: a navigation controller and a root coordinator.
    @MainActor
    final class ShopApp {
        let window: UIWindow
        let navigation = UINavigationController(rootViewController: HomeViewController())
        let coordinator = AppCoordinator()

        init(scene: UIWindowScene) {
            window = UIWindow(windowScene: scene, name: "Main")
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }

        func startCheckout() {
            let checkout = CheckoutCoordinator(navigation: navigation)
            coordinator.add(dependency: checkout)
            checkout.start()
        }

        /// What the app does for `shop://product/{id}`: back to Home, then the product.
        func showProduct(_ productID: Int) {
            navigation.popToRootViewController(animated: false)
            navigation.pushViewController(ProductViewController(productID: productID), animated: true)
        }
    }

    private func dish() throws -> (Dish, ShopApp) {
        let catalog = ScreenCatalog(name: "Shop")
        catalog.addVariant(Variant("phone", summary: "the shop") { scene in ShopApp(scene: scene) })
        try catalog.register(
            "product", title: "Product", group: "Shop", screen: ProductViewController.self,
            reach: { (app: ShopApp, context: ProductContext) in app.showProduct(context.productID) },
            examples: [ScreenExample("boots", ["productID": "42"])])
        let dish = try Dish(catalog: catalog, variant: "phone")
        return (dish, try #require(dish.app as? ShopApp))
    }

    @Test("go through reach: clears the checkout flow as unwound, told once")
    func reachUnwinds() async throws {
        let (dish, app) = try dish()
        app.startCheckout()
        try await dish.go("product", values: dish.entry("product").values(parsing: ["productID=42"]))
        #expect(app.coordinator.heard == ["Checkout (unwound)"])
        #expect(
            app.navigation.viewControllers.map { $0.petri.debugName } == [
                "HomeViewController", "ProductViewController(42)",
            ])
    }

    @Test("plan rehearses the same code and ends no flow")
    func planEndsNothing() throws {
        let (dish, app) = try dish()
        app.startCheckout()
        let plan = try dish.plan("product", values: dish.entry("product").values(parsing: ["productID=42"]))
        #expect(plan.isRehearsal)
        #expect(app.coordinator.heard.isEmpty)
        #expect(app.coordinator.childCoordinators.map(\.name) == ["Checkout"])
    }
}
