import PetriDish

extension ShopEntries {
    /// Search, owned by the search team.
    func registerSearch() throws {
        try catalog.register(ScreenEntry(
            id: "shop.search", title: "Search", group: "Shop/Search",
            summary: "the search field with recent and popular searches, pushed on the categories",
            tags: ["find", "query"], context: .empty, destination: routes.search,
            examples: [ScreenExample("default")], deepLinks: ["shop://search"], location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.search.results", title: "Search results", group: "Shop/Search",
            summary: "the products matching a search, pushed on the search field",
            tags: ["find", "query", "list"],
            context: ContextSchema(decoding: SearchResultsContext.self, details: [
                "query": .init(help: "what the user typed", example: "running shoes"),
                "category": "only results in this category",
            ]),
            destination: routes.searchResults,
            examples: [
                ScreenExample("sneakers", ["query": "sneakers"], summary: "a popular search"),
                ScreenExample("red-jackets", ["query": "red", "category": "jackets"], summary: "narrowed to one category"),
                ScreenExample("nothing-found", ["query": "xyzzy"], summary: "the empty state"),
            ],
            deepLinks: ["shop://search/{query}"],
            location: here()))
        try catalog.register(ScreenEntry(
            id: "shop.search.scanner", title: "Scan a barcode", group: "Shop/Search",
            summary: "the camera view that finds a product by its barcode, full screen over the search",
            tags: ["find", "camera", "modal"], context: .empty, destination: routes.barcodeScanner,
            examples: [ScreenExample("default")], deepLinks: ["shop://search/scan"], location: here()))
    }
}
