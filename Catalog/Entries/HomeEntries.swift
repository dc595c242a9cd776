import PetriDish

extension ShopEntries {
    /// The Home section, owned by the growth team.
    func registerHome() throws {
        try catalog.register(ScreenEntry(
            id: "shop.home", title: "Home", group: "Home", summary: "featured products and promotions, the Home tab's root",
            tags: ["tab", "start"], context: .empty, destination: routes.sectionRoot(HomeViewController.self),
            examples: [ScreenExample("default")], deepLinks: ["shop://home"], location: here()))
        try catalog.register(ScreenEntry(
            id: "home.promotion", title: "Promotion", group: "Home",
            summary: "a campaign's landing page: banner, terms and the products it covers",
            tags: ["marketing", "campaign", "sale"],
            context: ContextSchema(decoding: PromotionContext.self, details: [
                "promotion": .init(help: "the campaign's slug, as marketing names it", example: "summer-sale"),
            ]),
            destination: routes.promotion,
            examples: [
                ScreenExample("summer-sale", ["promotion": "summer-sale"], summary: "the summer sale banner"),
                ScreenExample("black-friday", ["promotion": "black-friday"], summary: "a campaign with a countdown"),
            ],
            deepLinks: ["shop://promo/{promotion}"],
            location: here()))
        try catalog.register(ScreenEntry(
            id: "home.notifications", title: "Notifications", group: "Home",
            summary: "the inbox: order updates, price drops and messages from support",
            tags: ["inbox", "messages"],
            context: ContextSchema(decoding: NotificationsContext.self, details: [
                "unreadOnly": .init(help: "hide the notifications already read", default: false),
            ]),
            destination: routes.notifications,
            examples: [
                ScreenExample("all", summary: "every notification"),
                ScreenExample("unread", ["unreadOnly": "true"], summary: "only the unread ones"),
            ],
            deepLinks: ["shop://notifications"],
            location: here()))
        try catalog.register(ScreenEntry(
            id: "home.menu", title: "Side menu", group: "Home",
            summary: "the drawer listing the sections, opened over the current section",
            tags: ["navigation", "drawer"], context: .empty, destination: routes.menu,
            examples: [ScreenExample("default")], variants: ["menu"], location: here()))
    }
}
