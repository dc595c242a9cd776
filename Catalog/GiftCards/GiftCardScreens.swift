import PetriDish

/// The gift-card section: a tab bar of its own, pushed on the Home stack (as the growth team
/// built it; UIKit shows it, and discourages it), built with both its tabs in one go.
final class GiftCardsTabBarController: UITabBarController {
    /// The gift-card tab bar with its two tabs, Buy first, as the app builds it.
    static func make() -> GiftCardsTabBarController {
        let tabs = GiftCardsTabBarController(title: "Gift cards")
        tabs.setViewControllers([BuyGiftCardViewController(), RedeemGiftCardViewController()], animated: false)
        return tabs
    }
}

/// Buying a gift card: amount and design.
final class BuyGiftCardViewController: UIViewController {
    init() { super.init(title: "Buy") }
}

/// Redeeming a gift card's code.
final class RedeemGiftCardViewController: UIViewController {
    init() { super.init(title: "Redeem") }
}

/// A product's quick look: photo and price over the catalog, which stays visible underneath.
final class QuickLookViewController: UIViewController {
    init(_ context: ProductContext) { super.init(title: "Quick look", context: context) }
}
