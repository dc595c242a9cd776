import PetriDish
@testable import PetriRouting

/// A window whose root is a plain `HomeScreen`: where most routing scenarios start.
@MainActor
func homeWindow() throws -> (UIWindow, HomeScreen) {
    let window = UIWindow()
    let home = HomeScreen()
    try window.setRootViewController(home)
    return (window, home)
}

/// The product screen step the scenarios share: found by its product id, or built.
@MainActor
func productStep() -> PetriStepAssembly<ProductScreen, Int> {
    PetriStepAssembly(
        finder: PetriClassWithContextFinder<ProductScreen, Int>(),
        factory: ClosureFactory { ProductScreen(productID: $0) })
}
