import PetriDish

/// The side-menu variant's menu: the list of sections.
final class MenuViewController: UIViewController {
    init() { super.init(title: "Menu") }
}
