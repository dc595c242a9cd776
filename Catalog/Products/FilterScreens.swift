import PetriDish

/// The filters of a product list.
struct FiltersContext: ShopContext {
    let category: ProductCategory
    let priceMin: Double
    /// No upper bound when absent.
    let priceMax: Double?
    let onlyInStock: Bool

    /// The product list the filters apply to (sorted by price when it has to be built).
    var productList: ProductListContext {
        ProductListContext(category: category, sort: .price, onlyInStock: onlyInStock ? true : nil)
    }
}

/// The filter sheet of a product list: price range and availability.
final class FiltersViewController: UIViewController {
    init(_ context: FiltersContext) { super.init(title: "Filters", context: context) }
}
