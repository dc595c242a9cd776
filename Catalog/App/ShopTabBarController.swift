import PetriDish

/// The tab-bar variant's root: Home, Catalog, Cart, Profile.
final class ShopTabBarController: UITabBarController {}
