import PetriDish

extension ShopEntries {
    /// Browsing the catalog, owned by the catalog team.
    func registerProducts() throws {
        try catalog.register(ScreenEntry(
            id: "shop.categories", title: "Categories", group: "Shop/Products", summary: "every product category, the Catalog tab's root",
            tags: ["tab", "browse"], context: .empty, destination: routes.sectionRoot(CategoriesViewController.self),
            examples: [ScreenExample("default")], location: here()))
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
            location: here()))
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
    }
}
