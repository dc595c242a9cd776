import PetriDish

extension ShopEntries {
    /// Gift cards (the growth team) and the product quick look (the catalog team).
    func registerGiftCards() throws {
        try catalog.register(
            "gift.cards", title: "Gift cards", group: "Home/Gift cards",
            summary: "a tab bar of its own, Buy and Redeem, pushed on the Home stack",
            tags: ["gift", "voucher", "tab"],
            route: routes.giftCards, deepLinks: ["shop://gift"])
        try catalog.register(
            "gift.buy", title: "Buy a gift card", group: "Home/Gift cards",
            summary: "the Buy tab of the gift cards, selected when they open", tags: ["gift", "voucher", "purchase"],
            route: routes.giftCardTab(BuyGiftCardViewController.self), deepLinks: ["shop://gift/buy"])
        try catalog.register(
            "gift.redeem", title: "Redeem a gift card", group: "Home/Gift cards",
            summary: "the Redeem tab of the gift cards, found in what the gift cards built and selected",
            tags: ["gift", "voucher", "code"], route: routes.giftCardTab(RedeemGiftCardViewController.self),
            deepLinks: ["shop://gift/redeem"])
        try catalog.register(
            "shop.quicklook", title: "Quick look", group: "Shop/Products",
            summary: "a product's photo and price over the catalog, which stays visible underneath",
            tags: ["product", "preview", "peek"], route: routes.quickLook,
            details: ["productID": .init(help: "the product previewed", example: 42)],
            examples: [ScreenExample("sneakers", ["productID": "42"], summary: "the sneakers, over the categories")])
    }
}
