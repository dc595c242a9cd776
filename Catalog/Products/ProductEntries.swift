import PetriDish

extension ShopEntries {
    /// Browsing the catalog, owned by the catalog team.
    func registerProducts() throws {
        try catalog.register(
            "shop.categories", title: "Categories", group: "Shop/Products",
            summary: "every product category, the Catalog tab's root", tags: ["tab", "browse"],
            route: routes.sectionRoot(CategoriesViewController.self), deepLinks: ["shop://categories"])
        try catalog.register(
            "shop.products", title: "Products", group: "Shop/Products",
            summary: "the products of a category, sorted and filtered", tags: ["list", "browse"],
            route: routes.productList,
            examples: [
                ScreenExample("shoes", ["category": "shoes"], summary: "shoes by price"),
                ScreenExample("new-jackets", ["category": "jackets", "sort": "newest", "onlyInStock": "true"]),
            ],
            deepLinks: ["shop://categories/{category}?sort={sort}&in-stock={onlyInStock}"])
        try catalog.register(
            "shop.product", title: "Product", group: "Shop/Products",
            summary: "one product: photos, price, add to cart", tags: ["details", "pdp"], route: routes.product,
            details: ["productID": .init(help: "the product's id", example: 42)],
            examples: [ScreenExample("sneakers", ["productID": "42"], summary: "a pair of sneakers")],
            deepLinks: ["shop://product/{productID}"])
        try catalog.register(
            "shop.product.shared", title: "Shared product", group: "Shop/Products",
            summary: "a product opened from a link or a notification (presented) or from the catalog (pushed)",
            tags: ["details", "pdp", "deeplink", "universal-link", "push"], route: routes.sharedProduct,
            examples: [
                ScreenExample(
                    "from-link", ["productID": "42", "source": "deeplink"],
                    summary: "a shared link, presented as a sheet"),
                ScreenExample(
                    "from-notification", ["productID": "7", "source": "notification"], summary: "a price-drop alert"),
                ScreenExample(
                    "in-catalog", ["productID": "42", "source": "catalog"], summary: "pushed in the Catalog section"),
            ],
            deepLinks: ["https://shop.example.com/products/{productID} -> {openedBy}"])
        try catalog.register(
            "shop.filters", title: "Filters", group: "Shop/Products",
            summary: "price range and availability of a product list, in a sheet over the list",
            tags: ["list", "modal", "sheet"],
            route: routes.filters,
            examples: [
                ScreenExample("cheap-shoes", ["category": "shoes", "priceMax": "50"], summary: "shoes under 50 euros"),
                ScreenExample(
                    "jackets-in-stock", ["category": "jackets", "priceMin": "100", "onlyInStock": "true"],
                    summary: "jackets from 100 euros, in stock"),
            ])
    }
}
