import UIKit

/// The app's coordinators' base: subclasses are started with `start(animated:)`.
class BaseCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        fatalError("Start method should be implemented")
    }

    func start(animated: Bool = true) {
        navigationController.pushViewController(build(), animated: animated)
    }

    func build() -> UIViewController {
        fatalError("Build method should be implemented")
    }
}

/// Builds its screen with a view model the container resolves.
final class ListCoordinator: BaseCoordinator {
    override func build() -> UIViewController {
        let list = ListViewController(nibName: nil, bundle: nil)
        list.settings = Resolver.shared.resolve()
        return list
    }
}
