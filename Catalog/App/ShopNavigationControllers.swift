import PetriDish

/// The navigation stack of the Home section.
final class HomeNavigationController: UINavigationController {}
/// The navigation stack of the Catalog section, where products are pushed.
final class CatalogNavigationController: UINavigationController {}
/// The navigation stack of the Cart section, where checkout is pushed.
final class CartNavigationController: UINavigationController {}
/// The navigation stack of the Profile section.
final class ProfileNavigationController: UINavigationController {}

/// The four sections of the shop, each a navigation stack, in tab order.
@MainActor
enum ShopSections {
    /// Builds the four section stacks with their root screens.
    static func make() throws -> [UINavigationController] {
        let home = HomeNavigationController(title: "Home")
        home.setViewControllers([HomeViewController()], animated: false)
        // Large titles on the Home section, as the shop's designers want them: the bar is inert
        // in the dish, and `check` lists it under "Inert UIKit".
        home.navigationBar.prefersLargeTitles = true
        let catalog = CatalogNavigationController(title: "Catalog")
        catalog.setViewControllers([CategoriesViewController()], animated: false)
        // Quick looks are presented over the catalog only: the tabs stay on screen.
        catalog.definesPresentationContext = true
        let cart = CartNavigationController(title: "Cart")
        cart.setViewControllers([CartViewController()], animated: false)
        let profile = ProfileNavigationController(title: "Profile")
        profile.setViewControllers([ProfileViewController()], animated: false)
        return [home, catalog, cart, profile]
    }
}

/// The modal stack of paying: the payment, replaced by the order confirmation once it went
/// through.
final class PaymentNavigationController: UINavigationController {}
