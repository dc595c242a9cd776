import PetriDish

extension ShopEntries {
    /// The Home section, owned by the growth team.
    func registerHome() throws {
        try catalog.register(
            "shop.home", title: "Home", group: "Home",
            summary: "featured products and promotions, the Home tab's root", tags: ["tab", "start"],
            route: routes.sectionRoot(HomeViewController.self), deepLinks: ["shop://home"])
        try catalog.register(
            "home.promotion", title: "Promotion", group: "Home",
            summary: "a campaign's landing page: banner, terms and the products it covers",
            tags: ["marketing", "campaign", "sale"], route: routes.promotion,
            examples: [
                ScreenExample("summer-sale", ["promotion": "summer-sale"], summary: "the summer sale banner"),
                ScreenExample("black-friday", ["promotion": "black-friday"], summary: "a campaign with a countdown"),
            ],
            deepLinks: ["shop://promo/{promotion}"])
        try catalog.register(
            "home.notifications", title: "Notifications", group: "Home",
            summary: "the inbox: order updates, price drops and messages from support", tags: ["inbox", "messages"],
            route: routes.notifications,
            examples: [
                ScreenExample("all", summary: "every notification"),
                ScreenExample("unread", ["unreadOnly": "true"], summary: "only the unread ones"),
            ],
            deepLinks: ["shop://notifications"])
        try catalog.register(
            "home.menu", title: "Side menu", group: "Home",
            summary: "the drawer listing the sections, opened over the current section",
            tags: ["navigation", "drawer"],
            route: routes.menu, variants: ["menu"])
    }
}
