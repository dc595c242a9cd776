import Foundation
import PetriDish

/// Opens the settings the coordinator way, with UIKit's own calls.
@MainActor
final class SettingsCoordinator {
    private weak var presenter: UIViewController?
    private(set) var split: SettingsSplitViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let split = SettingsSplitViewController(nibName: nil, bundle: nil)
        split.viewControllers = [UINavigationController(rootViewController: SettingsViewController(nibName: nil, bundle: nil))]
        split.modalPresentationStyle = .formSheet
        presenter?.present(split, animated: true)
        self.split = split
    }

    func show(_ section: SettingsSection) {
        split?.showDetailViewController(SettingsDetailViewController(section: section), sender: nil)
    }

    func finish() {
        split?.dismiss(animated: true)
        split = nil
    }
}
