import PetriDish

extension ShopEntries {
    /// Browsing the catalog, owned by the catalog team.
    func registerProducts() throws {
        try catalog.register(ScreenEntry(
            id: "shop.categories", title: "Categories", group: "Shop/Products", summary: "every product category, the Catalog tab's root",
            tags: ["tab", "browse"], context: .empty, destination: routes.sectionRoot(CategoriesViewController.self),
            examples: [ScreenExample("default")], deepLinks: ["shop://categories"], location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.products", title: "Products", group: "Shop/Products", summary: "the products of a category, sorted and filtered",
            tags: ["list", "browse"],
            context: ContextSchema(decoding: ProductListContext.self, details: [
                "category": .init(help: "the category to list", example: "shoes"),
                "sort": .init(help: "how products are ordered", default: "price"),
                "onlyInStock": "hide products that are sold out",
            ]),
            destination: routes.productList,
            examples: [
                ScreenExample("shoes", ["category": "shoes"], summary: "shoes by price"),
                ScreenExample("new-jackets", ["category": "jackets", "sort": "newest", "onlyInStock": "true"]),
            ],
            deepLinks: ["shop://categories/{category}?sort={sort}&in-stock={onlyInStock}"], location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.product", title: "Product", group: "Shop/Products", summary: "one product: photos, price, add to cart",
            tags: ["details", "pdp"],
            context: ContextSchema(decoding: ProductContext.self, details: [
                "productID": .init(help: "the product's id", example: 42),
            ]),
            destination: routes.product,
            examples: [ScreenExample("sneakers", ["productID": "42"], summary: "a pair of sneakers")],
            deepLinks: ["shop://product/{productID}"],
            location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.product.shared", title: "Shared product", group: "Shop/Products",
            summary: "a product opened from a link or a notification (presented) or from the catalog (pushed)",
            tags: ["details", "pdp", "deeplink", "universal-link", "push"],
            context: ContextSchema(decoding: SharedProductContext.self, details: [
                "productID": .init(help: "the product's id", example: 42),
                "source": .init(
                    help: "where it was opened from: a link or a notification presents it over the current screen, the catalog pushes it",
                    default: "deeplink"),
            ]),
            destination: routes.sharedProduct,
            examples: [
                ScreenExample("from-link", ["productID": "42", "source": "deeplink"], summary: "a shared link, presented as a sheet"),
                ScreenExample("from-notification", ["productID": "7", "source": "notification"], summary: "a price-drop alert"),
                ScreenExample("in-catalog", ["productID": "42", "source": "catalog"], summary: "pushed in the Catalog section"),
            ],
            deepLinks: ["https://shop.example.com/products/{productID}"],
            location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.filters", title: "Filters", group: "Shop/Products",
            summary: "price range and availability of a product list, in a sheet over the list",
            tags: ["list", "modal", "sheet"],
            context: ContextSchema(decoding: FiltersContext.self, details: [
                "category": .init(help: "the category of the list being filtered", example: "shoes"),
                "priceMin": .init(help: "the lowest price, in euros", default: 0),
                "priceMax": .init(help: "the highest price, in euros; no limit when left out", example: 120),
                "onlyInStock": .init(help: "hide products that are sold out", default: false),
            ]),
            destination: routes.filters,
            examples: [
                ScreenExample("cheap-shoes", ["category": "shoes", "priceMax": "50"], summary: "shoes under 50 euros"),
                ScreenExample("jackets-in-stock", ["category": "jackets", "priceMin": "100", "onlyInStock": "true"],
                              summary: "jackets from 100 euros, in stock"),
            ],
            location: here()))
    }
}
