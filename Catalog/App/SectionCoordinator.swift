import PetriDish

/// One section of the shop (Home, Catalog, Cart, Profile): a coordinator that owns the
/// section's navigation controller for the whole session, shown or not, and shows screens on it
/// with UIKit's calls — as a coordinator app's tab coordinators do.
@MainActor
final class SectionCoordinator {
    /// The section's stack, kept by the coordinator: the tab bar or the side menu shows it.
    let navigationController: UINavigationController

    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// "Open this": back to the section's root, then `screen` on top — what a notification
    /// does, leaving whatever is presented over the app alone.
    func showFromRoot(_ screens: UIViewController...) {
        navigationController.popToRootViewController(animated: false)
        for screen in screens {
            navigationController.pushViewController(screen, animated: screen === screens.last)
        }
    }
}
