import UIKit

/// Needs the app's session, which petri import cannot make.
final class AccountCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private let session: SessionStore

    init(navigationController: UINavigationController, session: SessionStore) {
        self.navigationController = navigationController
        self.session = session
    }

    func start() {
        navigationController.pushViewController(AccountViewController(nibName: nil, bundle: nil), animated: false)
    }
}
