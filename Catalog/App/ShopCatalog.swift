public import PetriDish

/// The demo shop app petri opens when run with no arguments: a tab bar (Home, Catalog, Cart,
/// Profile) with a navigation stack per tab, or — in the `menu` variant — the same sections
/// behind a side menu. Around them: product pages, search, checkout and payment, the account
/// and its orders, a settings split view, an onboarding pager and support. The app object
/// (``ShopApp``) keeps a coordinator per section; a notification, a gift card file, the live
/// chat overlay and the app lock's window are reached by calling it.
public enum ShopCatalog {
    /// Builds the catalog, with analytics recorded in a recorder of its own.
    /// - Throws: a ``CatalogError`` when a registration is wrong (a duplicate id, a bad example).
    @MainActor
    public static func make() throws -> ScreenCatalog {
        try make(analytics: AnalyticsRecorder())
    }

    /// Builds the catalog.
    /// - Parameter analytics: Where the routes' analytics tasks record the screens shown; the
    ///   catalog's routes keep it for as long as the catalog lives.
    /// - Throws: a ``CatalogError`` when a registration is wrong (a duplicate id, a bad example).
    @MainActor
    public static func make(analytics: AnalyticsRecorder) throws -> ScreenCatalog {
        let catalog = ScreenCatalog(name: "Shop")
        // The shop supports iOS 15 and later: a screen presented without a style is a page sheet.
        catalog.deploymentTarget = IOSVersion(15)
        // The app builds itself, as its scene delegate does: the dish keeps the app object, so
        // entries can be reached by calling its coordinators (AppCodeEntries.swift).
        catalog.addVariant(
            Variant("tabs", summary: "a tab bar: Home, Catalog, Cart, Profile") { scene in
                try ShopApp(scene: scene, layout: .tabs)
            })
        catalog.addVariant(
            Variant("menu", summary: "a side menu over the same four sections") { scene in
                try ShopApp(scene: scene, layout: .menu)
            })
        // Every navigation goes through the app's analytics decorator.
        catalog.decorateRouter = { AnalyticsRouter(base: $0, analytics: analytics) }
        let routes = ShopRoutes(analytics: analytics)
        try ShopEntries(catalog: catalog, routes: routes).registerAll()
        try ShopFlows(catalog: catalog).registerAll()
        return catalog
    }
}
