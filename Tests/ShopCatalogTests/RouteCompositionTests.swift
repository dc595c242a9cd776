import PetriDish
import Testing
@testable import ShopCatalog

/// How the routes compose: context adapters put a screen on top of the one it belongs to, a
/// context task reuses an open gallery, the login's navigation controller takes registration,
/// order screens stack in the Profile section.
@MainActor
@Suite("Route composition")
struct RouteCompositionTests {
    @Test("Reviews are pushed on top of the product they belong to")
    func reviewsOnProduct() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.reviews", "productID=42", "stars=1")
        #expect(
            Shop.visible(dish) == [
                "ShopTabBarController", "CatalogNavigationController",
                "ReviewsViewController(productID: 42, sort: newest, stars: 1)",
            ])
        #expect(
            try Self.stack(CatalogNavigationController.self, in: dish) == [
                "CategoriesViewController", "ProductViewController(productID: 42)",
                "ReviewsViewController(productID: 42, sort: newest, stars: 1)",
            ])
    }

    @Test("Reviews of a product already open pop back to it and are pushed there")
    func reviewsOnExistingProduct() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.product", "productID=42")
        let product = try #require(dish.window.visibleViewControllers.last)
        try await Shop.go(dish, "shop.products", "category=shoes")
        try await Shop.go(dish, "shop.reviews", "productID=42")
        let stack = try Self.stack(CatalogNavigationController.self, in: dish)
        #expect(
            stack == [
                "CategoriesViewController", "ProductViewController(productID: 42)",
                "ReviewsViewController(productID: 42, sort: newest)",
            ])
        #expect(dish.window.allViewControllers.contains { $0 === product })
    }

    @Test("A review with six stars is refused before anything changes")
    func sixStars() async throws {
        let dish = try Shop.dish()
        let failure = await Shop.failure { try await Shop.open(dish, "shop.review.write", "productID=42", "rating=6") }
        #expect(failure?.contains("a rating is 1 to 5 stars, not 6") == true, "\(failure ?? "no error")")
    }

    @Test("An open gallery is reused for another photo of the same product: the context task updates it")
    func galleryReused() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.gallery", "productID=42")
        let gallery = try #require(dish.window.modalChain.first as? GalleryViewController)
        #expect(gallery.contextDescription == "productID: 42, photo: 1")
        let trace = try await Shop.go(dish, "shop.gallery", "productID=42", "photo=4")
        #expect(dish.window.modalChain.count == 1 && dish.window.modalChain.first === gallery)
        #expect(gallery.contextDescription == "productID: 42, photo: 4")
        #expect(
            trace.decisions.contains(
                .contextTask(task: "ShowGalleryPhoto", viewController: "GalleryViewController(productID: 42, photo: 1)")
            ))
    }

    @Test("A photo the product does not have is refused and the gallery stays on its photo")
    func galleryRefusesMissingPhoto() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.gallery", "productID=42", "photo=2")
        let before = Shop.json(dish)
        let failure = await Shop.failure { try await Shop.go(dish, "shop.gallery", "productID=42", "photo=12") }
        #expect(
            failure?.contains("product 42 has photos 1 to 8; there is no photo 12") == true, "\(failure ?? "no error")")
        #expect(Shop.json(dish) == before)
    }

    @Test("The gallery of another product is a new gallery over that product")
    func galleryOfAnotherProduct() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.gallery", "productID=42")
        let first = try #require(dish.window.modalChain.first)
        try await Shop.go(dish, "shop.gallery", "productID=7")
        let second = try #require(dish.window.modalChain.first)
        #expect(first !== second)
        #expect(second.debugName == "GalleryViewController(productID: 7, photo: 1)")
        #expect(
            try Self.stack(CatalogNavigationController.self, in: dish).last == "ProductViewController(productID: 7)")
    }

    @Test("Filters are presented over the list of their category, whatever its sort order")
    func filtersOverList() async throws {
        let dish = try await Shop.open(try Shop.dish(), "shop.products", "category=shoes", "sort=rating")
        try await Shop.go(dish, "shop.filters", "category=shoes", "priceMax=50")
        #expect(
            try Self.stack(CatalogNavigationController.self, in: dish) == [
                "CategoriesViewController", "ProductListViewController(category: shoes, sort: rating)",
            ])
        let sheet = try #require(dish.window.modalChain.first as? UINavigationController)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        #expect(
            sheet.viewControllers.map(\.debugName) == [
                "FiltersViewController(category: shoes, priceMin: 0.0, priceMax: 50.0, onlyInStock: false)"
            ])
    }

    @Test("Registration and password reset are pushed on the login's navigation controller")
    func loginStack() async throws {
        let dish = try await Shop.open(try Shop.dish(loggedIn: false), "account.login")
        let login = try #require(dish.window.modalChain.first as? UINavigationController)
        #expect(login.modalPresentationStyle == .formSheet)
        try await Shop.go(dish, "account.register", "email=ada@example.com")
        #expect(dish.window.modalChain.count == 1 && dish.window.modalChain.first === login)
        #expect(
            login.viewControllers.map(\.debugName) == [
                "LoginViewController", "RegistrationViewController(email: \"ada@example.com\")",
            ])
        try await Shop.go(dish, "account.forgot-password", "email=ada@example.com")
        #expect(
            login.viewControllers.map(\.debugName) == [
                "LoginViewController", "ForgotPasswordViewController(email: \"ada@example.com\")",
            ])
    }

    @Test("Registration opened alone comes in a new login sheet holding both screens at once")
    func registrationAlone() async throws {
        let dish = try await Shop.open(try Shop.dish(loggedIn: false), "account.register")
        let login = try #require(dish.window.modalChain.first as? UINavigationController)
        #expect(login.viewControllers.map(\.debugName) == ["LoginViewController", "RegistrationViewController"])
        #expect(Shop.transitions(dish, .present).count == 1 && Shop.transitions(dish, .push).isEmpty)
    }

    @Test("Order screens stack in the Profile section; another order pops back to the history")
    func orders() async throws {
        let dish = try await Shop.open(try Shop.dish(), "account.order.tracking", "orderID=latest", "parcel=2")
        #expect(
            try Self.stack(ProfileNavigationController.self, in: dish) == [
                "ProfileViewController", "OrderHistoryViewController",
                "OrderDetailsViewController(orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7)",
                "ParcelTrackingViewController(orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7, parcel: 2)",
            ])
        try await Shop.go(dish, "account.order", "orderID=delivered")
        #expect(
            try Self.stack(ProfileNavigationController.self, in: dish) == [
                "ProfileViewController", "OrderHistoryViewController",
                "OrderDetailsViewController(orderID: 3D4E5F60-7182-4A93-B4C5-D6E7F8091A2B)",
            ])
    }

    @Test("An order is pushed on the history whatever it is filtered by")
    func orderOnFilteredHistory() async throws {
        let dish = try await Shop.open(try Shop.dish(), "account.orders", "status=shipped")
        try await Shop.go(dish, "account.order", "orderID=latest")
        #expect(
            try Self.stack(ProfileNavigationController.self, in: dish) == [
                "ProfileViewController", "OrderHistoryViewController(status: shipped)",
                "OrderDetailsViewController(orderID: A1B2C3D4-E5F6-4789-A0B1-C2D3E4F5A6B7)",
            ])
    }

    @Test("A help article is pushed on the help centre, on the profile")
    func helpArticle() async throws {
        let dish = try await Shop.open(
            try Shop.dish(), "support.article", "url=https://help.shop.example/articles/returns")
        #expect(
            try Self.stack(ProfileNavigationController.self, in: dish) == [
                "ProfileViewController", "HelpCentreViewController",
                "HelpArticleViewController(url: https://help.shop.example/articles/returns)",
            ])
    }

    @Test("Presets stand for values too long to type")
    func presets() async throws {
        let dish = try await Shop.open(try Shop.dish(), "account.profile.edit", "user=premium")
        #expect(Shop.visible(dish).last == "EditProfileViewController(user: 6F1C2D3E-4A5B-4C6D-8E7F-9A0B1C2D3E4F)")
        try await Shop.open(dish, "shop.checkout.address", "address=locker")
        #expect(
            Shop.visible(dish).last
                == "DeliveryAddressViewController(address: \"Parcel locker 1147, Waterloo Station, London SE1 8SW, United Kingdom\")"
        )
        #expect(try Self.stack(CartNavigationController.self, in: dish).count == 3)
    }

    /// The stack of the section navigation controller of type `type`, by name.
    private static func stack(_ type: UINavigationController.Type, in dish: Dish) throws -> [String] {
        let navigation = try #require(
            dish.window.allViewControllers.first { Swift.type(of: $0) == type } as? UINavigationController)
        return navigation.viewControllers.map(\.debugName)
    }
}
