import PetriCatalog
import PetriRouting
import PetriCoordinators
import PetriHierarchy

/// Finds the navigation controller titled `title` (a tab of the synthetic launch tab bar).
struct TitledNavigationFinder<Context>: PetriStackIteratingFinder {
    typealias ViewController = UINavigationController
    let options: PetriSearchOptions = .fullStack
    let title: String

    func isTarget(_ viewController: UINavigationController, with context: Context) -> Bool {
        viewController.title == title
    }
}
