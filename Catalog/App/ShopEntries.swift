import PetriDish

/// Registers the shop's screens, grouped as the app's teams own them. Each feature registers its
/// screens in its own file.
@MainActor
struct ShopEntries {
    let catalog: ScreenCatalog
    let routes: ShopRoutes

    func registerAll() throws {
        try registerHome()
        try registerGiftCards()
        try registerProducts()
        try registerProductDetails()
        try registerSearch()
        try registerCart()
        try registerAccount()
        try registerOrders()
        try registerSettings()
        try registerOnboarding()
        try registerSupport()
        try registerStorefront()
        try registerAppCode()
        try registerPartners()
    }

    /// The caller's file and line, where an entry is declared.
    func here(_ file: String = #fileID, _ line: Int = #line) -> CodeLocation {
        CodeLocation(file: file, line: line)
    }
}
