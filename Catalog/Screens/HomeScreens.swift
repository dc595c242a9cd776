import PetriDish

/// The Home tab's root: featured products and promotions.
final class HomeViewController: ViewController {
    init() { super.init(title: "Home") }
}
