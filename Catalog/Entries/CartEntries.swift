import PetriDish

extension ShopEntries {
    /// The cart and buying, owned by the checkout team.
    func registerCart() throws {
        try catalog.register(ScreenEntry(
            id: "shop.cart", title: "Cart", group: "Shop/Cart", summary: "what the user is about to buy, the Cart tab's root",
            tags: ["tab", "basket"], context: .empty, destination: routes.sectionRoot(CartViewController.self),
            examples: [ScreenExample("default")], deepLinks: ["shop://cart"], location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.checkout", title: "Checkout", group: "Shop/Cart", summary: "delivery and payment choices; needs a logged-in user",
            tags: ["buy", "login"], context: .empty, destination: routes.checkout,
            examples: [ScreenExample("default")], location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.checkout.address", title: "Delivery address", group: "Shop/Cart",
            summary: "where the order goes, pushed on the checkout",
            tags: ["buy", "form", "login"],
            context: ContextSchema(decoding: DeliveryAddressContext.self, details: [
                "address": .init(help: "the full postal address on one line; a preset saves typing one", presets: DemoData.addresses),
            ]),
            destination: routes.deliveryAddress,
            examples: [
                ScreenExample("home", ["address": "home"], summary: "a flat"),
                ScreenExample("locker", ["address": "locker"], summary: "a parcel locker"),
            ],
            location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.payment", title: "Payment", group: "Shop/Cart",
            summary: "the payment in progress, a sheet over the checkout that cannot be dismissed while paying",
            tags: ["buy", "modal", "login", "pay"],
            context: ContextSchema(decoding: PaymentContext.self, details: [
                "amount": .init(help: "the order total, in euros", example: 89.9),
                "method": .init(help: "how the user pays", default: "card"),
            ]),
            destination: routes.payment,
            examples: [
                ScreenExample("card", ["amount": "89.9"], summary: "a saved card"),
                ScreenExample("apple-pay", ["amount": "249.0", "method": "apple-pay"], summary: "Apple Pay"),
            ],
            location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.confirmation", title: "Order confirmed", group: "Shop/Cart",
            summary: "thank you for your order: replaces the payment once it went through",
            tags: ["buy", "modal", "login", "success"],
            context: ContextSchema(decoding: OrderContext.self, details: [
                "orderID": .init(help: "the order just placed; a preset picks a demo order", presets: DemoData.orders),
            ]),
            destination: routes.orderConfirmation,
            examples: [ScreenExample("latest", ["orderID": "latest"], summary: "the order placed yesterday")],
            location: here()))
    }
}
