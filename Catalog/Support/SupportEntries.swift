import PetriDish

extension ShopEntries {
    /// Help and legal, owned by the customer-care team.
    func registerSupport() throws {
        try catalog.register(
            "support.help", title: "Help centre", group: "Support",
            summary: "frequently asked questions and the ways to reach us, pushed on the profile",
            tags: ["faq", "help"],
            route: routes.helpCentre, deepLinks: ["shop://help"])
        try catalog.register(
            "support.article", title: "Help article", group: "Support",
            summary: "a help-site page in a web view, pushed on the help centre", tags: ["faq", "help", "web"],
            route: routes.helpArticle,
            examples: [
                ScreenExample(
                    "returns", ["url": "https://help.shop.example/articles/returns"], summary: "how to send items back"),
                ScreenExample(
                    "delivery-times", ["url": "https://help.shop.example/articles/delivery-times"],
                    summary: "when orders arrive"),
            ],
            deepLinks: ["shop://help/article?url={url}"])
        try catalog.register(
            "support.terms", title: "Terms of service", group: "Support",
            summary: "the legal terms, a page sheet over whatever is on screen", tags: ["legal", "modal"],
            route: routes.terms,
            deepLinks: ["shop://terms"])
        try catalog.register(
            "support.chat", title: "Chat with us", group: "Support",
            summary: "a chat with a support agent, in a form sheet; needs a logged-in user",
            tags: ["help", "contact", "modal", "login"], route: routes.supportChat,
            examples: [
                ScreenExample("general", summary: "a question about nothing in particular"),
                ScreenExample("about-order", ["orderID": "latest"], summary: "a question about the latest order"),
            ],
            deepLinks: ["shop://support/chat?order={orderID}"])
    }
}
