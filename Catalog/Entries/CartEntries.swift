import PetriDish

extension ShopEntries {
    /// The cart and buying, owned by the checkout team.
    func registerCart() throws {
        try catalog.register(ScreenEntry(
            id: "shop.cart", title: "Cart", group: "Shop/Cart", summary: "what the user is about to buy, the Cart tab's root",
            tags: ["tab", "basket"], context: .empty, destination: routes.sectionRoot(CartViewController.self),
            examples: [ScreenExample("default")], location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.checkout", title: "Checkout", group: "Shop/Cart", summary: "delivery and payment choices; needs a logged-in user",
            tags: ["buy", "login"], context: .empty, destination: routes.checkout,
            examples: [ScreenExample("default")], location: here()))
    }
}
