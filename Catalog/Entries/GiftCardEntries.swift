import PetriDish

extension ShopEntries {
    /// Gift cards (the growth team) and the product quick look (the catalog team).
    func registerGiftCards() throws {
        try catalog.register(ScreenEntry(
            id: "gift.cards", title: "Gift cards", group: "Home/Gift cards",
            summary: "a tab bar of its own, Buy and Redeem, pushed on the Home stack",
            tags: ["gift", "voucher", "tab"], context: .empty, destination: routes.giftCards,
            examples: [ScreenExample("default")], deepLinks: ["shop://gift"], location: here()))
        try catalog.register(ScreenEntry(
            id: "gift.buy", title: "Buy a gift card", group: "Home/Gift cards",
            summary: "the Buy tab of the gift cards, selected when they open",
            tags: ["gift", "voucher", "purchase"], context: .empty, destination: routes.giftCardTab(BuyGiftCardViewController.self),
            examples: [ScreenExample("default")], deepLinks: ["shop://gift/buy"], location: here()))
        try catalog.register(ScreenEntry(
            id: "gift.redeem", title: "Redeem a gift card", group: "Home/Gift cards",
            summary: "the Redeem tab of the gift cards, found in what the gift cards built and selected",
            tags: ["gift", "voucher", "code"], context: .empty, destination: routes.giftCardTab(RedeemGiftCardViewController.self),
            examples: [ScreenExample("default")], deepLinks: ["shop://gift/redeem"], location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.quicklook", title: "Quick look", group: "Shop/Products",
            summary: "a product's photo and price over the catalog, which stays visible underneath",
            tags: ["product", "preview", "peek"],
            context: ContextSchema(decoding: ProductContext.self, details: [
                "productID": .init(help: "the product previewed", example: 42),
            ]),
            destination: routes.quickLook,
            examples: [ScreenExample("sneakers", ["productID": "42"], summary: "the sneakers, over the categories")],
            location: here()))
    }
}
