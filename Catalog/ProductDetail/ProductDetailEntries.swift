import PetriDish

extension ShopEntries {
    /// What hangs off a product screen, owned by the product-page team.
    func registerProductDetails() throws {
        try catalog.register(
            "shop.reviews", title: "Reviews", group: "Shop/Products",
            summary: "what buyers say about a product, pushed on the product", tags: ["details", "ratings", "ugc"],
            route: routes.reviews,
            examples: [
                ScreenExample("all", ["productID": "42"], summary: "every review, newest first"),
                ScreenExample(
                    "complaints", ["productID": "42", "stars": "1", "sort": "helpful"],
                    summary: "the most helpful one-star reviews"),
            ],
            deepLinks: ["shop://product/{productID}/reviews"])
        try catalog.register(
            "shop.review.write", title: "Write a review", group: "Shop/Products",
            summary: "the review form, a form sheet over the reviews; needs a logged-in user",
            tags: ["ratings", "form", "modal", "login"], route: routes.writeReview,
            examples: [
                ScreenExample("five-stars", ["productID": "42"], summary: "a happy customer"),
                ScreenExample("one-star", ["productID": "42", "rating": "1"], summary: "a complaint"),
            ],
            deepLinks: ["shop://product/{productID}/reviews/new?rating={rating}"])
        try catalog.register(
            "shop.gallery", title: "Photos", group: "Shop/Products",
            summary: "a product's photos full screen; an open gallery scrolls to the photo asked for",
            tags: ["details", "photos", "modal"], route: routes.gallery,
            examples: [
                ScreenExample("first", ["productID": "42"], summary: "the main photo"),
                ScreenExample("sole", ["productID": "42", "photo": "4"], summary: "the close-up of the sole"),
            ],
            deepLinks: ["shop://product/{productID}/photos/{photo}"])
    }
}
