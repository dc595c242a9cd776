import PetriDish

/// The Cart tab's root.
final class CartViewController: UIViewController {
    init() { super.init(title: "Cart") }
}

/// Delivery and payment choices before paying; needs a logged-in user.
final class CheckoutViewController: UIViewController {
    init() { super.init(title: "Checkout") }
}

/// Where the order is delivered.
struct DeliveryAddressContext: ShopContext {
    /// The full postal address, one line.
    let address: String
}

/// The delivery address form, pushed on the checkout.
final class DeliveryAddressViewController: UIViewController {
    init(_ context: DeliveryAddressContext) { super.init(title: "Delivery address", context: context) }
}
