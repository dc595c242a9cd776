import PetriDish

/// The search field with recent and popular searches, pushed on the categories.
final class SearchViewController: UIViewController {
    init() { super.init(title: "Search") }
}

/// What was searched for.
struct SearchResultsContext: ShopContext {
    let query: String
    /// Only results of this category, when given.
    let category: ProductCategory?
}

/// The products matching a search, pushed on the search field.
final class SearchResultsViewController: UIViewController {
    init(_ context: SearchResultsContext) { super.init(title: "Search results", context: context) }
}

/// The camera view that scans a product's barcode, presented full screen over the search.
final class BarcodeScannerViewController: UIViewController {
    init() { super.init(title: "Scan a barcode") }
}
