import PetriDish

/// The Cart tab's root.
final class CartViewController: ViewController {
    init() { super.init(title: "Cart") }
}

/// Delivery and payment choices before paying; needs a logged-in user.
final class CheckoutViewController: ViewController {
    init() { super.init(title: "Checkout") }
}
