import PetriDish

/// The Catalog tab's root: the product categories.
final class CategoriesViewController: UIViewController {
    init() { super.init(title: "Categories") }
}

/// The category a product list shows.
enum ProductCategory: String, CaseIterable, Decodable, Sendable {
    case shoes, shirts, jackets, accessories
}

/// How a product list is sorted.
enum ProductSort: String, CaseIterable, Decodable, Sendable {
    case price, rating, newest
}

/// What a product list shows.
struct ProductListContext: ShopContext {
    let category: ProductCategory
    let sort: ProductSort
    let onlyInStock: Bool?
}

/// The products of a category.
final class ProductListViewController: UIViewController {
    init(_ context: ProductListContext) { super.init(title: "Products", context: context) }
}

/// Which product a product screen shows.
struct ProductContext: ShopContext {
    let productID: Int
}

/// One product: photos, price, add to cart.
final class ProductViewController: UIViewController {
    init(_ context: ProductContext) { super.init(title: "Product", context: context) }
}

/// Where the user came from when a product was opened.
enum ProductSource: String, CaseIterable, Decodable, Sendable {
    /// Browsing the catalog inside the app.
    case catalog
    /// A link from outside the app: a shared URL, an e-mail, a web page.
    case deeplink
    /// A push notification (a price drop, a back-in-stock alert).
    case notification
}

/// A product together with where it was opened from, which decides where it is placed.
struct SharedProductContext: ShopContext {
    let productID: Int
    let source: ProductSource
    /// The link that opened it, when a link did: the app presents what a link opens.
    let openedBy: URL?

    /// The context of the product screen itself.
    var product: ProductContext { ProductContext(productID: productID) }
}

/// The size guide of the product tour (its second coordinator's screen), presented in its own
/// navigation controller.
final class SizeGuideViewController: UIViewController {
    init() { super.init(title: "Size guide") }
}
