import PetriDish

extension ShopEntries {
    /// The partner team's screens: its RouteComposer configuration, registered as it is.
    func registerPartners() throws {
        try catalog.register(
            "partner.offers", title: "Partner offers", group: "Home/Partners",
            summary: "the partners' offers, pushed where the user is by a RouteComposer configuration",
            tags: ["partner", "offer", "routecomposer"],
            route: PartnerConfiguration.offers, deepLinks: ["shop://partners"])
        try catalog.register(
            "partner.offer", title: "Partner offer", group: "Home/Partners",
            summary: "one offer, a form sheet in a navigation controller of its own (RouteComposer's ChainAssembly)",
            tags: ["partner", "offer", "routecomposer"], route: PartnerConfiguration.offer,
            details: ["offerID": .init(help: "the offer shown; ids start at 1", example: 3)],
            examples: [ScreenExample("spring", ["offerID": "3"], summary: "the spring offer")],
            deepLinks: ["shop://partners/offer/{offerID}"])
    }
}
