import PetriDish

/// How reviews are ordered.
enum ReviewSort: String, CaseIterable, Decodable, Sendable {
    case newest, helpful, highest, lowest
}

/// Which reviews a review list shows.
struct ReviewsContext: ShopContext {
    let productID: Int
    let sort: ReviewSort
    /// Only reviews with exactly this many stars, when given.
    let stars: Int?

    /// The product the reviews belong to.
    var product: ProductContext { ProductContext(productID: productID) }
}

/// The reviews of one product, pushed on top of that product.
final class ReviewsViewController: UIViewController {
    init(_ context: ReviewsContext) { super.init(title: "Reviews", context: context) }
}

/// The review being written.
struct WriteReviewContext: ShopContext {
    let productID: Int
    /// The stars already chosen, 1 to 5.
    let rating: Int

    /// The review list the form is presented from.
    var reviews: ReviewsContext { ReviewsContext(productID: productID, sort: .newest, stars: nil) }
}

/// The form to review a product, presented over its reviews.
final class WriteReviewViewController: UIViewController {
    init(_ context: WriteReviewContext) { super.init(title: "Write a review", context: context) }
}
