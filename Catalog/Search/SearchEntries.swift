import PetriDish

extension ShopEntries {
    /// Search, owned by the search team.
    func registerSearch() throws {
        try catalog.register(
            "shop.search", title: "Search", group: "Shop/Search",
            summary: "the search field with recent and popular searches, pushed on the categories",
            tags: ["find", "query"],
            route: routes.search, deepLinks: ["shop://search"])
        try catalog.register(
            "shop.search.results", title: "Search results", group: "Shop/Search",
            summary: "the products matching a search, pushed on the search field", tags: ["find", "query", "list"],
            route: routes.searchResults,
            examples: [
                ScreenExample("sneakers", ["query": "sneakers"], summary: "a popular search"),
                ScreenExample(
                    "red-jackets", ["query": "red", "category": "jackets"], summary: "narrowed to one category"),
                ScreenExample("nothing-found", ["query": "xyzzy"], summary: "the empty state"),
            ],
            deepLinks: ["shop://search/{query}"])
        try catalog.register(
            "shop.search.scanner", title: "Scan a barcode", group: "Shop/Search",
            summary: "the camera view that finds a product by its barcode, full screen over the search",
            tags: ["find", "camera", "modal"], route: routes.barcodeScanner, deepLinks: ["shop://search/scan"])
    }
}
