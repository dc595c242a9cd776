import PetriDish

extension ShopEntries {
    /// Help and legal, owned by the customer-care team.
    func registerSupport() throws {
        try catalog.register(ScreenEntry(
            id: "support.help", title: "Help centre", group: "Support",
            summary: "frequently asked questions and the ways to reach us, pushed on the profile",
            tags: ["faq", "help"], context: .empty, destination: routes.helpCentre,
            examples: [ScreenExample("default")], deepLinks: ["shop://help"], location: here()))
        try catalog.register(ScreenEntry(
            id: "support.article", title: "Help article", group: "Support",
            summary: "a help-site page in a web view, pushed on the help centre",
            tags: ["faq", "help", "web"],
            context: ContextSchema(decoding: HelpArticleContext.self, details: [
                "url": .init(help: "the article's address on the help site", example: "https://help.shop.example/articles/returns"),
            ]),
            destination: routes.helpArticle,
            examples: [
                ScreenExample("returns", ["url": "https://help.shop.example/articles/returns"], summary: "how to send items back"),
                ScreenExample("delivery-times", ["url": "https://help.shop.example/articles/delivery-times"],
                              summary: "when orders arrive"),
            ],
            deepLinks: ["shop://help/article?url={url}"], location: here()))
        try catalog.register(ScreenEntry(
            id: "support.terms", title: "Terms of service", group: "Support",
            summary: "the legal terms, a page sheet over whatever is on screen",
            tags: ["legal", "modal"], context: .empty, destination: routes.terms,
            examples: [ScreenExample("default")], deepLinks: ["shop://terms"], location: here()))
        try catalog.register(ScreenEntry(
            id: "support.chat", title: "Chat with us", group: "Support",
            summary: "a chat with a support agent, in a form sheet; needs a logged-in user",
            tags: ["help", "contact", "modal", "login"],
            context: ContextSchema(decoding: SupportChatContext.self, details: [
                "orderID": .init(help: "the order the question is about, if any", presets: DemoData.orders),
            ]),
            destination: routes.supportChat,
            examples: [
                ScreenExample("general", summary: "a question about nothing in particular"),
                ScreenExample("about-order", ["orderID": "latest"], summary: "a question about the latest order"),
            ],
            deepLinks: ["shop://support/chat?order={orderID}"], location: here()))
    }
}
