import PetriDish

/// A catalog of 10000 screens spelled as a team's tools write one; LiteralCatalogPlugin
/// generates the screens at build time (see LiteralCatalogGenerator's ToolsSpelling.swift).
public enum ToolsCatalog10000 {
    /// The catalog, registered as an app registers its own.
    public static func make() throws -> ScreenCatalog { try ToolsCatalogRegistry.catalog() }
}
