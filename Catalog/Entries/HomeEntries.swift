import PetriDish

extension ShopEntries {
    /// The Home section, owned by the growth team.
    func registerHome() throws {
        try catalog.register(ScreenEntry(
            id: "shop.home", title: "Home", group: "Home", summary: "featured products and promotions, the Home tab's root",
            tags: ["tab", "start"], context: .empty, destination: routes.sectionRoot(HomeViewController.self),
            examples: [ScreenExample("default")], location: here()))
    }
}
