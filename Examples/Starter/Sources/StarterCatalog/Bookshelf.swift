import PetriDish

/// The starter app: a reading app with a library, search and a profile, launched with a tab bar
/// or, for the A/B test, with the library alone.
public enum Bookshelf {
    /// The catalog `starter` opens.
    public static func make() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Bookshelf")
        catalog.addVariant(Variant("tabs", summary: "Library, Search and Profile tabs") { window in
            let tabs = UITabBarController()
            tabs.setViewControllers([
                TabNavigationController(rootViewController: LibraryViewController(title: "Library")),
                TabNavigationController(rootViewController: SearchViewController(title: "Search")),
                TabNavigationController(rootViewController: ProfileViewController(title: "Profile")),
            ], animated: false)
            try window.setRootViewController(tabs)
        })
        catalog.addVariant(Variant("library-only", summary: "the A/B test: the library alone, no tabs") { window in
            try window.setRootViewController(TabNavigationController(rootViewController: LibraryViewController(title: "Library")))
        })
        let routes = Routes()

        try catalog.register("library", title: "Library", group: "Books", summary: "the reader's books", route: routes.library)
        try catalog.register("book", title: "Book", group: "Books", summary: "one book, pushed on the library", route: routes.book,
                             examples: [ScreenExample("dune", ["bookID": "1"])], deepLinks: ["bookshelf://book/{bookID}"])
        try catalog.register("reader", title: "Reader", group: "Books", summary: "a book, full screen", route: routes.reader,
                             examples: [ScreenExample("dune", ["bookID": "1", "page": "12"])], deepLinks: ["bookshelf://read/{bookID}?page={page}"])
        try catalog.register("search", title: "Search", group: "Search", summary: "the Search tab", route: routes.search, variants: ["tabs"])
        try catalog.register("search.results", title: "Results", group: "Search", summary: "what a search found", route: routes.results,
                             examples: [ScreenExample("dune", ["query": "dune", "sort": "newest"])], variants: ["tabs"])
        try catalog.register("profile", title: "Profile", group: "Account", summary: "needs a logged-in reader",
                             route: routes.profile, variants: ["tabs"])
        try catalog.register("settings", title: "Settings", group: "Account", summary: "a sheet over the profile", route: routes.settings,
                             variants: ["tabs"])
        try catalog.register("login", title: "Log in", group: "Account", summary: "the login form, presented", route: routes.login)
        return catalog
    }
}
