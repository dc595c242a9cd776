import PetriDish

/// Registers the shop's screens, grouped as the app's teams own them.
@MainActor
struct ShopEntries {
    let catalog: ScreenCatalog
    let routes: ShopRoutes

    func registerAll() throws {
        try registerHome()
        try registerProducts()
        try registerCart()
        try registerAccount()
    }

    private func here(_ file: String = #fileID, _ line: Int = #line) -> CodeLocation {
        CodeLocation(file: file, line: line)
    }

    func registerHome() throws {
        try catalog.register(ScreenEntry(
            id: "shop.home", title: "Home", group: "Home", summary: "featured products and promotions, the Home tab's root",
            tags: ["tab", "start"], context: .empty, destination: routes.sectionRoot(HomeViewController.self),
            examples: [ScreenExample("default")], location: here()))
    }

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

    func registerCart() throws {
        try catalog.register(ScreenEntry(
            id: "shop.cart", title: "Cart", group: "Shop/Cart", summary: "what the user is about to buy, the Cart tab's root",
            tags: ["tab", "basket"], context: .empty, destination: routes.sectionRoot(CartViewController.self),
            examples: [ScreenExample("default")], location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.checkout", title: "Checkout", group: "Shop/Cart", summary: "delivery and payment choices; needs a logged-in user",
            tags: ["buy", "login"], context: .empty, destination: routes.checkout,
            examples: [ScreenExample("default")], location: here()))
    }

    func registerAccount() throws {
        try catalog.register(ScreenEntry(
            id: "account.profile", title: "Profile", group: "Account", summary: "the user's profile, the Profile tab's root",
            tags: ["tab", "user"], context: .empty, destination: routes.sectionRoot(ProfileViewController.self),
            examples: [ScreenExample("default")], location: here()))
        try catalog.register(ScreenEntry(
            id: "account.login", title: "Log in", group: "Account", summary: "the login form, presented modally as a form sheet",
            tags: ["auth", "modal"], context: .empty, destination: routes.login,
            examples: [ScreenExample("default")], location: here()))
    }
}
