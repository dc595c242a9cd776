import PetriDish

/// How the wish list is ordered.
enum WishlistSort: String, CaseIterable, Decodable, Sendable {
    case added, price, name
}

/// What the wish list shows.
struct WishlistContext: ShopContext {
    let sort: WishlistSort
}

/// The products the user saved for later, in a form sheet.
final class WishlistViewController: UIViewController {
    init(_ context: WishlistContext) { super.init(title: "Wish list", context: context) }
}
