import PetriDish

extension ShopEntries {
    /// The SwiftUI storefront the new-platform team is building, on a path-driven stack.
    func registerStorefront() throws {
        try catalog.register(
            "storefront.product", title: "Storefront product", group: "Storefront (SwiftUI)",
            summary:
                "a SwiftUI product page: its route appended to the storefront's NavigationStack path, presented full screen",
            tags: ["swiftui", "path", "modal"], route: routes.storefrontProduct,
            examples: [ScreenExample("sneakers", ["productID": "42"], summary: "the running shoes")],
            deepLinks: ["shop://storefront/product/{productID}"])
        try catalog.register(
            "storefront.profile", title: "Storefront profile", group: "Storefront (SwiftUI)",
            summary: "a user's profile, the storefront's one sheet (SwiftUI's sheet(item:))",
            tags: ["swiftui", "sheet", "modal"],
            route: routes.storefrontProfile,
            examples: [ScreenExample("someone", ["userID": "7"], summary: "a shopper's profile")],
            deepLinks: ["shop://storefront/profile/{userID}"])
    }
}
