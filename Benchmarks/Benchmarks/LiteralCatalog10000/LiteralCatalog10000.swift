import PetriDish

/// A catalog of 10000 screens spelled as literals; LiteralCatalogPlugin generates the screens at
/// build time (see LiteralCatalogGenerator).
public enum LiteralCatalog10000 {
    /// The catalog, registered as an app registers its own.
    public static func make() throws -> ScreenCatalog { try LiteralRoutes.catalog() }
}
