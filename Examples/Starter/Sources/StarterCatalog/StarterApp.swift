import PetriDish

/// The app in petri: how it launches and the screens it lists. Replace the examples with the
/// app's own screens, as `petri import` writes them or by hand.
public enum StarterApp {
    /// The catalog `starter` opens.
    public static func catalog() throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Starter")
        // The launch: what the app's scene delegate puts in its window. A second variant would be
        // another navigation of the same screens (an A/B test: tabs or a menu).
        catalog.addVariant(Variant("app", summary: "a navigation controller over the home screen") { window in
            try window.petri.setRootViewController(AppNavigationController(rootViewController: HomeViewController(title: "Home")))
        })
        let routes = Routes()

        try catalog.register("item", title: "Item", group: "Items", summary: "one item, pushed on the home screen", route: routes.item,
                             examples: [ScreenExample("first", ["itemID": "1"])], deepLinks: ["starter://item/{itemID}"])
        try catalog.register("profile", title: "Profile", group: "Account", summary: "needs a logged-in user; a sheet over any screen",
                             route: routes.profile, examples: [ScreenExample("default")])
        return catalog
    }
}
