import PetriDish

/// The side-menu variant's menu: the list of sections.
final class MenuViewController: ViewController {
    init() { super.init(title: "Menu") }
}
