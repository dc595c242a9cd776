import PetriDish

extension ShopEntries {
    /// The cart and buying, owned by the checkout team.
    func registerCart() throws {
        try catalog.register(
            "shop.cart", title: "Cart", group: "Shop/Cart",
            summary: "what the user is about to buy, the Cart tab's root", tags: ["tab", "basket"],
            route: routes.sectionRoot(CartViewController.self), deepLinks: ["shop://cart"])
        try catalog.register(
            "shop.checkout", title: "Checkout", group: "Shop/Cart",
            summary: "delivery and payment choices; needs a logged-in user", tags: ["buy", "login"],
            route: routes.checkout)
        try catalog.register(
            "shop.checkout.address", title: "Delivery address", group: "Shop/Cart",
            summary: "where the order goes, pushed on the checkout", tags: ["buy", "form", "login"],
            route: routes.deliveryAddress,
            examples: [
                ScreenExample("home", ["address": "home"], summary: "a flat"),
                ScreenExample("locker", ["address": "locker"], summary: "a parcel locker"),
            ])
        try catalog.register(
            "shop.payment", title: "Payment", group: "Shop/Cart",
            summary: "the payment in progress, a sheet over the checkout that cannot be dismissed while paying",
            tags: ["buy", "modal", "login", "pay"], route: routes.payment,
            examples: [
                ScreenExample("card", ["amount": "89.9"], summary: "a saved card"),
                ScreenExample("apple-pay", ["amount": "249.0", "method": "apple-pay"], summary: "Apple Pay"),
            ])
        try catalog.register(
            "shop.confirmation", title: "Order confirmed", group: "Shop/Cart",
            summary: "thank you for your order: replaces the payment once it went through",
            tags: ["buy", "modal", "login", "success"], route: routes.orderConfirmation,
            details: [
                "orderID": .init(help: "the order just placed; a preset picks a demo order", presets: DemoData.orders)
            ],
            examples: [ScreenExample("latest", ["orderID": "latest"], summary: "the order placed yesterday")])
    }
}
