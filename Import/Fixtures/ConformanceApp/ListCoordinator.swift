import UIKit

final class ListCoordinator {
    let navigationController: UINavigationController
    var authorizer: Authorizing?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(mode: Mode = .push) {
        let viewController = ListViewController()
        viewController.coordinator = self
        viewController.title = TabIdentifier.list + (Option.favorites.title ?? "")
        switch mode {
        case .push:
            navigationController.pushViewController(viewController, animated: true)
        case let .present(presenting, configuration):
            viewController.modalPresentationStyle = configuration?.style ?? .automatic
            presenting.present(viewController, animated: true)
        }
    }

    func showModally(from presenting: UIViewController) {
        start(mode: .present(presenting: presenting, configuration: PresentConfiguration(style: .fullScreen)))
    }
}
