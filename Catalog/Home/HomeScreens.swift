import PetriDish

/// The Home tab's root: featured products and promotions.
final class HomeViewController: UIViewController {
    init() { super.init(title: "Home") }
}

/// Which promotion a promotion page shows.
struct PromotionContext: ShopContext {
    /// The promotion's slug, as the marketing team names campaigns (`summer-sale`).
    let promotion: String
}

/// A promotion's landing page: its banner, its terms and the products it covers.
final class PromotionViewController: UIViewController {
    init(_ context: PromotionContext) { super.init(title: "Promotion", context: context) }
}

/// What the notification inbox lists.
struct NotificationsContext: ShopContext {
    /// Whether notifications already read are hidden.
    let unreadOnly: Bool
}

/// The notification inbox: order updates, price drops, messages from support.
final class NotificationsViewController: UIViewController {
    init(_ context: NotificationsContext) { super.init(title: "Notifications", context: context) }
}
