import PetriDish

/// A coordinator whose flow is presented modally in its own navigation controller (the product
/// tour's size guide, the catalog's filters): it finishes when one of its screens closes it, and
/// when the user swipes it down, which it hears as the presentation's delegate.
class ModalFlowCoordinator: Coordinator, UIAdaptivePresentationControllerDelegate {
    weak var presenter: UIViewController?
    init(presenter: UIViewController) { self.presenter = presenter }

    /// Presents `root` in a navigation controller over the presenter.
    func present(_ root: UIViewController) {
        let navigation = UINavigationController(rootViewController: root)
        navigation.presentationController?.delegate = self
        presenter?.present(navigation, animated: true)
    }

    func presentationControllerDidDismiss(_ presented: UIViewController) {
        finish()
    }

    /// Dismisses the flow and finishes.
    func close() {
        presenter?.dismiss(animated: true)
        finish()
    }
}
