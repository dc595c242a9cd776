import PetriDish
import Testing
@testable import ShopCatalog

/// The payment sheet cannot be dismissed while paying — not by a swipe, not by a route that
/// would have to remove it — and the order confirmation takes its place.
@MainActor
@Suite("Payment")
struct PaymentTests {
    @Test("The payment is presented over the checkout in its own navigation controller")
    func presentedOverCheckout() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.payment", "amount=89.9")
        let stack = try #require(dish.window.modalChain.first as? PaymentNavigationController)
        #expect(stack.modalPresentationStyle == .pageSheet)
        #expect(stack.viewControllers.map(\.debugName) == ["PaymentViewController(amount: 89.9, method: card)"])
        #expect(stack.presentingViewController is ShopTabBarController)
        #expect(
            Shop.tree(dish).contains("PaymentViewController \"Payment\" (amount: 89.9, method: card) [not dismissible]")
        )
        let cart = try #require(
            dish.window.allViewControllers.first { $0 is CartNavigationController } as? UINavigationController)
        #expect(cart.topViewController is CheckoutViewController)
    }

    @Test("A swipe cannot dismiss the payment")
    func swipeRefused() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.payment", "amount=89.9")
        let before = Shop.json(dish)
        #expect(
            throws: HierarchyError.cannotBeDismissed(
                viewController: "PaymentViewController(amount: 89.9, method: card)")
        ) {
            try dish.dismiss()
        }
        #expect(Shop.json(dish) == before)
    }

    @Test(
        "Going to another tab's screen while paying is refused",
        arguments: ["shop.home", "account.profile", "shop.categories"])
    func routeRefused(id: String) async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.payment", "amount=89.9")
        let before = Shop.json(dish)
        let failure = await Shop.failure { try await Shop.go(dish, id) }
        #expect(failure?.contains("cannot be dismissed") == true, "\(failure ?? "no error")")
        #expect(Shop.json(dish) == before)
    }

    @Test("A payment with nothing to pay is refused before anything changes")
    func zeroAmount() async throws {
        let dish = try Shop.dish()
        let before = Shop.json(dish)
        let failure = await Shop.failure { try await Shop.open(dish, "shop.payment", "amount=0") }
        #expect(failure?.contains("there is nothing to pay") == true, "\(failure ?? "no error")")
        #expect(Shop.json(dish) == before)
    }

    @Test("The confirmation replaces the payment in the same sheet, which can then be dismissed")
    func confirmationReplacesPayment() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.payment", "amount=89.9")
        let stack = try #require(dish.window.modalChain.first as? PaymentNavigationController)
        try await Shop.go(dish, "shop.confirmation", "orderID=latest")
        #expect(dish.window.modalChain.count == 1)
        #expect(dish.window.modalChain.first === stack)
        #expect(stack.viewControllers.map(\.typeName) == ["OrderConfirmationViewController"])
        try dish.dismiss()
        #expect(dish.window.modalChain.isEmpty)
    }

    @Test("Without a payment on screen, the confirmation comes in a new sheet over the cart")
    func confirmationAlone() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.confirmation", "orderID=latest")
        let stack = try #require(dish.window.modalChain.first as? PaymentNavigationController)
        #expect(stack.viewControllers.map(\.typeName) == ["OrderConfirmationViewController"])
        #expect(
            Shop.visible(dish).last == "OrderConfirmationViewController(orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7)")
        let tabBar = try #require(dish.window.rootViewController as? UITabBarController)
        #expect(tabBar.selectedViewController is CartNavigationController)
    }
}
